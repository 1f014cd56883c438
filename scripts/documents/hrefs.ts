// Where the documents are served: the paths SITE.documents links in each locale. Only content/ is imported, so the
// end-to-end suite can use it without loading the generators.

import type { Locale } from '../../engine/types'
import { documentHref, SITE } from '../../content/site'

export function presentationHref(locale: Locale): string {
  return documentHref(SITE.documents.presentation, locale)
}

export const DOCUMENT_HREFS = {
  presentationRu: presentationHref('ru'),
  presentationEn: presentationHref('en'),
  agreement: SITE.documents.agreement.href,
} as const
