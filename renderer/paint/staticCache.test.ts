import { describe, expect, it } from 'vitest'
import { cacheResolution, SOFTWARE_GPU } from './staticCache'

describe('cacheResolution', () => {
  it('draws a new texture at twice the screen density', () => {
    expect(cacheResolution(10, 0, 100, 4096)).toBe(20)
  })

  it('keeps the texture while panning and zooming a little', () => {
    expect(cacheResolution(10 * 1.25, 20, 100, 4096)).toBe(20)
    expect(cacheResolution(10 * 0.75, 20, 100, 4096)).toBe(20)
  })

  it('redraws sharper when zoomed in, coarser when zoomed far out', () => {
    expect(cacheResolution(18, 20, 100, 4096)).toBe(36)
    expect(cacheResolution(4, 20, 100, 4096)).toBe(8)
  })

  it('never exceeds the largest texture, and draws live past it', () => {
    expect(cacheResolution(30, 0, 100, 4096)).toBeCloseTo(40.95)
    expect(cacheResolution(40, 40.95, 100, 4096)).toBeCloseTo(40.95)
    expect(cacheResolution(41, 0, 100, 4096)).toBeNull()
    expect(cacheResolution(50, 40.95, 100, 4096)).toBeCloseTo(40.95)
    expect(cacheResolution(54, 40.95, 100, 4096)).toBeNull()
    expect(100 * (cacheResolution(30, 0, 100, 4096) ?? 0)).toBeLessThan(4096)
  })

  it('draws once at the screen density on a software GPU, and keeps that texture as long', () => {
    expect(cacheResolution(10, 0, 100, 4096, 1)).toBe(10)
    expect(cacheResolution(10 * 1.4, 10, 100, 4096, 1)).toBe(10)
    expect(cacheResolution(10 * 0.6, 10, 100, 4096, 1)).toBe(10)
    expect(cacheResolution(18, 10, 100, 4096, 1)).toBe(18)
    expect(cacheResolution(4, 10, 100, 4096, 1)).toBe(4)
  })

  it('draws live for a degenerate layer', () => {
    expect(cacheResolution(10, 0, 0, 4096)).toBeNull()
    expect(cacheResolution(0, 0, 100, 4096)).toBeNull()
  })
})

describe('SOFTWARE_GPU', () => {
  it('recognises software rasterisers and not hardware', () => {
    expect(SOFTWARE_GPU.test('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)))')).toBe(
      true,
    )
    expect(SOFTWARE_GPU.test('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true)
    expect(SOFTWARE_GPU.test('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620, OpenGL 4.6)')).toBe(
      false,
    )
  })
})
