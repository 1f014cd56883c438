// <html lang> follows the page's locale. Environment: server, client.

import type { PageContext } from 'vike/types'

export function lang(pageContext: PageContext): string {
  return pageContext.locale === 'en' ? 'en' : 'ru'
}
