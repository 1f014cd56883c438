// What both feeds say of a flat in words, and where they point: the description a buyer reads on the
// portal, the flat's page on the site, its plan image and the dates the portals parse.
import { describe, expect, it } from 'vitest'
import { COMPLEX_ADDRESS, feedDate, flatPageUrl, offerDescription, planImageUrl } from './feedText'
import { flatOnSale } from './flatSample.fixture'
import type { OnSaleFlat } from './onSale'

const ORIGIN = 'https://khvoya-club.ru'
const flat = flatOnSale

describe('the offer’s description', () => {
  it('names the residence, the flat’s place, its rooms and area, and the completion', () => {
    expect(offerDescription(flat({}))).toBe(
      'Клубная резиденция «Хвоя»: 17,6 га соснового леса у Финского залива, 46 км от Санкт-Петербурга. ' +
        'Корпус А5, секция 2, этаж 3 из 4, квартира № 27. ' +
        '1 спальня, общая площадь 48,5 м². ' +
        'Срок сдачи — IV квартал 2027 года.',
    )
  })

  it('calls a studio a studio, a two-level flat two-level, and gives a terrace its area', () => {
    const rooms = (over: Partial<OnSaleFlat>) => offerDescription(flat(over)).split('. ')[2]
    expect(rooms({ studio: true, bedrooms: 0, area: 30 })).toBe('Студия, общая площадь 30 м²')
    expect(rooms({ levels: 2, bedrooms: 3, area: 120.4, terraceArea: 35.25 })).toBe(
      'Двухуровневая, 3 спальни, общая площадь 120,4 м², терраса 35,25 м²',
    )
  })

  it.each([
    [1, '1 спальня'],
    [2, '2 спальни'],
    [4, '4 спальни'],
    [5, '5 спален'],
    [11, '11 спален'],
    [12, '12 спален'],
    [21, '21 спальня'],
    [22, '22 спальни'],
  ])('counts %i bedrooms as “%s”', (bedrooms, words) => {
    expect(offerDescription(flat({ bedrooms })).split('. ')[2]).toBe(
      `${words}, общая площадь 48,5 м²`,
    )
  })
})

describe('where the feeds point', () => {
  it('at the flat on the plans screen, and at the plans screen for what is not a flat', () => {
    expect(flatPageUrl(ORIGIN, flat({}))).toBe(
      `${ORIGIN}/plans?building=15&section=2&floor=3&flat=4`,
    )
    expect(flatPageUrl(ORIGIN, flat({ alt: '15-2-3' }))).toBe(`${ORIGIN}/plans`)
  })

  it('at a PNG of the layout, its code escaped for a URL', () => {
    expect(planImageUrl(ORIGIN, 'A-2E-41')).toBe(`${ORIGIN}/feeds/plans/A-2E-41.png`)
    expect(planImageUrl(ORIGIN, 'A 1/2')).toBe(`${ORIGIN}/feeds/plans/A%201%2F2.png`)
  })

  it('at the residence’s region and road', () => {
    expect(COMPLEX_ADDRESS).toBe('Ленинградская область, Приморское шоссе, 46-й км')
  })
})

describe('feed dates', () => {
  it('are UTC with an explicit offset and no fraction, whatever the offset given', () => {
    expect(feedDate('2025-06-02T09:00:00.000Z')).toBe('2025-06-02T09:00:00+00:00')
    expect(feedDate('2025-06-02T12:30:15.999+03:00')).toBe('2025-06-02T09:30:15+00:00')
  })
})
