import { describe, expect, it } from 'vitest'
import {
  cropToViewport,
  type Camera,
  clampCamera,
  fitCamera,
  fitZoom,
  frameCamera,
  lerpCamera,
  panBounds,
  panBy,
  rubberZoom,
  screenToWorld,
  worldToScreen,
  zoomAt,
} from './camera'
import { type Box, type ScreenPoint, screen, type WorldPoint, world } from './space'

const vp = { width: 800, height: 600 }
const box = (x0: number, y0: number, x1: number, y1: number): Box<WorldPoint> => ({
  min: world(x0, y0),
  max: world(x1, y1),
})
const cam = (x: number, y: number, zoom: number): Camera => ({ x, y, zoom })

describe('projection', () => {
  it('puts the camera point at the viewport centre', () => {
    // (10 - 10) x 2 + 400 = 400, (5 - 5) x 2 + 300 = 300
    expect([...worldToScreen(cam(10, 5, 2), vp, world(10, 5))]).toEqual([400, 300])
    // (20 - 10) x 2 + 400 = 420
    expect([...worldToScreen(cam(10, 5, 2), vp, world(20, 5))]).toEqual([420, 300])
  })

  it.each([
    [cam(0, 0, 1), [0, 0]],
    [cam(37.5, -12, 3.25), [800, 600]],
    [cam(-100, 40, 0.01), [123, 456]],
  ] as const)('screenToWorld inverts worldToScreen (%o)', (c, [sx, sy]) => {
    const back = worldToScreen(c, vp, screenToWorld(c, vp, screen(sx, sy)))
    expect(back[0]).toBeCloseTo(sx, 9)
    expect(back[1]).toBeCloseTo(sy, 9)
  })
})

describe('fit', () => {
  it('contains the bounds at the limiting axis', () => {
    // 200 x 100 world in 800 x 600: min(800 / 200, 600 / 100) = min(4, 6) = 4
    expect(fitZoom(box(0, 0, 200, 100), vp)).toBe(4)
  })

  it('centres the bounds in the area left by the insets', () => {
    const insets = { top: 0, right: 200, bottom: 0, left: 0 }
    // available 600 x 600 for 100 x 100: zoom 6; the area's centre is 100 px left of the middle,
    // so the camera sits 100 / 6 world units right of the box centre 50
    const c = fitCamera(box(0, 0, 100, 100), vp, insets)
    expect(c.zoom).toBe(6)
    expect(c.x).toBeCloseTo(50 + 100 / 6, 9)
    expect(worldToScreen(c, vp, world(50, 50))[0]).toBeCloseTo(300, 9) // middle of 0..600
  })
})

describe('zoom about a point', () => {
  it('keeps the world point under the pointer', () => {
    const c = cam(0, 0, 1)
    const at = screen(600, 150)
    const before = screenToWorld(c, vp, at)
    const after = zoomAt(c, vp, at, 2, { min: 0.5, max: 8 })
    expect(after.zoom).toBe(2)
    const moved = worldToScreen(after, vp, before)
    expect(moved[0]).toBeCloseTo(600, 9)
    expect(moved[1]).toBeCloseTo(150, 9)
  })

  it.each([
    // 1 x 16 = 16 is above max 8
    [16, 8],
    // 1 x 0.1 = 0.1 is below min 0.5
    [0.1, 0.5],
  ])('clamps factor %d to zoom %d', (factor, zoom) => {
    expect(zoomAt(cam(0, 0, 1), vp, screen(400, 300), factor, { min: 0.5, max: 8 }).zoom).toBe(zoom)
  })
})

describe('pan bounds', () => {
  it('moves the picture with the finger', () => {
    // dragging 40 px right at zoom 2 moves the camera 20 world units left
    expect(panBy(cam(100, 100, 2), 40, -10)).toEqual({ x: 80, y: 105, zoom: 2 })
  })

  it('stops the scene edge at the viewport edge', () => {
    // 1000-wide scene at zoom 1 in an 800-wide view: centre may go from 400 to 600
    const bounds = box(0, 0, 1000, 1000)
    expect(clampCamera(cam(-50, 500, 1), bounds, vp).x).toBe(400)
    expect(clampCamera(cam(950, 500, 1), bounds, vp).x).toBe(600)
    expect(clampCamera(cam(555, 500, 1), bounds, vp).x).toBe(555)
  })

  it('lets the edge come in by the margin', () => {
    // margin 100 px at zoom 2 = 50 units: the range 200..800 widens to 150..850
    const c = clampCamera(cam(0, 500, 2), box(0, 0, 1000, 1000), vp, 100)
    expect(c.x).toBe(150) // 0 + 400 / 2 - 100 / 2
  })

  it('centres a scene smaller than the view', () => {
    // 100 x 100 at zoom 1 in 800 x 600: no room to move, centre 50
    expect(clampCamera(cam(-300, 900, 1), box(0, 0, 100, 100), vp)).toEqual({
      x: 50,
      y: 50,
      zoom: 1,
    })
  })
})

describe('pan bounds of a framed view', () => {
  it('keep a plan framed off-centre where it was framed', () => {
    // A 390 x 190 stage, a 100-wide scene with 20 of bounds each side, framed with 144 px free on
    // the left for the minimap card: the clamp alone pulled the camera back towards the middle.
    const stage = { width: 390, height: 190 }
    const plan = box(0, 0, 100, 30)
    const scene = box(-20, -20, 120, 50)
    const framed = fitCamera(plan, stage, { top: 24, right: 12, bottom: 48, left: 144 })
    const margin = Math.min(stage.width, stage.height) * 0.3
    expect(clampCamera(framed, scene, stage, margin).x).not.toBeCloseTo(framed.x, 3)
    const kept = clampCamera(framed, panBounds(scene, framed, stage), stage, margin)
    expect(kept.x).toBeCloseTo(framed.x, 6)
    expect(kept.y).toBeCloseTo(framed.y, 6)
  })

  it('are the scene bounds when the framed view lies inside them', () => {
    const scene = box(0, 0, 1000, 1000)
    expect(panBounds(scene, cam(500, 500, 2), vp)).toEqual(scene)
  })
})

describe('motion', () => {
  it('rubber-bands beyond the limits', () => {
    const limits = { min: 1, max: 4 }
    expect(rubberZoom(2, limits)).toBe(2)
    // 1 x 0.5 ^ 0.3 = 0.812...
    expect(rubberZoom(0.5, limits)).toBeCloseTo(0.5 ** 0.3, 9)
    // 4 x 2 ^ 0.3 = 4.924...
    expect(rubberZoom(8, limits)).toBeCloseTo(4 * 2 ** 0.3, 9)
  })

  it('interpolates zoom geometrically', () => {
    // halfway from zoom 1 to 4 is sqrt(4) = 2, not 2.5
    expect(lerpCamera(cam(0, 0, 1), cam(10, 20, 4), 0.5)).toEqual({ x: 5, y: 10, zoom: 2 })
  })
})

describe('crop to the viewport', () => {
  it('cuts the middle of a wide picture to a portrait canvas', () => {
    // 200 x 100 on a 1080 x 1920 screen: keep the full height, width 100 x 1080 / 1920 = 56.25
    const crop = cropToViewport(box(0, 0, 200, 100), { width: 1080, height: 1920 })
    expect(crop.min[0]).toBeCloseTo(100 - 28.125, 9)
    expect(crop.max[0]).toBeCloseTo(100 + 28.125, 9)
    expect([crop.min[1], crop.max[1]]).toEqual([0, 100])
  })

  it('cuts the top and bottom of a tall picture to a landscape canvas', () => {
    const crop = cropToViewport(box(0, 0, 100, 200), { width: 200, height: 100 })
    expect(crop).toEqual(box(0, 75, 100, 125))
  })
})

describe('frameCamera', () => {
  // A portrait stage 1000 x 1400 px framing a 10 x 10 m flat with 100 px all round: 80 px a metre
  // (width-limited), and 400 px to spare in height, 200 px above and below it when centred.
  const tall = { width: 1000, height: 1400 }
  const insets = { top: 100, right: 100, bottom: 100, left: 100 }
  const flat = box(0, 0, 10, 10)
  const onScreen = (c: Camera): [ScreenPoint, ScreenPoint] => [
    worldToScreen(c, tall, flat.min),
    worldToScreen(c, tall, flat.max),
  ]

  it('centres the subject when nothing is said of its surroundings', () => {
    expect(frameCamera(flat, tall, insets)).toEqual(fitCamera(flat, tall, insets))
  })

  it('raises a flat on the floor’s north wall to the top of the room it has, the floor below it', () => {
    // The floor runs 30 m south of the flat's north wall and well past it east and west.
    const floor = box(-40, 0, 50, 30)
    const c = frameCamera(flat, tall, insets, floor)
    const [[x0, y0], [x1, y1]] = onScreen(c)
    expect(c.zoom).toBe(fitZoom(flat, tall, insets))
    // Width-limited: 800 px of flat between the side insets, as centred as before.
    expect(x0).toBeCloseTo(100, 9)
    expect(x1).toBeCloseTo(900, 9)
    // Its top on the top inset, the 400 px to spare all below it.
    expect(y0).toBeCloseTo(100, 9)
    expect(y1).toBeCloseTo(900, 9)
  })

  it('lowers a flat on the south wall, and keeps a view already inside the floor centred', () => {
    const south = frameCamera(flat, tall, insets, box(-40, -30, 50, 10))
    expect(onScreen(south)[1][1]).toBeCloseTo(1300, 9)
    // A floor reaching 60 m either way holds the whole view: nothing to lean toward.
    const inside = frameCamera(flat, tall, insets, box(-60, -60, 70, 70))
    expect(inside).toEqual(fitCamera(flat, tall, insets))
  })

  it('never moves the subject past its insets, however far the floor lies', () => {
    // Toward a floor far to the south: as far as the room to spare goes, and no further.
    const [[, y0], [, y1]] = onScreen(frameCamera(flat, tall, insets, box(-40, 500, 50, 900)))
    expect(y0).toBeCloseTo(100, 9)
    expect(y1).toBeCloseTo(900, 9)
  })
})
