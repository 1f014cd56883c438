import { describe, expect, it } from 'vitest'
import { startHidden } from './crumbsEdge'

describe('the crumbs row hides its start', () => {
  it('not when everything fits', () => {
    expect(startHidden(0, 300, 300)).toBe(false)
    expect(startHidden(0, 301, 300)).toBe(false)
  })

  it('when opened at its end (a row-reverse scroller at 0) and the row is wider', () => {
    expect(startHidden(0, 420, 358)).toBe(true)
    expect(startHidden(-30, 420, 358)).toBe(true)
  })

  it('not once scrolled all the way to its start', () => {
    expect(startHidden(-62, 420, 358)).toBe(false)
    expect(startHidden(-61.5, 420, 358)).toBe(false)
  })
})
