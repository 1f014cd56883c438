import { describe, expect, it } from 'vitest'
import { computeWindow, OVERSCAN, WINDOW_FROM } from './useRowWindow'

describe('computeWindow', () => {
  it('renders every row of a short list', () => {
    expect(computeWindow(WINDOW_FROM, 100, 5000, 800, null)).toEqual({
      start: 0,
      end: WINDOW_FROM,
      before: 0,
      after: 0,
    })
  })

  it('renders the rows in view plus the overscan, spacers for the rest', () => {
    // 20 000 rows of 100 px; view 5000-5800 px shows rows 50-57, overscan 8 each side: 42-66
    const w = computeWindow(20_000, 100, 5000, 800, null)
    expect(w).toEqual({
      start: 50 - OVERSCAN,
      end: 58 + OVERSCAN,
      before: (50 - OVERSCAN) * 100,
      after: (20_000 - 58 - OVERSCAN) * 100,
    })
  })

  it('keeps the total height: spacers plus rendered rows equal all rows', () => {
    const w = computeWindow(1000, 137, 40_000, 844, null)
    expect(w.before + (w.end - w.start) * 137 + w.after).toBeCloseTo(1000 * 137)
  })

  it('clamps at both ends of the list', () => {
    expect(computeWindow(100, 100, -300, 800, null).start).toBe(0)
    const end = computeWindow(100, 100, 1_000_000, 800, null)
    expect(end.end).toBe(100)
    expect(end.after).toBe(0)
  })

  it('keeps a focused row that is near the window, not one far behind', () => {
    // view on rows 50-57: row 30 (focused) stays rendered with OVERSCAN rows before it, so focus
    // is not lost and Shift+Tab finds the row above
    expect(computeWindow(20_000, 100, 5000, 800, 30).start).toBe(30 - OVERSCAN)
    // focus below the view: the rows after it are there for the next Tab
    expect(computeWindow(20_000, 100, 5000, 800, 70).end).toBe(70 + 1 + OVERSCAN)
    // row 3 was left 200+ rows behind: it is not dragged along
    expect(computeWindow(20_000, 100, 50_000, 800, 3).start).toBe(500 - OVERSCAN)
  })
})
