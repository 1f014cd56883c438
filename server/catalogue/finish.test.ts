// The finish of each flat: every flat has one, hotel and serviced flats are finished, private
// residences come both ways with large ones more often a white box, and the field is seeded.

import { describe, expect, it } from 'vitest'
import { generateCatalogue } from './catalogue'
import { finishOf } from './finish'
import { mulberry32 } from '../../engine/seededRandom'

describe('finish', () => {
  const { apartments } = generateCatalogue()

  it('is set on every flat, finished for hotel and serviced formats', () => {
    for (const flat of apartments) {
      expect(['whitebox', 'finished']).toContain(flat.finish)
      if (flat.format !== 'private') expect(flat.finish).toBe('finished')
    }
  })

  it('leaves private residences both ways, large ones more often a white box', () => {
    const privates = apartments.filter((a) => a.format === 'private')
    const share = (flats: typeof privates) =>
      flats.filter((a) => a.finish === 'finished').length / flats.length
    const small = privates.filter((a) => a.rc <= 2)
    const large = privates.filter((a) => a.rc >= 3)
    expect(small.length).toBeGreaterThan(0)
    expect(large.length).toBeGreaterThan(0)
    expect(share(small)).toBeGreaterThan(share(large))
    expect(share(privates)).toBeGreaterThan(0)
    expect(share(privates)).toBeLessThan(1)
  })

  it('is the same for the same seed', () => {
    const again = generateCatalogue().apartments.map((a) => a.finish)
    expect(again).toEqual(apartments.map((a) => a.finish))
  })

  it('draws once per flat whatever the format, so no flat shifts the next', () => {
    let draws = 0
    const counting = () => {
      draws += 1
      return 0.5
    }
    finishOf('hotel', 2, counting)
    finishOf('private', 2, counting)
    expect(draws).toBe(2)
    // 0.5 < 0.55 (two bedrooms) -> finished; 0.5 >= 0.35 (three) -> white box
    expect(finishOf('private', 2, () => 0.5)).toBe('finished')
    expect(finishOf('private', 3, () => 0.5)).toBe('whitebox')
    expect(finishOf('serviced', 5, mulberry32(1))).toBe('finished')
  })
})
