import { describe, expect, it } from 'vitest'
import { fnv1a, mulberry32 } from './seededRandom'

// The values the five copies this module replaced gave: generated flats and pictures stay as they were.
describe('seeded random', () => {
  it('gives the mulberry32 sequence', () => {
    const one = mulberry32(1)
    expect([one(), one(), one()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ])
    const big = mulberry32(0xdeadbeef)
    expect([big(), big()]).toEqual([0.9413696140982211, 0.26719574979506433])
  })

  it('hashes names with FNV-1a, a seed mixed into the basis', () => {
    expect(fnv1a('pine-forest-light')).toBe(4247583118)
    const art = mulberry32(fnv1a('pine-forest-light'))
    expect([art(), art()]).toEqual([0.10493343812413514, 0.383629058720544])
    const price = mulberry32(fnv1a('price-11', 0x811c9dc5 ^ 2024))
    expect([price(), price()]).toEqual([0.763191549340263, 0.8303465170320123])
  })
})
