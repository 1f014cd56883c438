// Paints one window's sun-path strip (engine/sunView/sunStrip.ts) on a 2D canvas: sky, the
// skyline's silhouette, a degree scale, and the four dates' sun arcs, solid where the sun reaches
// the window and dotted where the skyline hides it. The plans worker runs it on a transferred
// OffscreenCanvas; a page-thread host runs the same code on the element. Pure drawing, no state.

import type { SunStrip } from '../../engine/sunView/sunStrip'
import { STRIP_TOP } from '../../engine/sunView/sunStrip'
import { LAND, PALETTE } from './palette'

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

const css = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`

/** One stroke per date, warm to cold: the norm's spring and summer ends, midsummer, midwinter. */
export const ARC_COLOURS: Readonly<Record<string, number>> = {
  '04-22': 0xc98a2b,
  '06-21': 0xd9541e,
  '08-22': 0x9a6a2f,
  '12-21': 0x5b7fa6,
}

export interface StripSize {
  /** CSS pixels and the device pixel ratio the backing store is sized for. */
  width: number
  height: number
  resolution: number
  /** The least size of its words, CSS px (the page's --canvas-text-min; 0 or absent: none). */
  textMin?: number
}

export function paintSunStrip(ctx: Context2D, strip: SunStrip, size: StripSize): void {
  const { width: w, height: h, resolution } = size
  ctx.setTransform(resolution, 0, 0, resolution, 0, 0)
  ctx.clearRect(0, 0, w, h)
  // The scale's type grows with the strip, and never drops under the page's least canvas text
  // (18 px on the kiosk, read from a metre away).
  const type = Math.max(10, size.textMin ?? 0, Math.round(h / 15))
  const pad = { left: type * 2.8, right: 6, top: 8, bottom: type + 8 }
  const iw = w - pad.left - pad.right
  const ih = h - pad.top - pad.bottom
  const X = (x: number) => pad.left + x * iw
  const Y = (y: number) => pad.top + (1 - y) * ih
  // Sky, fading to the horizon.
  const sky = ctx.createLinearGradient(0, pad.top, 0, pad.top + ih)
  sky.addColorStop(0, '#e9f1f4')
  sky.addColorStop(1, css(PALETTE.paper))
  ctx.fillStyle = sky
  ctx.fillRect(pad.left, pad.top, iw, ih)
  // The scale: every 15° of elevation, and the window's axis.
  ctx.font = `${type}px sans-serif`
  ctx.textAlign = 'right'
  ctx.textBaseline = 'middle'
  ctx.lineWidth = 1
  for (let e = 0; e <= STRIP_TOP; e += 15) {
    ctx.strokeStyle = 'rgba(28, 31, 29, 0.12)'
    ctx.beginPath()
    ctx.moveTo(pad.left, Y(e / STRIP_TOP))
    ctx.lineTo(pad.left + iw, Y(e / STRIP_TOP))
    ctx.stroke()
    ctx.fillStyle = css(PALETTE.inkSoft)
    ctx.fillText(`${e}°`, pad.left - 4, Y(e / STRIP_TOP))
  }
  ctx.setLineDash([2, 3])
  ctx.strokeStyle = 'rgba(28, 31, 29, 0.35)'
  ctx.beginPath()
  ctx.moveTo(X(0.5), pad.top)
  ctx.lineTo(X(0.5), pad.top + ih)
  ctx.stroke()
  ctx.setLineDash([])
  // The silhouette: pines, dune and buildings alike, in the forest's green.
  ctx.fillStyle = css(LAND.forestDeep)
  ctx.globalAlpha = 0.85
  ctx.beginPath()
  ctx.moveTo(X(0), Y(0))
  for (const [x, y] of strip.skyline) ctx.lineTo(X(x), Y(y))
  ctx.lineTo(X(1), Y(0))
  ctx.closePath()
  ctx.fill()
  ctx.globalAlpha = 1
  // The arcs over it.
  ctx.lineJoin = 'round'
  ctx.lineCap = 'round'
  for (const arc of strip.arcs) {
    ctx.strokeStyle = css(ARC_COLOURS[arc.date] ?? PALETTE.ink)
    for (const run of arc.runs) {
      ctx.lineWidth = run.lit ? 2.5 : 1.5
      ctx.setLineDash(run.lit ? [] : [1.5, 4])
      ctx.beginPath()
      run.points.forEach(([x, y], i) => {
        if (i === 0) ctx.moveTo(X(x), Y(y))
        else ctx.lineTo(X(x), Y(y))
      })
      ctx.stroke()
    }
  }
  ctx.setLineDash([])
  // The ends and the middle of the front half, under the strip.
  ctx.fillStyle = css(PALETTE.inkSoft)
  ctx.textBaseline = 'alphabetic'
  const turn = (off: number) => `${(((strip.bearing + off) % 360) + 360) % 360}°`
  ctx.textAlign = 'left'
  ctx.fillText(turn(-90), X(0), h - 4)
  ctx.textAlign = 'center'
  ctx.fillText(turn(0), X(0.5), h - 4)
  ctx.textAlign = 'right'
  ctx.fillText(turn(90), X(1), h - 4)
}

/** Sizes a canvas's backing store to `size` and paints the strip on it: every host's one call. */
export function paintStripOn(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  strip: SunStrip,
  size: StripSize,
): void {
  const width = Math.max(1, Math.round(size.width * size.resolution))
  const height = Math.max(1, Math.round(size.height * size.resolution))
  if (canvas.width !== width) canvas.width = width
  if (canvas.height !== height) canvas.height = height
  const ctx = canvas.getContext('2d') as Context2D | null
  if (ctx) paintSunStrip(ctx, strip, size)
}
