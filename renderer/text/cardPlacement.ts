// Where a site-plan card goes: above its building's anchor, else below it, each straight or slid
// sideways along its stem's end, the first spot that is on the canvas and clear of what is
// already placed. A building whose card fits nowhere keeps a compact label. Pure, for the tests.

import type { ScreenRect } from '../stage/space'

/** Whether two boxes come within `gap` px of each other. */
export function overlaps(a: ScreenRect, b: ScreenRect, gap = 4): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  )
}

/** Above the anchor (1) or below it (-1). */
export type CardSide = 1 | -1

export interface CardSpot {
  side: CardSide
  /** How far the card's body is slid sideways from its anchor, screen px. */
  shift: number
}

export interface CardSize {
  /** The card's body, screen px. */
  width: number
  height: number
  /** The stem between the anchor and the body, screen px. */
  stem: number
}

/** The card's box (body and stem) at `spot` for an anchor at (x, y). */
export function cardRect(x: number, y: number, size: CardSize, spot: CardSpot): ScreenRect {
  const reach = size.height + size.stem
  return {
    x: x + spot.shift - size.width / 2,
    y: spot.side === 1 ? y - reach : y,
    width: size.width,
    height: reach,
  }
}

/** The spots tried, in order: straight above, straight below, then slid a third of the way. */
export function candidateSpots(size: CardSize): CardSpot[] {
  const slide = Math.round(size.width / 3)
  return [
    { side: 1, shift: 0 },
    { side: -1, shift: 0 },
    { side: 1, shift: -slide },
    { side: 1, shift: slide },
    { side: -1, shift: -slide },
    { side: -1, shift: slide },
  ]
}

export interface PlaceArea {
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * The first spot (slid into the lane where it overhangs) whose box lies inside `area` and clear of every `hard` box; among those, one also
 * clear of the `soft` boxes (the site's notes: "ПАРКОВКА" keeps its place where a card can go
 * elsewhere) is preferred. Null: no spot fits, the building keeps its compact label.
 */
export function chooseSpot(
  x: number,
  y: number,
  size: CardSize,
  area: PlaceArea,
  hard: readonly ScreenRect[],
  soft: readonly ScreenRect[] = [],
): CardSpot | null {
  // A spot near the lane's edge slides in, as far as the stem still meets the card's body.
  const reach = size.width / 2 - 10
  const fits = candidateSpots(size)
    .map((spot): CardSpot | null => {
      const half = size.width / 2
      const least = area.left + half - x
      const most = area.right - half - x
      const shift = Math.min(most, Math.max(least, spot.shift))
      return least <= most && Math.abs(shift) <= reach ? { side: spot.side, shift } : null
    })
    .filter((spot): spot is CardSpot => {
      if (!spot) return false
      const r = cardRect(x, y, size, spot)
      return r.y >= area.top && r.y + r.height <= area.bottom && !hard.some((h) => overlaps(h, r))
    })
  const clear = fits.find((spot) => !soft.some((s) => overlaps(s, cardRect(x, y, size, spot))))
  return clear ?? fits[0] ?? null
}
