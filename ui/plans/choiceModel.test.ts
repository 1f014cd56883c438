import { describe, expect, it } from 'vitest'
import { makeHydraData } from '../../engine/fixtures'
import { buildChoiceIndex, choicesAt } from './choiceModel'

// Default fixture: 11 has 2 sections x 3 floors x 2 flats; 21 has 1 x 2 x 3; 31 has 1 x 2 x 2.
const data = makeHydraData({ status: { '11-1-3-1': 0, '11-1-3-2': 0, '21-1-2-2': 2 } })
// The catalogue lists a building with nothing on sale, as /api/hydra/data lists 12 when sold out.
data.buildings['12'] = { alt: '12', b: 12, count: 0 }
const index = buildChoiceIndex(data)
const alts = (path: number[]) => choicesAt(index, path).map((c) => c.alt)

describe('choicesAt', () => {
  it('offers every building the catalogue lists, available only where flats are on sale', () => {
    const buildings = choicesAt(index, [])
    expect(buildings.map((c) => c.alt)).toEqual(['11', '12', '21', '31'])
    // 11: 12 flats less the two sold on floor 3 = 10; 12 has none on sale.
    expect(buildings.find((c) => c.alt === '11')).toMatchObject({ count: 10, available: true })
    expect(buildings.find((c) => c.alt === '12')).toMatchObject({ count: 0, available: false })
  })

  it.each([
    ['a building of two sections offers sections', [11], ['11-1', '11-2']],
    ['a one-section building offers its floors, top first', [21], ['21-1-2', '21-1-1']],
    ['a section offers its floors, top first', [11, 1], ['11-1-3', '11-1-2', '11-1-1']],
    // 21-1-2-2 is booked, so it follows the two on sale.
    ['a floor offers its flats, on sale first', [21, 1, 2], ['21-1-2-1', '21-1-2-3', '21-1-2-2']],
    [
      'a flat shows its neighbours on the floor',
      [21, 1, 2, 3],
      ['21-1-2-1', '21-1-2-3', '21-1-2-2'],
    ],
  ])('%s', (_, path, expected) => {
    expect(alts(path)).toEqual(expected)
  })

  it('marks a sold-out floor and a sold flat unavailable', () => {
    expect(choicesAt(index, [11, 1]).find((c) => c.alt === '11-1-3')?.available).toBe(false)
    expect(choicesAt(index, [11, 1, 3]).map((c) => c.available)).toEqual([false, false])
  })

  it("puts a floor's flats on sale first, then booked and reserved, sold last", () => {
    const mixed = makeHydraData({
      layout: { 21: { sections: 1, floors: 1, flats: 5 } },
      status: { '21-1-1-1': 0, '21-1-1-2': 3, '21-1-1-3': 1, '21-1-1-4': 2, '21-1-1-5': 1 },
    })
    const floor = choicesAt(buildChoiceIndex(mixed), [21, 1, 1])
    expect(floor.map((c) => c.alt)).toEqual([
      '21-1-1-3',
      '21-1-1-5',
      '21-1-1-4',
      '21-1-1-2',
      '21-1-1-1',
    ])
  })

  it('gives buildings and floors the price range of their selectable flats', () => {
    const building = choicesAt(index, []).find((c) => c.alt === '21')
    expect(building?.prices?.count).toBe(building?.count)
    expect(choicesAt(index, [11, 1]).find((c) => c.alt === '11-1-3')?.prices).toBeUndefined()
  })
})
