import { describe, expect, it } from 'vitest'
import { makeCatalogue } from './catalogueFixture'
import { hydraSeed } from './hydraSeed'

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

  it('is null without a building the catalogue has', () => {
    expect(hydraSeed(data, '')).toBeNull()
    expect(hydraSeed(data, '?building=first')).toBeNull()
    expect(hydraSeed(data, '?building=abc')).toBeNull()
    expect(hydraSeed(data, '?building=99')).toBeNull()
  })
})
