import { describe, expect, it } from 'vitest'
import { frameCamera, type Viewport, worldToScreen } from '../stage/camera'
import { minimapHeight, minimapMargin, minimapWidth } from '../minimap/minimapInsets'
import { type Box, type WorldPoint, world } from '../stage/space'
import { DIMENSIONS_REACH, FLAT_PAPER, flatFrame } from './flatFrame'

const box = (x0: number, y0: number, x1: number, y1: number): Box<WorldPoint> => ({
  min: world(x0, y0),
  max: world(x1, y1),
})
/** Flat 02 of А1's second floor: 8.40 x 9.58 m on the north wall of a 60 x 20 m floor. */
const flat = box(20, 0, 28.4, 9.58)
const floor = box(0, 0, 60, 20)

/** Where the flat lands on a stage, and the minimap card's rectangle. */
function shown(vp: Viewport) {
  const frame = flatFrame(flat, floor, vp)
  const c = frameCamera(frame.box, vp, frame.insets, frame.context)
  const [x0, y0] = worldToScreen(c, vp, flat.min)
  const [x1, y1] = worldToScreen(c, vp, flat.max)
  const m = minimapMargin(vp)
  const card = { x1: m + minimapWidth(vp), y0: vp.height - m - minimapHeight(vp) }
  return { x0, y0, x1, y1, zoom: c.zoom, card, insets: frame.insets }
}

describe('the flat’s frame', () => {
  it('keeps room for the dimension lines along the top and left on every stage', () => {
    for (const vp of [
      { width: 1316, height: 862 },
      { width: 358, height: 520 },
      { width: 1024, height: 940, coveredTop: 0 },
      { width: 1080, height: 1300, coveredTop: 0 },
    ]) {
      const s = shown(vp)
      expect(s.y0).toBeGreaterThanOrEqual(DIMENSIONS_REACH)
      expect(s.x0).toBeGreaterThanOrEqual(DIMENSIONS_REACH)
      expect(s.x1).toBeLessThanOrEqual(vp.width)
      expect(s.y1).toBeLessThanOrEqual(vp.height)
    }
  })

  it('on a desktop stage, keeps the view options above the flat clear (they lie over the canvas)', () => {
    expect(shown({ width: 1316, height: 862 }).y0 - DIMENSIONS_REACH).toBeGreaterThanOrEqual(56)
  })

  it('on a portrait tablet, puts a tall flat beside the card, larger than above a band for it', () => {
    // The stage of a 1024 x 1366 tablet at the flat: the first screen's height, the view options
    // in their band above it.
    const vp = { width: 1024, height: 940, coveredTop: 0 }
    const s = shown(vp)
    expect(s.x0).toBeGreaterThanOrEqual(s.card.x1)
    // The old frame: a tenth of the flat's larger side round it, 56 px all round, the card's band.
    const old = (vp.height - 56 - (minimapHeight(vp) + minimapMargin(vp) + 28)) / (9.58 * 1.2)
    expect(s.zoom / old).toBeGreaterThan(1.15)
    // The view options have a band of their own above the stage: only the lines' room and a
    // little paper lie between them and the flat.
    expect(s.y0).toBeLessThanOrEqual(16 + DIMENSIONS_REACH + 9.58 * FLAT_PAPER * s.zoom + 1)
  })

  it('on the kiosk in portrait, a flat on the north wall rises to the top, its floor below it', () => {
    const s = shown({ width: 1080, height: 1300, coveredTop: 0 })
    expect(s.y0).toBeLessThanOrEqual(16 + DIMENSIONS_REACH + 9.58 * FLAT_PAPER * s.zoom + 1)
  })

  it('on a phone in portrait, keeps the flat above the card, across the width', () => {
    const vp = { width: 358, height: 520 }
    const s = shown(vp)
    expect(s.insets.bottom).toBeGreaterThan(minimapHeight(vp))
    expect(s.y1).toBeLessThanOrEqual(s.card.y0)
  })
})
