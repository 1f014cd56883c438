// The keyboard focus ring on the canvas: the accessible twin's focused button is invisible over the
// drawing, so the ring is drawn here, around the target's screen box, in CSS px at any zoom.

import { Graphics } from 'pixi.js'
import { PALETTE } from '../paint/palette'
import type { ScreenRect } from '../stage/space'

const PAD = 6

export class FocusRing {
  readonly root = new Graphics()
  private drawn: string | null = null

  /** Draws the ring around `rect`, or hides it for null. Skips redrawing an unchanged ring. */
  show(rect: ScreenRect | null): void {
    const key = rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : null
    if (key === this.drawn) return
    this.drawn = key
    this.root.clear()
    if (!rect) return
    const x = rect.x - PAD
    const y = rect.y - PAD
    const w = rect.width + PAD * 2
    const h = rect.height + PAD * 2
    const r = Math.min(12, w / 2, h / 2)
    // A paper halo under a pine line: visible on dark roofs and on pale lawns alike.
    this.root.roundRect(x, y, w, h, r).stroke({ width: 6, color: PALETTE.paper, alpha: 0.9 })
    this.root.roundRect(x, y, w, h, r).stroke({ width: 2.5, color: PALETTE.pine })
  }

  destroy(): void {
    this.root.destroy()
  }
}
