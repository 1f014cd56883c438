// The pines of the pictures (issue 47, item 11): lit from one side per picture and never mirrored
// into the wrong light; from above, crowns of many shapes and sizes, not one tile repeated.

import { describe, expect, it } from 'vitest'
import { entries } from './generate'
import { render } from './scenes'

const pictures = entries().map((e) => ({ name: e.name, svg: render(e) }))

describe('pines from the side', () => {
  it('never mirrors a lit pine or needle pad: a mirror would light it from the shaded side', () => {
    for (const { name, svg } of pictures) {
      const flipped = svg.match(/<use href="#(?:pine\d[ns]|pad\d)l?" transform="matrix\(-/g)
      expect(flipped, name).toBeNull()
    }
  })

  it('lights every pine of a picture from the same side', () => {
    for (const { name, svg } of pictures) {
      const left = /id="pad\d+s?l"/.test(svg)
      const right = /id="pad\d+s?"/.test(svg)
      expect(left && right, name).toBe(false)
    }
  })
})

describe('pines from above', () => {
  const crowns = (svg: string): string[] =>
    [...svg.matchAll(/<use href="#(?:c[pa]|t[pa])\d" transform="matrix\(([^ ]+) /g)].map(
      (m) => m[1]!,
    )

  it.each(['hero-aerial-summer', 'masterplan-illustrated'])(
    '%s scatters crowns of many sizes, not a grid of equal tiles',
    (name) => {
      const svg = pictures.find((p) => p.name === name)!.svg
      const scales = crowns(svg)
      expect(scales.length).toBeGreaterThan(200)
      expect(new Set(scales).size).toBeGreaterThan(40)
      expect(svg).not.toMatch(/id="crown\d"/)
    },
  )
})
