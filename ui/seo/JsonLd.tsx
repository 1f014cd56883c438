// A JSON-LD data block rendered with the screen that owns the facts (a flat, the catalogue), so
// offers follow the live data. A data block never executes, so the CSP does not need its hash.

import { jsonLd } from './structuredData'

export function JsonLd({ data }: { data: unknown }) {
  if (data === null || data === undefined) return null
  return (
    <script
      type="application/ld+json"
      data-testid="offer-ld"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD of our own data, with < escaped
      dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
    />
  )
}
