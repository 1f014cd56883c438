// Page titles: each page's data carries its meta; the error page is titled by its status.
// Environment: server, client.

import type { PageContext } from 'vike/types'
import { SITE } from '../content/site'
import { translate } from '../ui/i18n'
import { errorStatusOf, isServerError } from '../ui/shell/ErrorView'

export function title(pageContext: PageContext): string {
  const locale = pageContext.locale ?? 'ru'
  if (pageContext.is404 !== undefined && pageContext.is404 !== null) {
    const code = errorStatusOf(pageContext)
    return isServerError(code) ? SITE.fullName[locale] : translate(locale, 'error.title', { code })
  }
  const meta = (pageContext.data as { meta?: { title: string } } | undefined)?.meta
  return meta?.title ?? SITE.fullName[locale]
}
