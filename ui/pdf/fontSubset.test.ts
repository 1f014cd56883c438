import { describe, expect, it } from 'vitest'
import { SITE } from '../../content/site'
import { en, ru } from '../../content/i18n/dictionary'
import { FONT_FILES } from './fonts'
import { PDF_FONT_TEXT, subsetPdfFont } from './fontSubset'
import { readFullFont } from './fontsNode'
import { area, money } from './sheetText'

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('the cut sheet fonts', () => {
  it('carry every character of the dictionaries, the site facts and the formatted numbers', () => {
    const printed = [
      ...strings(ru),
      ...strings(en),
      ...strings(SITE),
      money(76_004_000, 'ru'),
      money(76_004_000, 'en'),
      area(173.4, 'ru'),
      area(60, 'en'),
    ].join('')
    const carried = new Set(PDF_FONT_TEXT)
    const missing = [...new Set(printed)].filter((c) => c >= ' ' && !carried.has(c))
    expect(missing).toEqual([])
  })

  it('are a small fraction of the full faces', async () => {
    for (const file of Object.values(FONT_FILES)) {
      const full = await readFullFont(file)
      const cut = await subsetPdfFont(full)
      expect(cut.length).toBeLessThan(60 * 1024)
      expect(cut.length).toBeLessThan(full.length / 5)
    }
  })
})
