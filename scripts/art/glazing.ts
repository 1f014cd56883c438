// Glazing and openings for the buildings: glass and warm-light gradients, batched panes, mullions, side-face windows.

import type { Ctx } from './landscape'
import { C, mix } from './palette'
import { ellipse, linear, n, path, type Pt, poly, rects, subQuad } from './svg'

export function glass(c: Ctx): string {
  return c.defs.add('glass', () =>
    linear('glass', [
      [0, mix(c.L.skyMid, '#ffffff', 0.25)],
      [0.5, mix(c.L.skyTop, C.moss, 0.45)],
      [1, '#25322d'],
    ]),
  )
}

export function warm(c: Ctx): string {
  return c.defs.add('warm', () =>
    linear('warm', [
      [0, '#ffe4ae'],
      [1, '#e59d55'],
    ]),
  )
}

export type R = [number, number, number, number]

/** Panes collected by kind and written as a few paths: glass, lit glass, reflections, night shade. */
export class Panes {
  private glassR: R[] = []
  private litR: R[] = []
  private refl = ''
  constructor(private readonly c: Ctx) {}
  add(x: number, y: number, w: number, h: number, litChance: number): void {
    const { c } = this
    if (c.L.lit > 0 && c.r.chance(litChance * c.L.lit)) {
      this.litR.push([x, y, w, h])
      return
    }
    this.glassR.push([x, y, w, h])
    if (w > 30 && h > 30 && !c.defs.tone.lite) {
      const d = Math.min(w, h) * 0.5
      this.refl += `M${n(x + w * 0.5)} ${n(y)}h${n(d * 0.6)}l${n(-d * 0.8)} ${n(h)}h${n(-d * 0.6)}Z`
    }
  }
  flush(): string {
    const { c } = this
    let out = ''
    if (this.glassR.length) {
      out += path(rects(this.glassR), { fill: `url(#${glass(c)})` })
      if (this.refl) out += path(this.refl, { fill: '#ffffff', opacity: 0.09 })
      if (c.L.lit > 0.5)
        out += path(rects(this.glassR), { fill: '#0e1614', opacity: c.L.lit * 0.55 })
    }
    if (this.litR.length) out += path(rects(this.litR), { fill: `url(#${warm(c)})` })
    this.glassR = []
    this.litR = []
    this.refl = ''
    return out
  }
}

/** A single pane: sky-reflecting glass, or warm light when the scene is lit and the dice say so. */
export function pane(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  litChance: number,
): string {
  const p = new Panes(c)
  p.add(x, y, w, h, litChance)
  return p.flush()
}

export function mullions(
  x: number,
  y: number,
  w: number,
  h: number,
  parts: number,
  color: string,
  sw: number,
): string {
  let d = ''
  for (let i = 1; i < parts; i++) d += `M${n(x + (w * i) / parts)} ${n(y)}v${n(h)}`
  return d ? path(d, { stroke: color, 'stroke-width': sw }) : ''
}

/** Windows spread over a visible side face, as rows of small quads. */
export function sideWindows(
  c: Ctx,
  q: [Pt, Pt, Pt, Pt] | null,
  rows: number,
  cols: number,
  fill: string,
  lit: number,
): string {
  if (!q) return ''
  let out = ''
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const on = c.L.lit > 0 && c.r.chance(lit * c.L.lit)
      const p = subQuad(
        q,
        (j + 0.25) / cols,
        (i + 0.2) / rows,
        (j + 0.75) / cols,
        (i + 0.85) / rows,
      )
      out += poly(p, { fill: on ? `url(#${warm(c)})` : fill })
    }
  }
  return out
}

export const contact = (x: number, base: number, w: number): string =>
  ellipse(x + w / 2, base, w * 0.62, w * 0.035, { fill: '#10160f', opacity: 0.28 })
