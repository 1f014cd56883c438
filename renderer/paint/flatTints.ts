// The status tints of a floor's flats, split in two: the look at rest is painted into the floor's
// cached texture with the walls and rooms, and only what hover adds is drawn live over it. Every
// flat's tint used to be a live layer over the whole floor: on a software GPU that overdraw was a
// third of each frame. The split keeps the picture: the live overlay's alpha is chosen
// so that rest + overlay is exactly the hovered look.

import type { Graphics } from 'pixi.js'
import type { AreaStyle } from './areaStyle'
import { flatten, type WorldPoint } from '../stage/space'

/**
 * The alpha an overlay of the same colour needs over a tint of alpha `rest` to look like one tint
 * of alpha `want`: 1 - want = (1 - rest)(1 - overlay). Nothing when the rest is already as strong.
 */
export function overlayAlpha(rest: number, want: number): number {
  if (want <= rest) return 0
  if (rest >= 1) return 0
  return 1 - (1 - want) / (1 - rest)
}

/** The live part of a flat's look, given its full look and its look at rest (painted below). */
export function liveStyle(want: AreaStyle, rest: AreaStyle): AreaStyle {
  const fillAlpha =
    want.fill === rest.fill ? overlayAlpha(rest.fillAlpha, want.fillAlpha) : want.fillAlpha
  return { ...want, fillAlpha }
}

export interface RestTint {
  rooms: readonly (readonly WorldPoint[])[]
  colour: number
  alpha: number
}

/** Paints the flats' tints at rest into one Graphics of the cached layer, when they change. */
export class FlatTints {
  private painted = ''

  constructor(private readonly graphics: Graphics) {}

  /** True when the tints changed (the cached texture must be redrawn). */
  paint(tints: readonly RestTint[]): boolean {
    const key = tints.map((t) => `${t.colour}:${t.alpha.toFixed(3)}`).join(',')
    if (key === this.painted) return false
    this.painted = key
    const g = this.graphics.clear()
    for (const t of tints) {
      if (t.alpha <= 0) continue
      for (const room of t.rooms) g.poly(flatten(room)).fill({ color: t.colour, alpha: t.alpha })
    }
    return true
  }
}
