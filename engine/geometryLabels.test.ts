import { describe, expect, it } from 'vitest'
import type { Furniture } from './geometry'
import {
  chooseForm,
  chooseLabel,
  drawnFootprints,
  type Footprint,
  freeFit,
  itemFootprint,
  labelSpots,
  splitName,
  placeLabel,
  roomFit,
} from './geometryLabels'

type XY = readonly [number, number]
const rect = (x: number, y: number, w: number, h: number): XY[] => [
  [x, y],
  [x, y + h],
  [x + w, y + h],
  [x + w, y],
]
const overlaps = (at: XY, half: XY, f: Footprint) =>
  at[0] + half[0] > f.x0 &&
  at[0] - half[0] < f.x1 &&
  at[1] + half[1] > f.y0 &&
  at[1] - half[1] < f.y1
const item = (over: Partial<Furniture<XY>>): Furniture<XY> => ({
  kind: 'bed-double',
  at: [0, 0],
  size: [1.6, 2],
  angle: 0,
  room: 'bedroom',
  ...over,
})

describe('itemFootprint', () => {
  it('turns the box with the item and counts the chairs drawn round a table', () => {
    expect(itemFootprint(item({ at: [2, 3], angle: 90 }))).toEqual({
      x0: 1,
      y0: 2.2,
      x1: 3,
      y1: 3.8,
    })
    const table = itemFootprint(item({ kind: 'dining-table', size: [1.6, 0.9] }))
    expect([table.y0, table.y1]).toEqual([-0.87, 0.87])
    // A desk's chair stands in front of it: at +y turned a quarter clockwise is -x.
    const desk = itemFootprint(item({ kind: 'desk', size: [1.2, 0.6], angle: 90 }))
    expect([desk.x0, desk.x1]).toEqual([-0.77, 0.3])
  })

  it('keeps the fixtures when the furniture is off', () => {
    const items = [item({}), item({ kind: 'wc', size: [0.4, 0.65] })]
    expect(drawnFootprints(items, true)).toHaveLength(2)
    expect(drawnFootprints(items, false)).toEqual([itemFootprint(items[1] as Furniture<XY>)])
  })
})

describe('fit', () => {
  it('measures how many times over the label box fits, in its own proportions', () => {
    // A 4 x 2 m room, a 1 x 0.25 m half-size label at the centre: 2 times across, 4 times down.
    expect(roomFit([2, 1], rect(0, 0, 4, 2), [1, 0.25])).toBeCloseTo(2)
    expect(roomFit([5, 1], rect(0, 0, 4, 2), [1, 0.25])).toBe(0)
    const bed = { x0: 3, y0: 0, x1: 4, y1: 2 }
    expect(freeFit([2, 1], rect(0, 0, 4, 2), [bed], [1, 0.25])).toBeCloseTo(1)
    expect(freeFit([3.5, 1], rect(0, 0, 4, 2), [bed], [1, 0.25])).toBeLessThan(0)
  })
})

describe('labelSpots and placeLabel', () => {
  it('puts the label in the middle of an empty room', () => {
    const place = placeLabel(labelSpots(rect(0, 0, 4, 3), [], [0.6, 0.25]))
    expect(place.at[0]).toBeCloseTo(2, 1)
    expect(place.at[1]).toBeCloseTo(1.5, 1)
    expect(place.free).toBe(true)
  })

  it('moves the label off a bed in the middle of the room, into the larger free side', () => {
    // A 5 x 4 m bedroom; the bed against the top wall, nearer the left.
    const bed: Footprint = { x0: 1, y0: 0, x1: 2.6, y1: 2 }
    const half: XY = [0.6, 0.25]
    const place = placeLabel(labelSpots(rect(0, 0, 5, 4), [bed], half))
    expect(place.free).toBe(true)
    expect(overlaps(place.at, half, bed)).toBe(false)
    expect(roomFit(place.at, rect(0, 0, 5, 4), half)).toBeGreaterThanOrEqual(1)
  })

  it('stays inside an L-shaped hall, whose bounding-box centre is outside it', () => {
    const hall: XY[] = [
      [0, 0],
      [0, 6],
      [1.5, 6],
      [1.5, 1.5],
      [6, 1.5],
      [6, 0],
    ]
    const place = placeLabel(labelSpots(hall, [], [0.5, 0.2]))
    expect(place.at[0] < 1.5 || place.at[1] < 1.5).toBe(true)
    expect(place.fit).toBeGreaterThan(1)
  })

  it('falls back to the room centre when the items leave no room for the label', () => {
    const room = rect(0, 0, 2, 2)
    const bath: Footprint = { x0: 0, y0: 0, x1: 2, y1: 1.6 }
    const place = placeLabel(labelSpots(room, [bath], [0.6, 0.25]))
    expect(place.free).toBe(false)
    expect(place.at[0]).toBeCloseTo(1, 1)
    expect(place.at[1]).toBeCloseTo(1, 1)
  })

  it('scales the fit with the label: found once, chosen at any zoom', () => {
    const bed: Footprint = { x0: 1, y0: 0, x1: 2.6, y1: 2 }
    const spots = labelSpots(rect(0, 0, 5, 4), [bed], [0.6, 0.25])
    const free = spots.free?.fit ?? 0
    expect(placeLabel(spots, free * 0.9).free).toBe(true)
    expect(placeLabel(spots, free * 1.1).free).toBe(false)
  })
})

describe('chooseLabel', () => {
  const room = rect(0, 0, 3, 3)
  const bed: Footprint = { x0: 0.7, y0: 0, x1: 2.3, y1: 2.5 }

  it('takes the short label off the items before the full one on them', () => {
    // The 0.5 m row below the bed takes a 0.3 m tall short label, not a 0.6 m full one.
    const full = labelSpots(room, [bed], [0.7, 0.3])
    const short = labelSpots(room, [bed], [0.35, 0.15])
    const choice = chooseLabel(full, short)
    expect(choice?.full).toBe(false)
    expect(choice?.free).toBe(true)
    expect(overlaps(choice?.at ?? [0, 0], [0.35, 0.15], bed)).toBe(false)
  })

  it('takes the full label at the centre when nothing fits off the items, and nothing when the room is too small', () => {
    const fill: Footprint = { x0: 0, y0: 0, x1: 3, y1: 3 }
    const full = labelSpots(room, [fill], [0.7, 0.3])
    const short = labelSpots(room, [fill], [0.35, 0.15])
    expect(chooseLabel(full, short)).toMatchObject({ full: true, free: false })
    expect(chooseLabel(full, short, 3)).toMatchObject({ full: false, free: false })
    expect(chooseLabel(full, short, 20)).toBeNull()
  })
})

describe('chooseForm', () => {
  // A 1.6 m wide room: the name on one line (1.8 m) does not fit, on two lines (1.0 m) it does.
  const room = rect(0, 0, 1.6, 3)
  const line = labelSpots(room, [], [0.9, 0.3])
  const lines = labelSpots(room, [], [0.5, 0.45])
  const area = labelSpots(room, [], [0.35, 0.15])

  it('takes the fullest form that fits: two lines where one is too wide', () => {
    expect(chooseForm([line, lines, area])).toMatchObject({ form: 1, free: true })
    expect(chooseForm([line, area])).toMatchObject({ form: 1, free: true })
    const wide = labelSpots(rect(0, 0, 4, 3), [], [0.9, 0.3])
    expect(chooseForm([wide, lines, area])).toMatchObject({ form: 0, free: true })
  })

  it('the area alone when the room is too small for the name on two lines as well', () => {
    expect(chooseForm([line, lines, area], 1.7)).toMatchObject({ form: 2, free: true })
    expect(chooseForm([line, lines, area], 20)).toBeNull()
  })
})

describe('splitName', () => {
  it.each([
    ['Мастер-спальня', ['Мастер-', 'спальня']],
    ['Кухня-гостиная', ['Кухня-', 'гостиная']],
    ['Master bedroom', ['Master', 'bedroom']],
    ['Kitchen-living room', ['Kitchen-', 'living room']],
    ['Walk-in wardrobe', ['Walk-in', 'wardrobe']],
    ['Гардеробная', null],
    ['WC', null],
  ] as const)('%s breaks as %j', (name, lines) => {
    expect(splitName(name)).toEqual(lines)
  })
})
