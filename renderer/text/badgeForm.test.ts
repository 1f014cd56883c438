import { describe, expect, it } from 'vitest'
import { fitZoom, type Viewport } from '../stage/camera'
import { fitHeightFor } from '../stage/stageFit'
import { type Box, type WorldPoint, world } from '../stage/space'
import { floorFrame } from '../plan/flatFrame'
import { type Rect, SAMPLE_FLOORS } from '../plan/sampleFloors.fixture'
import {
  BADGE_CLEAR,
  BADGE_RADIUS,
  badgeForm,
  badgeSpots,
  COMPACT_RADIUS,
  compactRadius,
  placeBadge,
} from './badgeForm'

const corners = ([x0, y0, x1, y1]: Rect): WorldPoint[] => [
  world(x0, y0),
  world(x1, y0),
  world(x1, y1),
  world(x0, y1),
]
const box = ([x0, y0, x1, y1]: Rect): Box<WorldPoint> => ({
  min: world(x0, y0),
  max: world(x1, y1),
})

describe('a badge’s form by the room round it on screen', () => {
  it.each([
    // The standard disc's radius 15 and 2 px to the wall: 17 px of clearance.
    { clearance: 40, onSale: true, form: 'standard' },
    { clearance: 17, onSale: false, form: 'standard' },
    { clearance: 16.9, onSale: true, form: 'compact' },
    // The compact disc's 10 and 2: 12 px.
    { clearance: 12, onSale: true, form: 'compact' },
    { clearance: 16.9, onSale: false, form: null },
    { clearance: 11.9, onSale: true, form: null },
  ])('$clearance px, on sale $onSale: $form', ({ clearance, onSale, form }) => {
    expect(badgeForm(clearance, onSale)).toBe(form)
  })

  it('grows the compact disc round a wider number, and weighs it by that', () => {
    // The kiosk's 18 px figures: "10" about 22 px wide, 3 px of disc either side: radius 14.
    expect(compactRadius(22)).toBe(14)
    expect(compactRadius(14)).toBe(COMPACT_RADIUS)
    expect(badgeForm(14 + BADGE_CLEAR - 0.1, true, 14)).toBeNull()
    expect(badgeForm(14 + BADGE_CLEAR, true, 14)).toBe('compact')
  })
})

/** Each flat's badge on a floor framed at rest on `vp`: its form and its disc on screen. */
function badges(floor: (typeof SAMPLE_FLOORS)[number], vp: Viewport, onSale: boolean) {
  const frame = floorFrame(box(floor.outline), vp)
  const zoom = fitZoom(frame.box, vp, frame.insets)
  return floor.flats.map((flat) => {
    const badge = placeBadge(badgeSpots(corners(flat.outline), corners(flat.largest)), zoom, onSale)
    const form = badge?.form ?? null
    const r = form === 'standard' ? BADGE_RADIUS : COMPACT_RADIUS
    const at = badge?.at ?? world(0, 0)
    return { n: flat.n, flat: flat.outline, at, r: r / zoom, form }
  })
}

const phone = (width: number): Viewport => {
  const floor = box(SAMPLE_FLOORS[0]?.outline ?? [0, 0, 1, 1])
  return { width, height: fitHeightFor((vp) => floorFrame(floor, vp), width) ?? 0 }
}
const STAGES = [
  { name: '320 phone', vp: phone(320) },
  { name: '360 phone', vp: phone(360) },
  { name: '390 phone', vp: phone(390) },
  { name: '430 phone', vp: phone(430) },
  { name: 'tablet', vp: { width: 820, height: 640 } },
  { name: 'desktop', vp: { width: 1316, height: 860 } },
  { name: 'kiosk', vp: { width: 1080, height: 900 } },
]

describe('flat numbers on a floor at rest', () => {
  it.each(STAGES)('give every flat on sale a badge, inside its flat: $name', ({ vp }) => {
    for (const floor of SAMPLE_FLOORS) {
      for (const b of badges(floor, vp, true)) {
        expect(b.form, `${floor.alt} flat ${b.n}`).not.toBeNull()
        // Inside its own flat, so never over a neighbour's number.
        const [x0, y0, x1, y1] = b.flat
        expect(b.at[0] - b.r).toBeGreaterThanOrEqual(x0)
        expect(b.at[0] + b.r).toBeLessThanOrEqual(x1)
        expect(b.at[1] - b.r).toBeGreaterThanOrEqual(y0)
        expect(b.at[1] + b.r).toBeLessThanOrEqual(y1)
      }
    }
  })

  it('takes the compact form on a 360 px phone for the 5 m studios only', () => {
    const a1 = SAMPLE_FLOORS[0]
    if (!a1) throw new Error('no sample floor')
    const compact = badges(a1, phone(360), true)
      .filter((b) => b.form === 'compact')
      .map((b) => b.n)
    // 03 and 04 are 4.65 m wide, 07 and 09 5.0 m: 2.5 m x 6.5 px/m = 16 px < 17.
    expect(compact).toEqual([3, 4, 7, 9])
  })

  it('leaves a sold flat’s number off where only the compact disc fits', () => {
    const a1 = SAMPLE_FLOORS[0]
    if (!a1) throw new Error('no sample floor')
    const sold = badges(a1, phone(360), false)
    expect(sold.filter((b) => b.form === null).map((b) => b.n)).toEqual([3, 4, 7, 9])
  })
})

describe('a badge’s spot', () => {
  it('is the largest room’s middle, off the inner walls, where the form fits there', () => {
    const a1 = SAMPLE_FLOORS[0]
    const spots = [7, 9].map((n) => {
      const flat = a1?.flats.find((f) => f.n === n)
      if (!flat) throw new Error(`no flat ${n}`)
      // 7 px a metre: a 390 px phone's zoom.
      return placeBadge(badgeSpots(corners(flat.outline), corners(flat.largest)), 7, true)?.at
    })
    // Both rooms run 14.5-20.75 m down the plan: their middle at 17.625 m.
    expect(spots.map((at) => at?.[1])).toEqual([17.625, 17.625])
  })

  it('moves to the flat’s own middle where only that holds the fuller form', () => {
    // A flat 8 m square whose largest room is a 2 m strip along its west wall: the room's middle
    // has 1 m round it, the flat's 4 m. At 6 px a metre: 6 px there, 24 px here: standard.
    const spots = badgeSpots(corners([0, 0, 8, 8]), corners([0, 0, 2, 8]))
    expect(placeBadge(spots, 6, true)).toEqual({ at: world(4, 4), form: 'standard' })
  })
})
