// A static layer (the site's ground, a floor's walls and rooms, a facade's drawing) drawn once into
// a texture and then drawn as one quad per frame: on a software GPU (SwiftShader, llvmpipe) the
// layered fills, textured canopy and hundreds of alpha-blended pines cost seconds a frame, the
// quad a few milliseconds. Pixi v8's Container.cacheAsTexture does the caching; this decides the
// texture's resolution for the camera's zoom and when to draw live instead.
//
// Resolution is texture px per world unit. It follows the zoom with hysteresis: a new texture is
// drawn at twice the screen's density (downsampled, that is the antialiasing; once on a software
// GPU), kept while it stays between 0.6x and 2x that, so panning and small zooms never redraw
// it. A texture may not exceed `maxPx` on a side (GPU limit and memory: 4096^2 RGBA is 64 MB):
// zoomed in past what that can show crisply, the layer is drawn live again, exactly as without
// a cache.

import type { Container } from 'pixi.js'

export interface CachePolicy {
  /** The renderer's device pixel ratio now (it changes when a window moves between screens). */
  pixelRatio(): number
  /** The largest texture side, px. */
  maxPx: number
  /**
   * Texture px per screen px of a freshly drawn texture: 2 (the downsampling is the antialiasing),
   * or 1 on a software GPU, where drawing the texture costs four times as long at 2.
   */
  oversample?: number
}

/** A GPU implemented on the CPU (WebGL's unmasked renderer name): same picture, far slower. */
export const SOFTWARE_GPU = /swiftshader|llvmpipe|softpipe|software|basic render driver/i

/** Oversampling of a freshly drawn texture, and the band in which it is kept (x oversample). */
export const OVERSAMPLE = 2
const KEEP_MIN = 0.6
const KEEP_MAX = 2
/** How far a texture at the size cap may be magnified before the layer is drawn live. */
const MAX_MAGNIFY = 1.3

/**
 * The resolution to draw the cache at for `density` screen px per world unit, or null to draw
 * live; `current` is kept while it is still good enough (0: none yet). Pure, for the tests.
 */
export function cacheResolution(
  density: number,
  current: number,
  largestSide: number,
  maxPx: number,
  oversample = OVERSAMPLE,
): number | null {
  if (!(density > 0) || !(largestSide > 0)) return null
  // Power-of-two texture sizes: stay a pixel under the cap so the pool never rounds up past it.
  const most = (maxPx - 1) / largestSide
  // A texture already at the cap is kept up to a slight magnification, so a zoom hovering about
  // the limit does not switch between the cache and live drawing (each switch is a costly frame).
  const held = current > 0 && current >= most * 0.999 ? MAX_MAGNIFY : 1
  if (density > most * held) return null
  const keepMin = density * oversample * KEEP_MIN
  if (
    current > 0 &&
    current >= Math.min(keepMin, most) &&
    current <= density * oversample * KEEP_MAX
  )
    return current
  return Math.min(density * oversample, most)
}

export class StaticCache {
  private resolution = 0
  private largest = 0

  constructor(
    readonly layer: Container,
    private readonly policy: CachePolicy | null,
  ) {}

  /** Called with the camera's zoom (CSS px per world unit) before each frame. */
  fit(zoom: number): void {
    if (!this.policy) return
    if (this.largest === 0) {
      const b = this.layer.getLocalBounds()
      this.largest = Math.max(b.width, b.height, 1e-6)
    }
    const density = zoom * this.policy.pixelRatio()
    const next = cacheResolution(
      density,
      this.resolution,
      this.largest,
      this.policy.maxPx,
      this.policy.oversample,
    )
    if (next === (this.resolution || null)) return
    this.release()
    if (next !== null) this.layer.cacheAsTexture({ resolution: next, antialias: false })
    this.resolution = next ?? 0
  }

  /** The layer's content changed (a child shown or hidden): draw the texture again. */
  refresh(): void {
    if (this.resolution > 0) this.layer.updateCacheTexture()
  }

  /**
   * Frees the texture's GPU memory now rather than leaving it in Pixi's shared pool for a scene
   * that may never ask for that size again. Call before destroying the layer.
   */
  release(): void {
    if (this.resolution === 0) return
    const group = this.layer.renderGroup
    const texture = group?.texture
    if (group && texture) group.texture = undefined
    this.layer.cacheAsTexture(false)
    texture?.destroy(true)
    this.resolution = 0
  }
}
