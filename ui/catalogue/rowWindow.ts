// The arithmetic of the row window (useRowWindow.ts): which rows to render around the view and
// how tall the spacers are, so that the row at the view's top stays where it stands. Pure: rows
// and the view come in measured, in the list's coordinates (px from its top edge); nothing here
// reads the DOM.

/** Up to this many rows everything is rendered: fewer than any screen holds with its margin. */
export const WINDOW_FROM = 12
/** Rows kept either side of a focused row, for the next Tab or Shift+Tab. */
export const OVERSCAN = 8
/** Rendered beyond the view's bottom edge, in view heights; half of it beyond the top edge. */
export const AHEAD = 1
/** Rows rendered beyond either edge of the view, however tall: a few for the next swipe or find. */
export const MIN_ROWS = 3
/** A row's pitch before any row of the list was measured and without loading rows to measure. */
export const ESTIMATE_PX = 150

export interface RowWindow {
  start: number
  end: number
  /** Spacer heights standing in for the rows before `start` and after `end`, px. */
  before: number
  after: number
}

/** Row `index` starts `top` px below the list's top edge. */
export interface Anchor {
  index: number
  top: number
}

/** The viewport in the list's coordinates: its top edge (negative above the list) and height. */
export interface View {
  top: number
  height: number
}

/** The rows in the DOM as measured: where each starts and where the last one's margin ends. */
export interface Rendered {
  start: number
  tops: readonly number[]
  bottom: number
}

/** A row's height with its margin: measured where the row is rendered, else the estimate. */
export type Pitch = (index: number) => number

export function measuredPitch(rendered: Rendered | null, estimate: number): Pitch {
  return (i) => {
    if (!rendered) return estimate
    const k = i - rendered.start
    if (k < 0 || k >= rendered.tops.length) return estimate
    return ((rendered.tops[k + 1] ?? rendered.bottom) as number) - (rendered.tops[k] as number)
  }
}

/** The average pitch of the rendered rows, or null with none rendered. */
export function averagePitch(rendered: Rendered | null): number | null {
  if (!rendered || rendered.tops.length === 0) return null
  const span = rendered.bottom - (rendered.tops[0] as number)
  return span > 0 ? span / rendered.tops.length : null
}

/** The anchor for rows laid out at an even pitch from the top: no row has been measured here. */
export function anchorFromTop(count: number, pitch: number, viewTop: number): Anchor {
  const index = Math.max(0, Math.min(count - 1, Math.floor(Math.max(0, viewTop) / pitch)))
  return { index, top: index * pitch }
}

/**
 * The row at the view's top edge, from where the rows really stand: a rendered row when one is
 * there, else by the scale of the spacer the view is in (the position the scrollbar promised).
 */
export function anchorAt(
  count: number,
  win: RowWindow,
  rendered: Rendered | null,
  pitch: number,
  viewTop: number,
): Anchor {
  if (!rendered || rendered.tops.length === 0) return anchorFromTop(count, pitch, viewTop)
  const first = rendered.tops[0] as number
  if (viewTop < first) {
    if (rendered.start === 0) return { index: 0, top: first }
    const scale = win.before / rendered.start
    if (!(scale > 0)) return { index: rendered.start, top: first }
    const index = Math.max(0, Math.min(rendered.start - 1, Math.floor(viewTop / scale)))
    return { index, top: index * scale }
  }
  if (viewTop >= rendered.bottom) {
    const end = rendered.start + rendered.tops.length
    const past = Math.floor((viewTop - rendered.bottom) / pitch)
    const index = Math.min(count - 1, end + past)
    return { index, top: rendered.bottom + (index - end) * pitch }
  }
  let k = rendered.tops.length - 1
  while (k > 0 && (rendered.tops[k] as number) > viewTop) k--
  return { index: rendered.start + k, top: rendered.tops[k] as number }
}

/**
 * The rows to render: from half a view above the view to a view below it, and a few rows either
 * side at least, placed so that the anchor row (the one at the view's top) stays where it stands:
 * the spacer above takes up what the rows above it do not.
 */
export function placeWindow(
  count: number,
  pitch: Pitch,
  estimate: number,
  anchor: Anchor,
  view: View,
  focused: number | null,
): RowWindow {
  if (count <= WINDOW_FROM) return { start: 0, end: count, before: 0, after: 0 }
  const a = Math.max(0, Math.min(count - 1, anchor.index))
  const ahead = view.height * AHEAD
  const bottom = view.top + view.height
  let y = anchor.top
  let shown = a
  while (shown < count && y < bottom) y += pitch(shown++)
  let end = shown
  while (end < count && (y < bottom + ahead || end < shown + MIN_ROWS)) y += pitch(end++)
  end = Math.max(end, a + 1)
  let start = a
  y = anchor.top
  while (start > 0 && (y > view.top - ahead / 2 || start > a - MIN_ROWS)) y -= pitch(--start)
  // Keep a focused row that is near (Tab scrolls it into view), with rows either side of it for
  // the next Tab or Shift+Tab; one far away has been left behind.
  if (focused !== null && focused < count && Math.abs(focused - start) < 200) {
    start = Math.min(start, Math.max(0, focused - OVERSCAN))
    end = Math.max(end, Math.min(count, focused + 1 + OVERSCAN))
  }
  let above = 0
  for (let i = start; i < a; i++) above += pitch(i)
  // Nothing stands above the first row; a spacer can't be shorter than nothing. Either way the
  // anchor moves, and the hook scrolls by as much (anchored).
  const before = start === 0 ? 0 : Math.max(0, anchor.top - above)
  return { start, end, before, after: (count - end) * estimate }
}
