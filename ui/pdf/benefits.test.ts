import { beforeAll, describe, expect, it } from 'vitest'
import { loadPdfFixture, type PdfFixture } from '../../bench/pdf'
import type { FlatLevel, PlanPoint, SiteGeometry } from '../../engine/geometry'
import { makeApartment } from '../../engine/fixtures'
import { flatBenefits, onTheShore, windowSides } from './benefits'

type P = readonly [number, number]
const level = (windows: [P, P][]): FlatLevel<PlanPoint> =>
  ({
    level: 1,
    outline: [
      [0, 0],
      [10, 0],
      [10, 8],
      [0, 8],
    ],
    rooms: [],
    doors: [],
    furniture: [],
    windows: windows.map(([a, b]) => ({ a, b, wall: 0.3, room: 'living' })),
  }) as never

/** A window from (x1, y1) to (x2, y2) on the 10 x 8 m outline. */
const win = (x1: number, y1: number, x2: number, y2: number): [P, P] => [
  [x1, y1],
  [x2, y2],
]

describe('windowSides', () => {
  it.each([
    { name: 'one facade', sides: 1, windows: [win(2, 8, 4, 8), win(6, 8, 8, 8)] },
    { name: 'a corner', sides: 2, windows: [win(2, 8, 4, 8), win(10, 2, 10, 4)] },
    {
      name: 'the depth and an end',
      sides: 3,
      windows: [win(2, 8, 4, 8), win(4, 0, 2, 0), win(0, 3, 0, 5)],
    },
  ])('$name: windows on $sides sides', ({ windows, sides }) => {
    expect(windowSides([level(windows)])).toBe(sides)
  })
})

describe('the shore', () => {
  let site: SiteGeometry
  beforeAll(async () => {
    site = ((await loadPdfFixture()) as PdfFixture).geometry.site as SiteGeometry
  }, 60_000)

  it.each([
    [21, true],
    [22, true],
    [32, true],
    [11, false],
    [19, false],
  ])('building %i on the gulf shore: %s', (code, expected) => {
    expect(onTheShore(site, code)).toBe(expected)
  })

  it('lists terrace, two levels, ceiling and format in order', () => {
    const flat = makeApartment({
      b: 11,
      f: 2,
      floor: 4,
      sq_ter_only: 24.5,
      lv: 2,
      format: 'serviced',
    })
    expect(flatBenefits(flat, [], site, 'en')).toEqual([
      'Private terrace of 24.5\u00a0m²',
      'Two levels joined by an internal stair',
      '3\u00a0m ceilings',
      'Serviced apartment under a management agreement',
    ])
  })
})
