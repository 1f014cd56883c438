// Switches locale on the same page, keeping the address's query and hash as they are when it is
// followed, and remembers the choice in the i18n_redirected cookie that the root path reads.

import { usePageContext } from 'vike-react/usePageContext'
import { extractLocale, localizePath, withSearchAndHash } from '../../engine/routes'
import type { Locale } from '../../engine/types'
import { translate } from '../i18n'

export const LOCALE_COOKIE = 'i18n_redirected'
const YEAR_SECONDS = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`
}

export function LanguageSwitch({ className }: { className?: string }) {
  const pageContext = usePageContext()
  const current = pageContext.locale
  const other: Locale = current === 'ru' ? 'en' : 'ru'
  const { logical } = extractLocale(pageContext.urlParsed.pathname)
  const search = pageContext.urlParsed.searchOriginal ?? ''
  const href = withSearchAndHash(localizePath(logical, other), search, '')
  return (
    <a
      className={className}
      href={href}
      hrefLang={other}
      lang={other}
      data-testid="language-switch"
      data-locale-switch
      aria-label={translate(other, 'header.ownVersion')}
      onClick={(event) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
        document.cookie = localeCookie(other)
        // The address as it is now: the server rendered the page at its canonical query, without
        // an ad click's marks, and the plans screen writes the selection into history since.
        // The hash lives only in the browser. (The loader does the same before hydration.)
        event.currentTarget.search = window.location.search
        event.currentTarget.hash = window.location.hash
      }}
    >
      {other.toUpperCase()}
    </a>
  )
}
