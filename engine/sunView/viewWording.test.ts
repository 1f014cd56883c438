import { describe, expect, it } from 'vitest'
import { compassSide, viewParts } from './viewWording'

const view = (water: number, forest: number, sky: number, buildings: number) => ({
  water,
  forest,
  sky,
  buildings,
})
const gulf = (share: number) => ({ gulf: share, pond: 0 })

describe('viewParts', () => {
  it.each([
    // Water first even as the smallest named part; a 0.1 share of buildings is not named.
    [view(0.05, 0.6, 0.25, 0.1), gulf(0.05), ['gulf', 'forest', 'sky']],
    // No water worth a word (0.01 < 0.02): the forest and the houses, largest first.
    [view(0.01, 0.3, 0.1, 0.59), gulf(0.01), ['buildings', 'forest']],
    [view(0, 1, 0, 0), gulf(0), ['forest']],
    // Nothing reaches 0.15 and no water: the largest part is named alone.
    [view(0.01, 0.14, 0.13, 0.12), gulf(0.01), ['forest']],
  ])('%j of %j -> %j', (shares, waters, want) => {
    expect(viewParts(shares, waters)).toEqual(want)
  })

  it('names the pond, not the gulf, when the water seen is the pond', () => {
    expect(viewParts(view(0.1, 0.5, 0.4, 0), { gulf: 0, pond: 0.1 })).toEqual([
      'pond',
      'forest',
      'sky',
    ])
  })

  it('names both waters when each alone is worth a word, the gulf first', () => {
    expect(viewParts(view(0.3, 0.5, 0.2, 0), { gulf: 0.1, pond: 0.2 })).toEqual([
      'gulf',
      'pond',
      'forest',
    ])
  })

  it('names one water when only the two together are worth a word, the gulf on a tie', () => {
    expect(viewParts(view(0.02, 0.6, 0.38, 0), { gulf: 0.01, pond: 0.01 })).toEqual([
      'gulf',
      'forest',
      'sky',
    ])
  })
})

describe('compassSide', () => {
  it.each([
    [0, 'n'],
    [22, 'n'],
    [23, 'ne'],
    [90, 'e'],
    [200, 's'],
    [240, 'sw'],
    [330, 'nw'],
    [359, 'n'],
    [-90, 'w'],
  ] as const)('%d° faces %s', (bearing, side) => {
    expect(compassSide(bearing)).toBe(side)
  })
})
