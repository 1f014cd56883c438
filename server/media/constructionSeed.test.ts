import { describe, expect, it } from 'vitest'
import { constructionSeed } from './constructionSeed'

// The captions tell the story of the page and the photos: foundations everywhere,
// frames of А1–А4 up to the roof, nothing beyond that yet.
describe('construction captions', () => {
  const items = constructionSeed()

  it('never speak of works that have not started', () => {
    expect(items.length).toBeGreaterThan(100)
    for (const { title } of items) {
      expect(title.ru).not.toMatch(/кровл|окон|фасад|озелен|благоустр|отделк|white box|террас/i)
      expect(title.en).not.toMatch(
        /roof and|window|facade|façade|planting|landscap|finish|terrace/i,
      )
    }
  })

  it('name a frame only of А1–А4, and the top slabs only from August 2026', () => {
    for (const { title, year, month } of items) {
      if (/каркас|перекрыти|колонн|монолит/.test(title.ru))
        expect(title.ru, title.ru).toMatch(/А[1-4]|Каркасы корпусов А/)
      if (/верхнего этажа/.test(title.ru))
        expect((year ?? 0) * 12 + (month ?? 0)).toBeGreaterThanOrEqual(2026 * 12 + 8)
    }
    const last = items.filter((i) => i.year === 2026 && i.month === 10)
    expect(last.some((i) => /каркас|перекрыти|монолит/i.test(i.title.ru))).toBe(true)
  })
})
