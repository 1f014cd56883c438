import { describe, expect, it } from 'vitest'
import {
  type Anchor,
  AHEAD,
  anchorAt,
  anchorFromTop,
  averagePitch,
  measuredPitch,
  MIN_ROWS,
  OVERSCAN,
  placeWindow,
  type Rendered,
  type RowWindow,
  WINDOW_FROM,
} from './rowWindow'

/** Rows of one pitch, anchored at `anchor` (row 0 at the list's top unless said). */
const even = (
  count: number,
  pitch: number,
  view: { top: number; height: number },
  anchor: Anchor = { index: 0, top: 0 },
  focused: number | null = null,
) => placeWindow(count, () => pitch, pitch, anchor, view, focused)

/** Rows `start`.. measured at these pitches, from `top`. */
function rendered(start: number, top: number, pitches: readonly number[]): Rendered {
  const tops: number[] = []
  let y = top
  for (const p of pitches) {
    tops.push(y)
    y += p
  }
  return { start, tops, bottom: y }
}

describe('placeWindow', () => {
  it('renders every row of a short list', () => {
    expect(even(WINDOW_FROM, 100, { top: 5000, height: 800 })).toEqual({
      start: 0,
      end: WINDOW_FROM,
      before: 0,
      after: 0,
    })
  })

  it.each([
    // Phone 390x844, cards of 318 px and a 12 px margin (pitch 330), the list 350 px down the
    // page: rows that start above -350 + 844 + 844 (a view below) = 1338: 0-4 (row 4 at 1320).
    { name: 'a phone', pitch: 330, view: { top: -350, height: 844 }, end: 5 },
    // 1920x1080, rows of 110 px, the list 400 px down: tops below -400 + 1080 + 1080 = 1760:
    // rows 0-15 (row 15 at 1650, row 16 at 1760 is past it).
    { name: 'a desktop', pitch: 110, view: { top: -400, height: 1080 }, end: 16 },
  ])('renders the first page of 30 in view and a screen more on $name', ({ pitch, view, end }) => {
    expect(even(30, pitch, view)).toEqual({ start: 0, end, before: 0, after: (30 - end) * pitch })
  })

  it('renders the rows in view, a view below and half a view above, spacers for the rest', () => {
    // 20 000 rows of 100 px, the view at 5000-5800 on row 50: down to a top below 5800 + 800
    // (rows to 65), up while a top stands below 5000 - 400 (row 46 at 4600 is the first not)
    const w = even(20_000, 100, { top: 5000, height: 800 }, { index: 50, top: 5000 })
    expect(AHEAD).toBe(1)
    expect(w).toEqual({ start: 46, end: 66, before: 4600, after: (20_000 - 66) * 100 })
  })

  it('keeps the total height: spacers plus rendered rows equal all rows', () => {
    const w = even(1000, 137, { top: 40_000, height: 844 }, anchorFromTop(1000, 137, 40_000))
    expect(w.before + (w.end - w.start) * 137 + w.after).toBeCloseTo(1000 * 137)
  })

  it('keeps the anchor row where it stands, whatever the rows above it measure', () => {
    // Rows 10-14 measured at 120 px, the rest guessed at 100; row 12 stands at 1300 with the view
    // on it. Half a view above (1000) reaches into row 9: 100 + 120 + 120 = 340 over row 12, so
    // the spacer ends at 960 and row 12 is still at 1300.
    const pitch = measuredPitch(rendered(10, 1060, [120, 120, 120, 120, 120]), 100)
    const w = placeWindow(
      200,
      pitch,
      100,
      { index: 12, top: 1300 },
      { top: 1300, height: 600 },
      null,
    )
    expect(w.start).toBe(9)
    expect(w.before + pitch(9) + pitch(10) + pitch(11)).toBe(1300)
  })

  it('lets no spacer stand for a negative height or rows above the first', () => {
    // The guess put row 3 at 100, but the few rows above it, 0-2, measure 990 px: nothing can
    // stand above the first row, so the spacer is 0 (and the hook scrolls by the difference to
    // keep row 3 still)
    const w = even(30, 330, { top: 100, height: 844 }, { index: 3, top: 100 })
    expect(w).toMatchObject({ start: 0, before: 0 })
    // Far down, a spacer never goes below zero either
    const far = even(1000, 330, { top: 600, height: 844 }, { index: 20, top: 600 })
    expect(far.start).toBeGreaterThan(0)
    expect(far.before).toBe(0)
  })

  it('clamps at both ends of the list', () => {
    expect(even(100, 100, { top: -300, height: 800 }).start).toBe(0)
    const end = even(100, 100, { top: 9_900, height: 800 }, { index: 99, top: 9_900 })
    expect(end.end).toBe(100)
    expect(end.after).toBe(0)
  })

  it('renders a few rows beyond the view whatever their height, the anchor row always', () => {
    // The view far above the list (phone filters open above it): its first MIN_ROWS rows
    expect(even(30, 100, { top: -5000, height: 800 })).toMatchObject({ start: 0, end: MIN_ROWS })
    // Rows taller than a view: the one in view, MIN_ROWS below, MIN_ROWS above
    const tall = even(100, 2000, { top: 20_500, height: 800 }, { index: 10, top: 20_000 })
    expect(tall).toMatchObject({ start: 10 - MIN_ROWS, end: 11 + MIN_ROWS })
  })

  it('keeps a focused row that is near the window, not one far behind', () => {
    const at = (focused: number, index: number) =>
      even(20_000, 100, { top: index * 100, height: 800 }, { index, top: index * 100 }, focused)
    // View on row 50: row 30 (focused) stays rendered with OVERSCAN rows before it, so focus is
    // not lost and Shift+Tab finds the row above
    expect(at(30, 50).start).toBe(30 - OVERSCAN)
    // Focus below the view: the rows after it are there for the next Tab
    expect(at(70, 50).end).toBe(70 + 1 + OVERSCAN)
    // Row 3 was left 200+ rows behind: it is not dragged along (500 - 4 rows of half a view)
    expect(at(3, 500).start).toBe(496)
  })
})

describe('anchorAt: the row at the view top, from where rows really stand', () => {
  // Rows 10-14 rendered at 120 px from 1000 (the spacer above stands for rows 0-9 in 1000 px)
  const win: RowWindow = { start: 10, end: 15, before: 1000, after: 8500 }
  const rows = rendered(10, 1000, [120, 120, 120, 120, 120])

  it.each([
    // 1250 lies in row 12 (1240-1360)
    { viewTop: 1250, anchor: { index: 12, top: 1240 } },
    { viewTop: 1000, anchor: { index: 10, top: 1000 } },
    // In the spacer above: 1000 px for 10 rows, 100 px a row: 650 is in row 6
    { viewTop: 650, anchor: { index: 6, top: 600 } },
    // Past the rendered rows (they end at 1600), at the 100 px guess: 2050 is row 15 + 4
    { viewTop: 2050, anchor: { index: 19, top: 2000 } },
    // Past the end of the list: its last row
    { viewTop: 1e9, anchor: { index: 99, top: 1600 + 84 * 100 } },
  ])('at $viewTop', ({ viewTop, anchor }) => {
    expect(anchorAt(100, win, rows, 100, viewTop)).toEqual(anchor)
  })

  it('with no row rendered yet, by the pitch from the top', () => {
    // A restored scroll of 2100 px into the list of cards at 330 px is row 6 (at 1980), where the
    // desktop row's 150 px put it at row 14: the cause of e877933's revert
    expect(anchorAt(30, { start: 0, end: 0, before: 0, after: 0 }, null, 330, 2100)).toEqual({
      index: 6,
      top: 1980,
    })
    expect(anchorFromTop(30, 150, 2100).index).toBe(14)
    expect(anchorFromTop(30, 330, -200)).toEqual({ index: 0, top: 0 })
  })
})

describe('pitches', () => {
  it('count a card’s margin: the next row’s top, or the last row’s bottom with its margin', () => {
    // Cards of 318 px 12 px apart: 330 each
    const rows = rendered(4, 0, [330, 330, 330])
    expect(averagePitch(rows)).toBe(330)
    const pitch = measuredPitch(rows, 150)
    expect([pitch(3), pitch(4), pitch(6), pitch(7)]).toEqual([150, 330, 330, 150])
    expect(averagePitch(null)).toBeNull()
  })
})
