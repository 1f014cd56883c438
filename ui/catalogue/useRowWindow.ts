// Window virtualisation of the result rows: once many rows are shown (the stress catalogue has
// 20 000 flats), only those near the viewport are in the DOM, with spacers of the estimated height
// above and below. The page itself scrolls (no inner scroller), so keyboard, find-in-page of the
// visible part and the sticky header behave as before. The row holding focus is always kept.
// Environment: client; the server renders the first rows only.

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/** Below this many rows everything is rendered: a page or two of rows is cheap. */
export const WINDOW_FROM = 60
/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN = 8
/** Row height guess until a row is measured (desktop row, px). */
const ESTIMATE_PX = 150

export interface RowWindow {
  start: number
  end: number
  /** Spacer heights standing in for the rows before `start` and after `end`, px. */
  before: number
  after: number
}

export function computeWindow(
  count: number,
  rowHeight: number,
  viewTop: number,
  viewHeight: number,
  focused: number | null,
): RowWindow {
  if (count <= WINDOW_FROM) return { start: 0, end: count, before: 0, after: 0 }
  const h = Math.max(1, rowHeight)
  let start = Math.max(0, Math.min(count, Math.floor(viewTop / h) - OVERSCAN))
  let end = Math.max(start, Math.min(count, Math.ceil((viewTop + viewHeight) / h) + OVERSCAN))
  // Keep a focused row that is near (Tab scrolls it into view), with rows either side of it for
  // the next Tab or Shift+Tab; one far away has been left behind.
  if (focused !== null && focused < count && Math.abs(focused - start) < 200) {
    start = Math.min(start, Math.max(0, focused - OVERSCAN))
    end = Math.max(end, Math.min(count, focused + 1 + OVERSCAN))
  }
  return { start, end, before: start * h, after: (count - end) * h }
}

const viewportHeight = () => (typeof window === 'undefined' ? 1080 : window.innerHeight)

export function useRowWindow(count: number, body: RefObject<HTMLElement | null>): RowWindow {
  const height = useRef(ESTIMATE_PX)
  const focused = useRef<number | null>(null)
  // The window as last measured, and the count it was measured for.
  const [measured, setWin] = useState<{ count: number; win: RowWindow }>(() => ({
    count,
    win: computeWindow(count, ESTIMATE_PX, 0, 1080, null),
  }))

  const update = useCallback(() => {
    const el = body.current
    if (!el) return
    // The average height of the rows in the DOM: cards on phones, rows on desktop.
    const rows = el.querySelectorAll<HTMLElement>('tr[data-index]')
    if (rows.length > 0) {
      let sum = 0
      for (const r of rows) sum += r.offsetHeight
      if (sum > 0) height.current = sum / rows.length
    }
    const top = el.getBoundingClientRect().top
    const next = computeWindow(count, height.current, -top, window.innerHeight, focused.current)
    setWin((m) =>
      m.count === count &&
      m.win.start === next.start &&
      m.win.end === next.end &&
      Math.abs(m.win.before - next.before) < 1 &&
      Math.abs(m.win.after - next.after) < 1
        ? m
        : { count, win: next },
    )
  }, [count, body])

  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          update()
        })
    }
    const el = body.current
    // At once, not on the next frame: fast Tabs must find the next row already there.
    const onFocus = (e: FocusEvent) => {
      const row = (e.target as Element | null)?.closest?.('tr[data-index]')
      focused.current = row ? Number(row.getAttribute('data-index')) : null
      update()
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    el?.addEventListener('focusin', onFocus)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      el?.removeEventListener('focusin', onFocus)
    }
  }, [update, body])

  // When the count changes (the data arrives, a filter is set) the rows are there in the same
  // render, from the top of the list: a frame without them would shift the page (CLS).
  // (Past WINDOW_FROM the window depends on the scroll: the last measured one stands for a frame.)
  const win =
    measured.count === count || count > WINDOW_FROM
      ? measured.win
      : computeWindow(count, height.current, 0, viewportHeight(), focused.current)

  // Rows just rendered may be taller or shorter than guessed: measure again until it settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the window moves.
  useEffect(update, [update, win.start, win.end])

  return win
}
