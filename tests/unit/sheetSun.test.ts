// The broker sheet with the flat's sun and view: the rows print in the flat screen's words and
// the facts column, now longer, still ends above the benefits for every layout of the catalogue.

import { beforeAll, describe, expect, it } from 'vitest'
import { loadPdfFixture, type PdfFixture } from '../../bench/pdf'
import type { FlatSunView } from '../../engine/sunView/flatSunView'
import { flatSunSummary } from '../../engine/sunView/sunSummary'
import type { Locale } from '../../engine/types'
import { resortModel } from '../../server/catalogue/index'
import { resortGeometry, sunViewData } from '../../server/catalogue/sunView/sunViewData'
import { layoutPage } from '../../ui/pdf/bookletLayout'
import { NO_BRANDING } from '../../ui/pdf/brokerBranding'
import { advanceMeasure } from '../../ui/pdf/fontMetrics'
import { RIGHT } from '../../ui/pdf/sheetFrame'
import { factRows } from '../../ui/pdf/sheetTables'
import type { Measure, TextItem } from '../../ui/pdf/sheetTypes'

let f: PdfFixture
let measure: Measure
let flats: Record<string, FlatSunView>
beforeAll(async () => {
  f = await loadPdfFixture()
  measure = advanceMeasure(f.fonts)
  // Computed here, as the build does, so the test needs no build's output on a clean checkout.
  const { site, buildings } = resortGeometry(resortModel())
  flats = sunViewData(site, buildings).flats
}, 60_000)

/** Where the benefits' title sits (sheetLayout.ts): the facts column must end above it. */
const BENEFITS_TOP = 652

describe('the sheet with sun and view', () => {
  it.each(['ru', 'en'] as const)(
    'fits every layout in %s',
    (locale: Locale) => {
      // Every layout, and again with a view of water (the longest view words: three parts).
      const seen = new Set<string>()
      const key = (a: { alt: string; plan: string }) =>
        `${a.plan}:${flatSunSummary(flats[a.alt] as FlatSunView).water}`
      const sample = Object.values(f.data.apartments).filter(
        (a) => flats[a.alt] && !seen.has(key(a)) && Boolean(seen.add(key(a))),
      )
      expect(sample.length).toBeGreaterThan(10)
      for (const flat of sample) {
        const sun = new Map([[flat.alt, flatSunSummary(flats[flat.alt] as FlatSunView)]])
        const page = layoutPage(
          {
            flats: [flat],
            geometry: f.geometry,
            locale,
            branding: NO_BRANDING,
            hidePrice: false,
            furniture: true,
            sun,
            now: new Date('2025-06-02T09:00:00Z'),
            origin: 'https://khvoya-club.ru',
          },
          0,
          measure,
        )
        const texts = page.items.filter((i): i is TextItem => i.kind === 'text')
        const norm = texts.find(
          (t) =>
            t.text === (locale === 'ru' ? 'Инсоляция, наша оценка' : 'Insolation, our estimate'),
        )
        // Only a private residence carries the residential norm's line; an apartment none.
        if (flat.format === 'private') expect(norm, flat.alt).toBeDefined()
        else expect(norm, flat.alt).toBeUndefined()
        // The facts column: right of the plan column (x > 388), above the benefits.
        const column = texts.filter((t) => t.x > 388 && t.y > 168 && t.y < BENEFITS_TOP + 4)
        for (const t of column) {
          expect(t.y, `${flat.alt} '${t.text}'`).toBeLessThan(BENEFITS_TOP - 8)
          expect(
            t.x + measure(t.text, t.font, t.size),
            `${flat.alt} '${t.text}'`,
          ).toBeLessThanOrEqual(RIGHT + 0.5)
          // A row's value never runs into its label (which starts at the column's left, 388).
          for (const other of texts.filter((o) => o.y === t.y && o.x >= 380 && o.x < t.x))
            expect(
              other.x + measure(other.text, other.font, other.size),
              `${flat.alt} '${other.text}' / '${t.text}'`,
            ).toBeLessThan(t.x)
        }
      }
    },
    60_000,
  )

  it.each([
    ['ru', '21-1-3-1', 'на залив'],
    ['en', '21-1-3-1', 'the gulf'],
    ['ru', '19-2-3-3', 'на пруд'],
    ['en', '19-2-3-3', 'the pond'],
  ] as const)('names the water in %s: %s looks on %s', (locale, alt, words) => {
    const flat = f.data.apartments[alt]
    expect(flat, alt).toBeDefined()
    const sun = flatSunSummary(flats[alt] as FlatSunView)
    const rows = factRows(flat as NonNullable<typeof flat>, locale, sun)
    const view = rows.find(([label]) => label === (locale === 'ru' ? 'Вид из окон' : 'View'))
    expect(view?.[1]).toContain(words)
  })
})
