import { describe, expect, it } from 'vitest'
import { ShelfPacker } from './glyphPacker'

describe('shelf packer', () => {
  it('fills a shelf left to right, then opens the next below its tallest box', () => {
    const p = new ShelfPacker(100, 100, 1)
    expect(p.place(30, 10)).toEqual({ x: 0, y: 0 })
    expect(p.place(30, 20)).toEqual({ x: 31, y: 0 })
    expect(p.place(30, 10)).toEqual({ x: 62, y: 0 })
    // 93 + 31 > 100: a new shelf at the tallest box plus its gap, 21
    expect(p.place(30, 10)).toEqual({ x: 0, y: 21 })
    expect(p.used).toBe(32) // 21 + 10 + 1
  })

  it('rounds fractional boxes up so glyphs never overlap', () => {
    const p = new ShelfPacker(100, 100, 1)
    p.place(10.2, 5.5)
    expect(p.place(1, 1)).toEqual({ x: 12, y: 0 }) // ceil(10.2) + 1
  })

  it('says when the page is full, and refuses a box larger than the page', () => {
    const p = new ShelfPacker(50, 20, 0)
    expect(p.place(60, 5)).toBeNull()
    expect(p.place(50, 10)).toEqual({ x: 0, y: 0 })
    expect(p.place(50, 10)).toEqual({ x: 0, y: 10 })
    expect(p.place(1, 1)).toBeNull()
  })
})
