// Page titles: each page's data carries its meta; the error page is titled by its status.
// Environment: server, client.

import type { PageContext } from 'vike/types'
import { SITE } from '../content/site'
import { translate } from '../ui/i18n'
import { errorStatusOf, isServerError } from '../ui/shell/ErrorView'

export function title(pageContext: PageContext): string {
  const locale = pageContext.locale ?? 'ru'
  // Only the error page is titled by its status. (A page's is404 is false, not null: testing it
  // for null titled every page as a server error, that is by the site's name.)
  if (isErrorPage(pageContext)) {
    const code = errorStatusOf(pageContext)
    return isServerError(code) ? SITE.fullName[locale] : translate(locale, 'error.title', { code })
  }
  const meta = (pageContext.data as { meta?: { title: string } } | undefined)?.meta
  return meta?.title ?? SITE.fullName[locale]
}

function isErrorPage(pageContext: PageContext): boolean {
  return (
    pageContext.is404 === true ||
    Boolean(pageContext.abortStatusCode) ||
    pageContext.pageId === '/pages/_error'
  )
}
