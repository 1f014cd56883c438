// Fits a flat's levels into the plan box at a standard print scale (1:50 ... 1:500), side by side
// or stacked, whichever reads larger. Pure geometry.

import type { FlatLevel } from '../../engine/geometry'
import { type Affine, type Bounds, boundsOf, placeAt } from './pathData'
import { PT_PER_MM } from './sheetTypes'

type P = readonly [number, number]

/** Drawing scales an architect would print; the sheet says which one it used. */
export const PRINT_SCALES = [50, 75, 100, 125, 150, 200, 250, 300, 400, 500] as const

/** Page points per metre on the ground at 1:denominator. */
export const ptPerMetre = (denominator: number) => (1000 / denominator) * PT_PER_MM

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PlacedLevel {
  level: FlatLevel<P>
  toPage: Affine
  /** The level's drawing on the page. */
  frame: Box
}

export interface PlanFit {
  denominator: number
  /** Points per metre. */
  k: number
  levels: PlacedLevel[]
}

// Metres between the levels of a two-level flat, and points kept above each for its caption.
const GAP_M = 2.5
export const CAPTION_PT = 16

// Room for the entrance arrow outside the door and for a wall's full thickness, m.
const MARGIN_M = 1

export function levelBounds(level: FlatLevel<P>): Bounds {
  const b = boundsOf([...level.outline, ...level.rooms.flatMap((r) => r.polygon)])
  return {
    minX: b.minX - MARGIN_M,
    minY: b.minY - MARGIN_M,
    maxX: b.maxX + MARGIN_M,
    maxY: b.maxY + MARGIN_M,
  }
}

export function fitLevels(levels: readonly FlatLevel<P>[], box: Box): PlanFit {
  const sizes = levels.map((l) => {
    const b = levelBounds(l)
    return { b, w: b.maxX - b.minX, h: b.maxY - b.minY }
  })
  const caption = levels.length > 1 ? CAPTION_PT : 0
  const gaps = GAP_M * Math.max(0, levels.length - 1)
  const across = {
    w: sizes.reduce((s, z) => s + z.w, 0) + gaps,
    h: Math.max(...sizes.map((z) => z.h)),
    captions: caption,
  }
  const stacked = {
    w: Math.max(...sizes.map((z) => z.w)),
    h: sizes.reduce((s, z) => s + z.h, 0) + gaps,
    captions: caption * levels.length,
  }
  const kOf = (a: typeof across) => Math.min(box.width / a.w, (box.height - a.captions) / a.h)
  const sideBySide = kOf(across) >= kOf(stacked)
  const arrangement = sideBySide ? across : stacked
  const kMax = kOf(arrangement)
  const denominator =
    PRINT_SCALES.find((d) => ptPerMetre(d) <= kMax) ?? Math.ceil((1000 * PT_PER_MM) / kMax)
  const k = ptPerMetre(denominator)
  // Centre the whole arrangement in the box.
  const totalW = arrangement.w * k
  const totalH = arrangement.h * k + arrangement.captions
  let cursorX = box.x + (box.width - totalW) / 2
  let cursorY = box.y + (box.height - totalH) / 2
  const placed: PlacedLevel[] = []
  levels.forEach((level, i) => {
    const { b, w, h } = sizes[i] as (typeof sizes)[number]
    // Side by side, levels share a baseline at the top so their captions line up.
    const left = cursorX
    const top = cursorY + caption
    placed.push({
      level,
      toPage: placeAt(k, [b.minX, b.minY], [left, top]),
      frame: { x: left, y: top, width: w * k, height: h * k },
    })
    if (sideBySide) cursorX += (w + GAP_M) * k
    else cursorY += h * k + caption + GAP_M * k
  })
  return { denominator, k, levels: placed }
}
