// Where a bottom sheet comes to rest: its three heights (a peek of its heading, the rest the
// stage leaves under its subject, nearly the whole stage) and the one a drag or a key lands on. Pure.

export type SheetSnap = 'peek' | 'rest' | 'full'

/** Smallest to largest: the order a drag up and the arrow keys walk. */
export const SHEET_SNAPS: readonly SheetSnap[] = ['peek', 'rest', 'full']

/**
 * Snaps the stylesheet lays out alike: every rule names a peek with the rest (Plans.module.css;
 * sheetSnap.test.ts holds it to that), so one is measured off the other without laying the page
 * out again (PlanSheet.tsx).
 */
export const LAID_OUT_AS: Readonly<Record<SheetSnap, SheetSnap>> = {
  peek: 'rest',
  rest: 'rest',
  full: 'full',
}

/** The sheet's height at each snap, px, measured off the page's own layout. */
export type SnapHeights = Record<SheetSnap, number>

/**
 * How far a flick carries the sheet past where the finger lets go, ms of its release speed: a
 * quick short flick still reaches the next height, a slow drag stays where it is put.
 */
const FLICK_MS = 180

/**
 * The snap a drag ends on: the one nearest to where the sheet would glide at its release speed
 * (px/ms, positive upwards, the sheet growing). Heights that coincide (a subject that leaves no
 * room under it) count once: the smaller name wins.
 */
export function snapAfterDrag(heights: SnapHeights, height: number, velocity: number): SheetSnap {
  const target = height + velocity * FLICK_MS
  let best: SheetSnap = 'rest'
  let gap = Number.POSITIVE_INFINITY
  for (const snap of SHEET_SNAPS) {
    const d = Math.abs(heights[snap] - target)
    if (d < gap - 0.5) {
      best = snap
      gap = d
    }
  }
  return best
}

/** One snap up (+1) or down (-1) from `snap`, skipping heights equal to it; none past the ends. */
export function stepSnap(heights: SnapHeights, snap: SheetSnap, dir: 1 | -1): SheetSnap {
  const at = SHEET_SNAPS.indexOf(snap)
  for (let i = at + dir; i >= 0 && i < SHEET_SNAPS.length; i += dir) {
    const next = SHEET_SNAPS[i] as SheetSnap
    if (Math.abs(heights[next] - heights[snap]) > 1) return next
  }
  return snap
}

/** The order taps walk: up from the rest, down from full, back to the rest from a peek. */
const TAP_CYCLE: Record<SheetSnap, SheetSnap> = { rest: 'full', full: 'peek', peek: 'rest' }

/**
 * What a tap on the handle does: the next snap of the cycle whose height differs from this one's
 * (a facade keeps its stage in full, so there the rest goes straight to a peek).
 */
export function snapAfterTap(heights: SnapHeights, snap: SheetSnap): SheetSnap {
  let next = TAP_CYCLE[snap]
  while (next !== snap && Math.abs(heights[next] - heights[snap]) <= 1) next = TAP_CYCLE[next]
  return next
}

/**
 * The snap a sheet is at once snaps of one height count as one: the rest if it is one of them,
 * else the smallest. A sheet whose content is shorter than the room full would give it rests there
 * already, so an End key or a flick to full leaves it at its rest, and the handle never offers a
 * move that changes nothing. A peek as high as the rest (a canvas that could only grow paper
 * around its drawing) is the rest: the sheet still shows what it holds.
 */
export function distinctSnap(heights: SnapHeights, snap: SheetSnap): SheetSnap {
  const same = (s: SheetSnap) => Math.abs(heights[s] - heights[snap]) <= 1
  if (same('rest')) return 'rest'
  return SHEET_SNAPS.find(same) ?? snap
}

/** True where every snap has one height: the handle has nothing to move. */
export function sheetFixed(heights: SnapHeights): boolean {
  return SHEET_SNAPS.every((s) => Math.abs(heights[s] - heights.rest) <= 1)
}

/** What a tap on the handle does, for its name: shows the sheet from a peek, expands or collapses it. */
export type HandleAction = 'show' | 'expand' | 'collapse'

/** The handle's action at `snap`: where a tap goes, told by whether the sheet grows or shrinks. */
export function handleAction(heights: SnapHeights, snap: SheetSnap): HandleAction {
  const at = distinctSnap(heights, snap)
  const next = snapAfterTap(heights, at)
  if (heights[next] < heights[at] - 1) return 'collapse'
  return at === 'peek' ? 'show' : 'expand'
}

/** The sheet's height while a finger holds it, kept between its smallest and largest snaps. */
export function dragHeight(heights: SnapHeights, start: number, dy: number): number {
  return Math.min(heights.full, Math.max(heights.peek, start - dy))
}
