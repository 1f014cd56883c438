// Environment: server, client.

import type { PageContext } from 'vike/types'
import { SITE } from '../../content/site'
import { translate } from '../../ui/i18n'

export function title(pageContext: PageContext): string {
  const locale = pageContext.locale ?? 'ru'
  return `${translate(locale, 'pdf.template.title')} · ${SITE.fullName[locale]}`
}
