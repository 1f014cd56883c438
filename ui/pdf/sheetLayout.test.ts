// The sheet layout over the whole real catalogue, measured with the real fonts: every flat's sheet
// keeps its text inside the margins, prints its plan at a standard scale, numbers every room, and
// the booklet numbers its pages through.

import { beforeAll, describe, expect, it } from 'vitest'
import { loadPdfFixture, type PdfFixture, sampleFlats } from '../../bench/pdf'
import type { Apartment, Locale } from '../../engine/types'
import { layoutBooklet, layoutPage } from './bookletLayout'
import { NO_BRANDING } from './brokerBranding'
import { advanceMeasure } from './fontMetrics'
import { PRINT_SCALES } from './planFit'
import { LEFT, RIGHT } from './sheetFrame'
import { flatLevels } from './sheetLayout'
import type { Measure, SheetPage, TextItem } from './sheetTypes'

let f: PdfFixture
let measure: Measure
beforeAll(async () => {
  f = await loadPdfFixture()
  measure = advanceMeasure(f.fonts)
}, 60_000)

const input = (flats: Apartment[], locale: Locale = 'ru') => ({
  flats,
  geometry: f.geometry,
  locale,
  branding: NO_BRANDING,
  hidePrice: false,
  furniture: true,
  now: new Date('2025-06-02T09:00:00Z'),
  origin: 'https://khvoya-club.ru',
})

const texts = (page: SheetPage) => page.items.filter((i): i is TextItem => i.kind === 'text')
const width = (t: TextItem) =>
  measure(t.text, t.font, t.size) + (t.tracking ?? 0) * (t.text.length - 1)

describe('every flat of the catalogue', () => {
  it.each(['ru', 'en'] as const)(
    'lays out inside the margins in %s',
    (locale) => {
      // One flat per layout: every plan the site can print, with its longest room names.
      const seen = new Set<string>()
      const flats = Object.values(f.data.apartments).filter((a) => {
        const key = a.plan
        return !seen.has(key) && Boolean(seen.add(key))
      })
      for (const flat of flats) {
        const page = layoutPage(input([flat], locale), 0, measure)
        for (const t of texts(page)) {
          const where = `${flat.alt} '${t.text}'`
          expect(t.x, where).toBeGreaterThanOrEqual(LEFT - 2)
          expect(t.x + width(t), where).toBeLessThanOrEqual(RIGHT + 0.5)
          expect(t.y, where).toBeLessThan(841.89 - 20)
        }
      }
    },
    60_000,
  )

  it('numbers every room on the plan and prints a standard scale', () => {
    for (const flat of sampleFlats(f.data, 40)) {
      const page = layoutPage(input([flat]), 0, measure)
      const building = f.geometry.buildings[String(flat.b)]
      const rooms = building ? flatLevels(building, flat).flatMap((l) => l.rooms) : []
      // Only the plan's own labels: the room schedule repeats every number beside it.
      const inPlan = texts(page).filter((t) => t.x < LEFT + 330 && t.y > 186 && t.y < 476)
      const words = new Set(inPlan.map((t) => t.text))
      expect(rooms.length).toBeGreaterThan(0)
      for (let n = 1; n <= rooms.length; n++)
        expect(words.has(String(n)), `${flat.alt} room ${n}`).toBe(true)
      const scale = texts(page).find((t) => t.text.startsWith('М 1:'))?.text
      expect(PRINT_SCALES.map((d) => `М 1:${d}`)).toContain(scale)
    }
  })
})

describe('a booklet', () => {
  it('numbers its pages through: the cover lists each flat on the sheet that follows', () => {
    const flats = sampleFlats(f.data, 3)
    const pages = layoutBooklet(input(flats), measure)
    expect(pages).toHaveLength(4)
    pages.forEach((page, i) => {
      expect(texts(page).some((t) => t.text === `Лист ${i + 1} из 4`)).toBe(true)
    })
    // Sheet numbers 2-4 in the cover's first column.
    const column = texts(pages[0] as SheetPage).filter((t) => t.x === LEFT && /^\d+$/.test(t.text))
    expect(column.map((t) => t.text)).toEqual(['2', '3', '4'])
  })

  it('leaves the price out of the cover when the broker hides it', () => {
    const flats = sampleFlats(f.data, 3)
    const pages = layoutBooklet({ ...input(flats), hidePrice: true }, measure)
    const all = pages.flatMap(texts).map((t) => t.text)
    expect(all.some((t) => t.includes('₽'))).toBe(false)
  })
})

describe('a flat whose price is on request (tc 0)', () => {
  const asked = () => ({ ...sampleFlats(f.data, 1)[0], tc: 0, t: 0, st: 1 }) as Apartment

  it.each([
    ['ru', 'Цена по запросу'],
    ['en', 'Price on request'],
  ] as const)('prints the words on its sheet (%s), no 0 ₽ and no price per m²', (locale, words) => {
    const page = texts(layoutPage(input([asked()], locale), 0, measure))
    const all = page.map((t) => t.text)
    expect(all).toContain(words)
    for (const t of page) expect(t.x + width(t), t.text).toBeLessThanOrEqual(RIGHT + 0.5)
    expect(all.some((t) => /(^|\s)0\s₽|RUB\s0$/.test(t))).toBe(false)
    expect(all.some((t) => t.includes('за м²') || t.includes('per m²'))).toBe(false)
  })

  it("prints the words in the booklet cover's price column, beside priced flats", () => {
    const flats = [...sampleFlats(f.data, 2), asked()]
    const cover = texts(layoutBooklet(input(flats), measure)[0] as SheetPage).map((t) => t.text)
    expect(cover).toContain('Цена по запросу')
    expect(cover.filter((t) => t.endsWith('₽'))).toHaveLength(2)
  })
})
