import { describe, expect, it } from 'vitest'
import { compassSide, viewParts } from './viewWording'

const view = (water: number, forest: number, sky: number, buildings: number) => ({
  water,
  forest,
  sky,
  buildings,
})

describe('viewParts', () => {
  it.each([
    // Water first even as the smallest named part; a 0.1 share of buildings is not named.
    [view(0.05, 0.6, 0.25, 0.1), ['water', 'forest', 'sky']],
    // No water worth a word (0.01 < 0.02): the forest and the houses, largest first.
    [view(0.01, 0.3, 0.1, 0.59), ['buildings', 'forest']],
    [view(0, 1, 0, 0), ['forest']],
    // Nothing reaches 0.15 and no water: the largest part is named alone.
    [view(0.01, 0.14, 0.13, 0.12), ['forest']],
  ])('%j -> %j', (shares, want) => {
    expect(viewParts(shares)).toEqual(want)
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
