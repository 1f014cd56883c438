import { describe, expect, it } from 'vitest'
import { makeCatalogue } from './catalogueFixture'
import { buildingFormats } from './buildings'
import { hydraSeed } from './hydraSeed'
import { priceRanges } from './priceRanges'

describe('hydraSeed', () => {
  const data = makeCatalogue()

  it('keeps every place row and only the linked building’s flats', () => {
    const seed = hydraSeed(data, '?building=11&section=1&floor=2&flat=2')
    expect(seed).not.toBeNull()
    const flats = Object.values(seed?.apartments ?? {})
    expect(flats.length).toBeGreaterThan(0)
    expect(flats.every((f) => f.b === 11)).toBe(true)
    expect(flats.length).toBe(Object.values(data.apartments).filter((f) => f.b === 11).length)
    expect(seed?.buildings).toEqual(data.buildings)
    expect(seed?.floors).toEqual(data.floors)
    expect(seed?.common).toEqual(data.common)
  })

  it('gives the master plan its rows and the flats its buildings are described by', () => {
    const seed = hydraSeed(data, '')
    if (!seed) throw new Error('no seed for the master plan')
    expect(seed.buildings).toEqual(data.buildings)
    expect(seed.sections).toEqual(data.sections)
    expect(seed.floors).toEqual({})
    expect(seed.common).toEqual(data.common)
    const flats = Object.values(seed.apartments)
    const buildings = new Set(Object.values(data.apartments).map((f) => f.b))
    expect(flats).toHaveLength(buildings.size)
    // What the master plan says of each building is the same from the slice as from the whole.
    const full = priceRanges(Object.values(data.apartments))
    const sliced = priceRanges(flats)
    for (const b of buildings) expect(sliced.get(String(b))?.min).toBe(full.get(String(b))?.min)
    expect(buildingFormats(flats)).toEqual(buildingFormats(Object.values(data.apartments)))
    // Tracking marks and view options are not a place: the same slice.
    expect(hydraSeed(data, '?yclid=5&furniture=0')).toEqual(seed)
  })

  it('prices a building none of whose flats is priced "on request", as the whole catalogue does', () => {
    const onRequest = Object.fromEntries(
      Object.entries(data.apartments).map(([alt, f]) => [
        alt,
        f.b === 11 ? { ...f, tc: 0, t: 0 } : f,
      ]),
    )
    const seed = hydraSeed({ ...data, apartments: onRequest }, '')
    const flats = Object.values(seed?.apartments ?? {}).filter((f) => f.b === 11)
    expect(flats).toHaveLength(1)
    expect(priceRanges(flats).get('11')).toBeUndefined()
  })

  it('is null for a building the catalogue does not have', () => {
    expect(hydraSeed(data, '?building=first')).toBeNull()
    expect(hydraSeed(data, '?building=abc')).toBeNull()
    expect(hydraSeed(data, '?building=99')).toBeNull()
  })
})
