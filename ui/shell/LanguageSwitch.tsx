// Switches locale on the same page, keeping query and hash, and remembers the choice in the
// i18n_redirected cookie that the root path reads.

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
        // The hash lives only in the browser; carry it over by hand.
        if (window.location.hash) {
          event.preventDefault()
          window.location.assign(`${href}${window.location.hash}`)
        }
      }}
    >
      {other.toUpperCase()}
    </a>
  )
}
