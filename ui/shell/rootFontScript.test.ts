import { describe, expect, it } from 'vitest'
import { fontSizeFor } from '../../engine/viewport'
import { ROOT_FONT_SCRIPT } from './rootFontScript'

/** Runs the inline script against a stand-in window and returns what it set on <html>. */
function run(width: number, height: number) {
  const root = { style: { fontSize: '' }, dataset: {} as Record<string, string> }
  new Function('document', 'innerWidth', 'innerHeight', ROOT_FONT_SCRIPT)(
    { documentElement: root },
    width,
    height,
  )
  return root
}

describe('root font script', () => {
  it.each([
    [1920, 1080],
    [390, 844],
    [844, 390],
    [1366, 768],
    [2560, 1440],
    [1080, 1920],
    [320, 568],
  ])('at %ix%i matches fontSizeFor', (w, h) => {
    const root = run(w, h)
    expect(root.style.fontSize).toBe(`${fontSizeFor(w, h)}px`)
    expect(root.dataset.orientation).toBe(w >= h ? 'landscape' : 'portrait')
  })

  it('leaves the CSS default when the window has no size yet', () => {
    expect(run(0, 0).style.fontSize).toBe('')
  })
})
