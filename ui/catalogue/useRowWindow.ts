// Window virtualisation of the result rows: only the rows in view and a screen more are in the
// DOM (the first page is 30 rows where a phone shows three cards; the stress catalogue has 20 000),
// with spacers standing in for the rest (rowWindow.ts places them). The page itself scrolls (no
// inner scroller), so keyboard, find-in-page of the visible part and the sticky header behave as
// before; the row holding focus is always kept. The row at the view's top stays still on screen
// as the window moves, in every browser (the list opts out of the browser's scroll anchoring).
// Environment: client; the server renders the loading rows only.

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  type Anchor,
  anchorAt,
  anchorFromTop,
  averagePitch,
  ESTIMATE_PX,
  measuredPitch,
  placeWindow,
  type Rendered,
  type RowWindow,
  type View,
} from './rowWindow'

export type { RowWindow } from './rowWindow'

/** The list's rows in the DOM, spacers left out: rows start..end of the window, in order. */
function rowsOf(el: HTMLElement): HTMLElement[] {
  return Array.from(el.children as HTMLCollectionOf<HTMLElement>).filter(
    (r) => !r.hasAttribute('data-spacer'),
  )
}

function measure(el: HTMLElement, win: RowWindow): { listTop: number; rendered: Rendered | null } {
  const listTop = el.getBoundingClientRect().top
  const rows = rowsOf(el)
  const last = rows[rows.length - 1]
  // Loading rows, or a DOM not yet of this window: nothing to measure.
  if (!last || rows.length !== win.end - win.start) return { listTop, rendered: null }
  const tops = rows.map((r) => r.getBoundingClientRect().top - listTop)
  // Cards stand apart by a margin: it belongs to the pitch, or every estimate falls short by it.
  const margin = Number.parseFloat(getComputedStyle(last).marginBottom) || 0
  const bottom = last.getBoundingClientRect().bottom - listTop + margin
  return { listTop, rendered: { start: win.start, tops, bottom } }
}

/** Loading rows share the rows' layout (cards or table): their pitch is the best first guess. */
function loadingPitch(el: HTMLElement): number | null {
  const rows = el.querySelectorAll<HTMLElement>('tr')
  const first = rows[0]
  const last = rows[rows.length - 1]
  if (!first || !last || rows.length < 2) return null
  const pitch =
    (last.getBoundingClientRect().top - first.getBoundingClientRect().top) / (rows.length - 1)
  return pitch > 0 ? pitch : null
}

interface Geometry {
  pitch: number
  /** The pitch was measured on this list's rows (not a guess from loading rows or the default). */
  measured: boolean
  /** Where the rows stood at the last measure: their pitches stand in for the next window's. */
  rendered: Rendered | null
  view: View
  /** The row to keep still on screen while the window changes; null before rows were measured. */
  anchor: Anchor | null
}

/** Windows one frame may place before the hook waits for the next: it settles in two or three. */
const SETTLE_LIMIT = 6

export function useRowWindow(count: number, body: RefObject<HTMLElement | null>): RowWindow {
  const geometry = useRef<Geometry>({
    pitch: ESTIMATE_PX,
    measured: false,
    rendered: null,
    view: { top: 0, height: typeof window === 'undefined' ? 1080 : window.innerHeight },
    anchor: null,
  })
  const focused = useRef<number | null>(null)
  const settles = useRef(0)
  const [placed, setPlaced] = useState<Placed>(() => ({
    count,
    win: placeFor(count, geometry.current, null),
  }))
  // The window on screen, for measures between a render and the next (scroll, resize, focus).
  const current = useRef(placed)

  const place = useCallback((next: Placed) => {
    if (settles.current++ === 0) requestAnimationFrame(() => (settles.current = 0))
    if (settles.current > SETTLE_LIMIT) return
    current.current = next
    setPlaced(next)
  }, [])

  const update = useCallback(() => {
    const el = body.current
    if (!el) return
    const g = geometry.current
    const shown = current.current
    const measured = measure(el, shown.win)
    const { rendered } = measured
    let { listTop } = measured
    if (!rendered) {
      // Loading rows, or none yet: remember where the view is for the rows to come.
      if (!g.measured) g.pitch = loadingPitch(el) ?? g.pitch
      g.view = { top: -listTop, height: window.innerHeight }
      return
    }
    // Keep the anchor row still: rows above it measured taller or shorter than guessed are taken
    // up by the spacer above when there is one, else by scrolling as much, before the paint.
    const anchor = g.anchor
    const now = anchor ? rendered.tops[anchor.index - rendered.start] : undefined
    if (anchor && now !== undefined && Math.abs(now - anchor.top) >= 0.5) {
      const drift = now - anchor.top
      if (shown.win.start > 0 && shown.win.before - drift >= 0) {
        place({ count, win: { ...shown.win, before: shown.win.before - drift } })
        return
      }
      const y = window.scrollY
      window.scrollBy(0, drift)
      listTop -= window.scrollY - y
    }
    // Rows placed by a guessed pitch stand where the guess put them, not where they belong: the
    // first measure places them again by the view's offset; after it, the rows are the truth.
    const firstMeasure = !g.measured
    g.pitch = averagePitch(rendered) ?? g.pitch
    g.measured = true
    g.rendered = rendered
    g.view = { top: -listTop, height: window.innerHeight }
    g.anchor = firstMeasure
      ? anchorFromTop(count, g.pitch, g.view.top)
      : anchorAt(count, shown.win, rendered, g.pitch, g.view.top)
    const pitch = firstMeasure ? () => g.pitch : measuredPitch(rendered, g.pitch)
    const win = placeWindow(count, pitch, g.pitch, g.anchor, g.view, focused.current)
    // From the first row down every row is measured: the next measure anchors on real ones.
    if (firstMeasure && win.start === 0) g.anchor = null
    // Rows already there that cover the view and its margins stay: a render and a layout fewer
    // for each small move (rows placed by a guess from the list's top stand where they belong).
    // The spacer below, of the guess, is set to the measured pitch after this frame: it is out of
    // sight, and the catalogue's arrival need not be laid out twice in one task for it.
    const real = !firstMeasure || shown.win.start === 0
    if (shown.count === count && real && covers(shown.win, win)) {
      const after = (count - shown.win.end) * g.pitch
      if (Math.abs(shown.win.after - after) >= g.pitch)
        requestAnimationFrame(() => {
          if (current.current === shown) place({ count, win: { ...shown.win, after } })
        })
      return
    }
    if (shown.count !== count || !sameWindow(win, shown.win)) place({ count, win })
  }, [count, body, place])

  // Measures come from the scroll, the size of the window and of the list, and focus; each calls
  // the newest update (of this count) through a ref.
  const latest = useRef(update)
  const attached = useRef<{ el: HTMLElement; detach: () => void } | null>(null)
  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          latest.current()
        })
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      attached.current?.detach()
      attached.current = null
    }
  }, [])

  // When the count changes (the data arrives, a filter is set, a page more) the rows are there in
  // the same render, placed by the last measure: a frame without them would shift the page.
  if (placed.count !== count) {
    setPlaced({ count, win: placeFor(count, geometry.current, focused.current) })
  }

  // Every commit is measured before it is painted: the rows just rendered may be taller or shorter
  // than guessed, the loading rows may have given way to rows, the restored scroll may have come.
  useLayoutEffect(() => {
    current.current = placed
    latest.current = update
    const el = body.current
    if (attached.current?.el !== el) {
      attached.current?.detach()
      attached.current = el
        ? { el, detach: attach(el, () => latest.current(), current, focused) }
        : null
    }
    update()
  })

  return placed.win
}

interface Placed {
  count: number
  win: RowWindow
}

/** Listens to the list's element: its size (rows that change height on their own, a font
 * arriving, a new width, move the rows below them: measured after layout and before paint, the
 * anchor stays) and focus (at once, not on the next frame: fast Tabs find the next row there). */
function attach(
  el: HTMLElement,
  update: () => void,
  current: RefObject<Placed>,
  focused: RefObject<number | null>,
): () => void {
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
  resized?.observe(el)
  const onFocus = (e: FocusEvent) => {
    const row = rowsOf(el).findIndex((r) => r.contains(e.target as Node))
    focused.current = row < 0 ? null : current.current.win.start + row
    update()
  }
  el.addEventListener('focusin', onFocus)
  return () => {
    resized?.disconnect()
    el.removeEventListener('focusin', onFocus)
  }
}

/** A window for a new count, from the last measure (the view, the anchor, the rows' pitches). */
function placeFor(count: number, g: Geometry, focused: number | null): RowWindow {
  const anchor =
    g.anchor && g.anchor.index < count ? g.anchor : anchorFromTop(count, g.pitch, g.view.top)
  return placeWindow(count, measuredPitch(g.rendered, g.pitch), g.pitch, anchor, g.view, focused)
}

/** Rows rendered beyond the window's own before it is narrowed to it: keeping a few spare rows
 * is cheaper than a second render and layout, the loading rows' pitch being a guess. */
const SLACK = 6

/** Whether the rows shown include those needed and no more than a few besides. */
function covers(shown: RowWindow, needed: RowWindow): boolean {
  const extra = needed.start - shown.start + (shown.end - needed.end)
  return shown.start <= needed.start && shown.end >= needed.end && extra <= SLACK
}

function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return (
    a.start === b.start &&
    a.end === b.end &&
    Math.abs(a.before - b.before) < 1 &&
    Math.abs(a.after - b.after) < 1
  )
}
