// Procedural textures for the illustrated site plan: a pine crown seen from above over its soft
// shadow, and a seamless forest canopy tile, painted on 2D canvases with a seeded generator so
// every visit shows the same forest. Painted once per page and shared by every renderer: they are
// small (about 330 KB), a remount should not repaint them, and each renderer's GPU copy goes with
// its context.

import {
  CanvasSource,
  DOMAdapter,
  type ICanvas,
  type ICanvasRenderingContext2D,
  Texture,
} from 'pixi.js'
import { mulberry32 } from '../../engine/seededRandom'
import { LAND } from './palette'

/** The project's seeded generator (engine/seededRandom.ts), enough for scattering crowns. */
export const seeded = mulberry32

const css = (colour: number, alpha = 1) =>
  `rgba(${(colour >> 16) & 255}, ${(colour >> 8) & 255}, ${colour & 255}, ${alpha})`

// A 2D canvas in the page, an OffscreenCanvas in the worker (Pixi's DOMAdapter knows which).
function canvas(size: number): [ICanvas, ICanvasRenderingContext2D] {
  const c = DOMAdapter.get().createCanvas(size, size)
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error('2D canvas unavailable')
  return [c, ctx]
}

/**
 * A crown in greys lit from the north-west; the sprite's tint gives it its green. Lobes around a
 * core read as a pine from above at any zoom.
 */
function paintCrown(
  ctx: ICanvasRenderingContext2D,
  cx: number,
  cy: number,
  r: number,
  rnd: () => number,
) {
  const lobes = 9
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + rnd() * 0.4
    const d = r * (0.5 + rnd() * 0.12)
    const lr = r * (0.42 + rnd() * 0.1)
    const x = cx + Math.cos(a) * d
    const y = cy + Math.sin(a) * d
    const g = ctx.createRadialGradient(x - lr * 0.35, y - lr * 0.35, lr * 0.1, x, y, lr)
    g.addColorStop(0, 'rgba(255,255,255,1)')
    g.addColorStop(0.7, 'rgba(205,205,205,1)')
    g.addColorStop(1, 'rgba(150,150,150,1)')
    ctx.fillStyle = g
    ctx.beginPath()
    ctx.arc(x, y, lr, 0, Math.PI * 2)
    ctx.fill()
  }
  const core = ctx.createRadialGradient(cx - r * 0.2, cy - r * 0.2, r * 0.05, cx, cy, r * 0.55)
  core.addColorStop(0, 'rgba(255,255,255,1)')
  core.addColorStop(1, 'rgba(185,185,185,1)')
  ctx.fillStyle = core
  ctx.beginPath()
  ctx.arc(cx, cy, r * 0.55, 0, Math.PI * 2)
  ctx.fill()
}

/** The crown's diameter in the crown texture, px, and where its centre sits (the shadow trails). */
export const CROWN_PX = 88
export const CROWN_ANCHOR = { x: 64 / 128, y: 64 / 128 }

/** A crown over its own shadow, cast to the south-east: trees are drawn as one sprite each. */
function crownCanvas(): ICanvas {
  const [c, ctx] = canvas(128)
  const shadow = ctx.createRadialGradient(76, 78, 6, 76, 78, 50)
  shadow.addColorStop(0, 'rgba(0,0,0,0.42)')
  shadow.addColorStop(0.7, 'rgba(0,0,0,0.2)')
  shadow.addColorStop(1, 'rgba(0,0,0,0)')
  ctx.fillStyle = shadow
  ctx.fillRect(0, 0, 128, 128)
  paintCrown(ctx, 64, 64, CROWN_PX / 2, seeded(7))
  return c
}

/**
 * A seamless canopy: lobed crowns in close greens, each over its own shadow, lit softly from the
 * north-west. Crowns that cross an edge are drawn again on the opposite side.
 */
function forestCanvas(): ICanvas {
  const size = 256
  const [c, ctx] = canvas(size)
  ctx.fillStyle = css(LAND.forestDeep)
  ctx.fillRect(0, 0, size, size)
  const rnd = seeded(11)
  const tones = [0x2f4d3a, 0x3a5a44, 0x44654c, 0x4f6f55, 0x58785b]
  for (let i = 0; i < 170; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const r = 10 + rnd() * 7
    const tone = tones[Math.floor(rnd() * tones.length)] ?? LAND.forest
    const lobes = Array.from({ length: 6 }, (_, k) => {
      const a = (k / 6) * Math.PI * 2 + rnd()
      const d = r * (0.35 + rnd() * 0.2)
      return [Math.cos(a) * d, Math.sin(a) * d, r * (0.5 + rnd() * 0.15)] as const
    })
    for (const ox of [-size, 0, size]) {
      for (const oy of [-size, 0, size]) {
        const cx = x + ox
        const cy = y + oy
        if (cx + r * 1.4 < 0 || cx - r * 1.4 > size || cy + r * 1.4 < 0 || cy - r * 1.4 > size)
          continue
        ctx.fillStyle = 'rgba(12, 26, 18, 0.32)'
        ctx.beginPath()
        ctx.arc(cx + r * 0.28, cy + r * 0.34, r * 1.02, 0, Math.PI * 2)
        ctx.fill()
        for (const [lx, ly, lr] of lobes) {
          const g = ctx.createRadialGradient(
            cx + lx - lr * 0.4,
            cy + ly - lr * 0.4,
            0,
            cx + lx,
            cy + ly,
            lr,
          )
          g.addColorStop(0, css(0x6f8d6b, 1))
          g.addColorStop(0.6, css(tone, 1))
          g.addColorStop(1, css(LAND.forestDeep, 1))
          ctx.fillStyle = g
          ctx.beginPath()
          ctx.arc(cx + lx, cy + ly, lr, 0, Math.PI * 2)
          ctx.fill()
        }
      }
    }
  }
  return c
}

export type TextureName = 'crown' | 'forest'

const PAINTERS: Record<TextureName, () => ICanvas> = {
  crown: crownCanvas,
  forest: forestCanvas,
}

/** Textures made on first use. */
export class TextureBank {
  private readonly made = new Map<TextureName, Texture>()

  get(name: TextureName): Texture {
    let texture = this.made.get(name)
    if (!texture) {
      const source = new CanvasSource({
        resource: PAINTERS[name](),
        autoGenerateMipmaps: true,
        addressMode: name === 'forest' ? 'repeat' : 'clamp-to-edge',
        scaleMode: 'linear',
        // Bilinear within the nearest mip level: half the texture reads of trilinear filtering.
        mipmapFilter: 'nearest',
      })
      texture = new Texture({ source })
      this.made.set(name, texture)
    }
    return texture
  }
}

/** The page's one bank (see the contract above). */
export const PAGE_TEXTURES = new TextureBank()
