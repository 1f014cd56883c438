import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  distinctSnap,
  LAID_OUT_AS,
  dragHeight,
  handleAction,
  sheetFixed,
  snapAfterDrag,
  snapAfterTap,
  stepSnap,
} from './sheetSnap'

const heights = { peek: 80, rest: 400, full: 600 }

describe('snapAfterDrag', () => {
  it('rests at the nearest height after a slow drag', () => {
    expect(snapAfterDrag(heights, 90, 0)).toBe('peek')
    expect(snapAfterDrag(heights, 300, 0)).toBe('rest')
    expect(snapAfterDrag(heights, 520, 0)).toBe('full')
  })
  it('carries a flick on to the next height', () => {
    expect(snapAfterDrag(heights, 420, 1.2)).toBe('full')
    expect(snapAfterDrag(heights, 380, -1.5)).toBe('peek')
  })
  it('counts coinciding heights once, as the smaller', () => {
    expect(snapAfterDrag({ peek: 80, rest: 80, full: 600 }, 100, 0)).toBe('peek')
  })
})

describe('stepSnap', () => {
  it('walks one height up or down and stops at the ends', () => {
    expect(stepSnap(heights, 'rest', 1)).toBe('full')
    expect(stepSnap(heights, 'rest', -1)).toBe('peek')
    expect(stepSnap(heights, 'full', 1)).toBe('full')
    expect(stepSnap(heights, 'peek', -1)).toBe('peek')
  })
  it('skips a height equal to the current one', () => {
    expect(stepSnap({ peek: 80, rest: 600, full: 600 }, 'rest', 1)).toBe('rest')
    expect(stepSnap({ peek: 80, rest: 80, full: 600 }, 'peek', 1)).toBe('full')
  })
})

describe('snapAfterTap', () => {
  it('cycles rest, full, peek', () => {
    expect(snapAfterTap(heights, 'rest')).toBe('full')
    expect(snapAfterTap(heights, 'full')).toBe('peek')
    expect(snapAfterTap(heights, 'peek')).toBe('rest')
  })
  it('skips a snap as high as the current one', () => {
    const facade = { peek: 80, rest: 400, full: 400 }
    expect(snapAfterTap(facade, 'rest')).toBe('peek')
    expect(snapAfterTap(facade, 'peek')).toBe('rest')
    expect(snapAfterTap({ peek: 400, rest: 400, full: 400 }, 'rest')).toBe('rest')
  })
})

describe('dragHeight', () => {
  it('follows the finger between the smallest and largest snaps', () => {
    expect(dragHeight(heights, 400, -50)).toBe(450)
    expect(dragHeight(heights, 400, 1000)).toBe(80)
    expect(dragHeight(heights, 400, -1000)).toBe(600)
  })
})

describe('distinctSnap', () => {
  it('names a height by the rest, else the smallest snap that has it', () => {
    expect(distinctSnap({ peek: 80, rest: 300, full: 300 }, 'full')).toBe('rest')
    expect(distinctSnap({ peek: 80, rest: 80, full: 600 }, 'peek')).toBe('rest')
    expect(distinctSnap({ peek: 300, rest: 300, full: 300 }, 'full')).toBe('rest')
    expect(distinctSnap(heights, 'full')).toBe('full')
  })
})

describe('handleAction', () => {
  it('says what a tap does at each of three heights', () => {
    expect(handleAction(heights, 'peek')).toBe('show')
    expect(handleAction(heights, 'rest')).toBe('expand')
    expect(handleAction(heights, 'full')).toBe('collapse')
  })
  it('collapses where full is as high as the rest (a short list, a facade)', () => {
    const short = { peek: 80, rest: 300, full: 300 }
    expect(handleAction(short, 'rest')).toBe('collapse')
    expect(handleAction(short, 'full')).toBe('collapse')
    expect(handleAction(short, 'peek')).toBe('show')
  })
  it('expands where the peek is the rest (a canvas already as tall as its subject)', () => {
    const flat = { peek: 88, rest: 88, full: 500 }
    expect(handleAction(flat, 'rest')).toBe('expand')
    expect(handleAction(flat, 'peek')).toBe('expand')
    expect(handleAction(flat, 'full')).toBe('collapse')
  })
})

describe('sheetFixed', () => {
  it('holds where every snap has one height', () => {
    expect(sheetFixed({ peek: 300, rest: 300.5, full: 300 })).toBe(true)
    expect(sheetFixed({ peek: 300, rest: 300, full: 500 })).toBe(false)
    expect(sheetFixed(heights)).toBe(false)
  })
})

describe('snaps the stylesheet lays out alike', () => {
  it('names a peek wherever it names the rest, and the reverse (Plans.module.css)', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'Plans.module.css'), 'utf8')
    // Each rule's selector list, as written: one selector a line or comma-separated.
    const selectors = [...css.matchAll(/([^{};]*)\{/g)]
      .map((m) => (m[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim())
      .filter((sel) => sel.includes('data-sheet='))
    expect(selectors.length).toBeGreaterThan(5)
    for (const sel of selectors) {
      const [alike, other] = sel.includes('data-sheet="peek"') ? ['peek', 'rest'] : ['rest', 'peek']
      if (!sel.includes(`data-sheet="${alike}"`)) continue
      // The same selector for the other snap is in the same list.
      expect(sel, sel).toContain(`data-sheet="${other}"`)
    }
    expect(LAID_OUT_AS.peek).toBe(LAID_OUT_AS.rest)
    expect(LAID_OUT_AS.full).not.toBe(LAID_OUT_AS.rest)
  })
})
