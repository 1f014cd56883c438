import { describe, expect, it } from 'vitest'
import { clampCamera, fitCamera, fitZoom, worldToScreen } from '../stage/camera'
import {
  insetsAroundMinimap,
  insetsBesideMinimap,
  minimapHeight,
  minimapMargin,
  minimapWidth,
  stacked,
} from './minimapInsets'
import { type Box, type WorldPoint, world } from '../stage/space'

const box = (w: number, h: number): Box<WorldPoint> => ({ min: world(0, 0), max: world(w, h) })
/** The desktop stage of /plans at 1920x1080 and the phone stage at 390x844, CSS px. */
const desktop = { width: 1316, height: 862 }
const phone = { width: 358, height: 560 }
/** A floor of section 2 of А3 is about twice as wide as deep. */
const floor = box(60, 31)

/** The card's rectangle on screen. */
function card(vp: { width: number; height: number }) {
  const m = minimapMargin(vp)
  const h = minimapHeight(vp)
  return { x0: m, x1: m + minimapWidth(vp), y0: vp.height - m - h, y1: vp.height - m }
}

/** The framed box's rectangle on screen. */
function framed(b: Box<WorldPoint>, vp: { width: number; height: number }, base: number) {
  const insets = insetsBesideMinimap(vp, base, b)
  const camera = fitCamera(b, vp, insets)
  const [x0, y0] = worldToScreen(camera, vp, b.min)
  const [x1, y1] = worldToScreen(camera, vp, b.max)
  return { insets, camera, rect: { x0, x1, y0, y1 } }
}

describe('room for the minimap', () => {
  it('puts a wide floor above the card, larger than between two side columns', () => {
    const { insets, rect } = framed(floor, desktop, 56)
    expect(insets.bottom).toBeGreaterThan(insets.top)
    expect(insets.left).toBe(56)
    const symmetric = fitZoom(floor, desktop, insetsAroundMinimap(desktop, 56))
    expect(fitZoom(floor, desktop, insets) / symmetric).toBeGreaterThan(1.3)
    // Clear of the card and inside the stage.
    expect(rect.y1).toBeLessThanOrEqual(card(desktop).y0)
    expect(rect.y0).toBeGreaterThanOrEqual(56 - 1e-9)
    expect(rect.x1).toBeLessThanOrEqual(desktop.width - 56 + 1e-9)
  })

  it('puts a tall plan right of the card when that shows it larger', () => {
    const tall = box(20, 40)
    const { insets, rect } = framed(tall, desktop, 56)
    expect(insets.left).toBeGreaterThan(insets.right)
    expect(insets.bottom).toBe(56)
    expect(rect.x0).toBeGreaterThanOrEqual(card(desktop).x1)
  })

  it('puts the plan above the card on a portrait phone, across the width', () => {
    const insets = insetsBesideMinimap(phone, 24, floor)
    expect(insets).toEqual(insetsAroundMinimap(phone, 24))
    // card 120 x 101 px (358 px wide: the 120 px minimum), 12 px margin, 12 px air
    expect(insets).toEqual({ top: 24, right: 12, bottom: 101 + 12 + 12, left: 12 })
    const { rect } = framed(floor, phone, 24)
    expect(rect.y1).toBeLessThanOrEqual(card(phone).y0)
    expect(rect.x0).toBeCloseTo(12, 9)
    expect(rect.x1).toBeCloseTo(phone.width - 12, 9)
  })

  it('puts a flat right of the card on a phone stage lower than wide (its sheet pulled up)', () => {
    const low = { width: 390, height: 210 }
    const flat = box(11, 11)
    const { insets, rect } = framed(flat, low, 24)
    expect(insets.left).toBe(120 + 12 + 12)
    expect(rect.x0).toBeGreaterThanOrEqual(card(low).x1)
    // Three fifths of the stage's height (the plan key keeps the foot), where a band under the
    // plan left it a quarter.
    expect(rect.y1 - rect.y0).toBeGreaterThan(0.6 * low.height)
    expect(fitZoom(flat, low, insets)).toBeGreaterThan(
      2 * fitZoom(flat, low, insetsAroundMinimap(low, 24)),
    )
  })

  it('frames off-centre within the pan bounds, so the first pan does not jump', () => {
    const { camera } = framed(floor, desktop, 56)
    // The rig's slack: a third of the screen's smaller side (cameraRig.ts).
    const slack = Math.min(desktop.width, desktop.height) * 0.3
    expect(clampCamera(camera, floor, desktop, slack)).toEqual(camera)
  })
})

describe('stacked stages', () => {
  it('a phone’s stage stacks the plan over the card even when it comes out wider than tall', () => {
    // The master plan's stage on a 390 px phone: as tall as the plan needs, 280 px.
    expect(stacked({ width: 390, height: 280 })).toBe(true)
    expect(insetsBesideMinimap({ width: 390, height: 280 }, 24, floor)).toEqual(
      insetsAroundMinimap({ width: 390, height: 280 }, 24),
    )
    expect(insetsAroundMinimap({ width: 390, height: 280 }, 24).left).toBe(12)
  })

  it('a portrait stage stacks; a wide one keeps the card beside the plan', () => {
    expect(stacked({ width: 1080, height: 1400 })).toBe(true)
    expect(stacked(desktop)).toBe(false)
    expect(stacked({ width: 700, height: 500 })).toBe(false)
  })
})
