import { describe, expect, it } from 'vitest'
import { rasterSrcSet, rasterUrl, rasterWidths } from './rasterArt'

describe('raster versions of the illustrations', () => {
  it.each([
    [1920, [480, 800, 1200, 1440, 1920]],
    [1200, [480, 800, 1200]],
    [400, [400]],
    [2400, [480, 800, 1200, 1440, 1920]],
  ])('an image %d px wide is drawn at %j', (width, widths) => {
    expect(rasterWidths(width)).toEqual(widths)
  })

  it('names versioned files, so they can be cached for a year', () => {
    const art = { v: 'a1b2c3d4e5', widths: [480, 800, 1200] }
    expect(rasterUrl('pines', art, 800, 'avif')).toBe('/generated/img/pines.a1b2c3d4e5/800.avif')
    expect(rasterSrcSet('pines', art, 'webp')).toBe(
      '/generated/img/pines.a1b2c3d4e5/480.webp 480w, /generated/img/pines.a1b2c3d4e5/800.webp 800w, /generated/img/pines.a1b2c3d4e5/1200.webp 1200w',
    )
    // The JPEG fallback: 800 and the largest.
    expect(rasterSrcSet('pines', art, 'jpeg')).toBe(
      '/generated/img/pines.a1b2c3d4e5/800.jpg 800w, /generated/img/pines.a1b2c3d4e5/1200.jpg 1200w',
    )
  })
})
