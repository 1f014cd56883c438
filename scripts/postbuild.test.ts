import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../server/csp'
import { sitemapXml } from './postbuild'

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = `<script type="module" async>import("/a.js")</script>
<script id="vike_pageContext" type="application/json">{"a":1}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/b.js"></script><script>console.log(1)</script>`
    // sha256('import("/a.js")') and sha256('console.log(1)')
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-7GZ08k9eDWlnONnBGSuk0j5sF0CWVCliNaWT5Dy14Ag='",
      "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
    ])
  })
})

describe('sitemapXml', () => {
  it('lists both locales with hreflang pairs and leaves out tool pages', () => {
    const xml = sitemapXml('https://example.ru')
    expect(xml).toContain('<loc>https://example.ru/about/eco</loc>')
    expect(xml).toContain('<loc>https://example.ru/en/about/eco</loc>')
    expect(xml).toContain('hreflang="en" href="https://example.ru/en/about/eco"')
    expect(xml).not.toContain('/pdf-template')
    // 39 routes - 3 hidden = 36 routes x 2 locales
    expect(xml.match(/<loc>/g)).toHaveLength(72)
  })

  it('lists the plans link of each place it is given, in both locales, the query escaped', () => {
    const xml = sitemapXml('https://example.ru', [
      'building=23',
      'building=23&section=1&floor=1&flat=1',
    ])
    expect(xml).toContain('<loc>https://example.ru/plans?building=23</loc>')
    expect(xml).toContain(
      'hreflang="en" href="https://example.ru/en/plans?building=23&amp;section=1&amp;floor=1&amp;flat=1"',
    )
    expect(xml.match(/<loc>/g)).toHaveLength(76)
  })
})
