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
      const seen = new Set<string>()
      const sample = Object.values(f.data.apartments).filter(
        (a) => !seen.has(a.plan) && Boolean(seen.add(a.plan)) && flats[a.alt],
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
        expect(norm, flat.alt).toBeDefined()
        // The facts column: right of the plan column (x > 388), above the benefits.
        for (const t of texts.filter((t) => t.x > 388 && t.y > 168 && t.y < BENEFITS_TOP + 4)) {
          expect(t.y, `${flat.alt} '${t.text}'`).toBeLessThan(BENEFITS_TOP - 8)
          expect(
            t.x + measure(t.text, t.font, t.size),
            `${flat.alt} '${t.text}'`,
          ).toBeLessThanOrEqual(RIGHT + 0.5)
        }
      }
    },
    60_000,
  )
})
