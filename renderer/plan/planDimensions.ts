// The overall dimensions of the flat being viewed, as an architect's plan gives them: its width
// along the top and its depth down the left side, measured to the wall centrelines of its
// envelope, in metres to the centimetre. Drawn in screen space beside the flat, in
// apartment view only, and only when the flat is large enough on screen to carry them. A terrace
// outside the envelope keeps the lines beyond it, with extension lines out to them, so they never
// cross the terrace and its label.

import { type BitmapText, Container, Graphics } from 'pixi.js'
import type { Locale } from '../../engine/types'
import { type Camera, type Viewport, worldToScreen } from '../stage/camera'
import type { GlyphAtlas } from '../text/glyphAtlas'
import { PALETTE } from '../paint/palette'
import { formatLength } from './planScale'
import { type Box, boxOf, type WorldPoint, world } from '../stage/space'
import { DIMENSIONS_OFFSET as OFFSET, DIMENSIONS_REACH } from './flatFrame'

const TICK = 5

export class PlanDimensions {
  readonly root = new Container()
  private readonly lines = new Graphics()
  private readonly width: BitmapText
  private readonly depth: BitmapText
  private readonly box: Box<WorldPoint>
  /** The envelope and the flat's terraces: the lines stay outside all of it. */
  private readonly outer: Box<WorldPoint>
  /** The screen box the lines were last drawn for: a hover frame redraws nothing. */
  private drawn = ''

  constructor(
    glyphs: GlyphAtlas,
    polygon: readonly WorldPoint[],
    terraces: readonly (readonly WorldPoint[])[] = [],
  ) {
    this.box = boxOf(polygon, world)
    this.outer = boxOf([...polygon, ...terraces.flat()], world)
    this.width = glyphs.label('small')
    this.depth = glyphs.label('small')
    for (const t of [this.width, this.depth]) t.tint = PALETTE.inkSoft
    this.depth.rotation = -Math.PI / 2
    this.root.addChild(this.lines, this.width, this.depth)
    this.root.visible = false
  }

  setLocale(locale: Locale): void {
    this.drawn = ''
    this.width.text = formatLength(this.box.max[0] - this.box.min[0], locale)
    this.depth.text = formatLength(this.box.max[1] - this.box.min[1], locale)
  }

  layout(camera: Camera, vp: Viewport, show: boolean): void {
    const [x0, y0] = worldToScreen(camera, vp, this.box.min)
    const [x1, y1] = worldToScreen(camera, vp, this.box.max)
    this.root.visible = show && x1 - x0 > this.width.width + 40 && y1 - y0 > this.depth.width + 40
    if (!this.root.visible) return
    const key = `${x0.toFixed(1)}:${y0.toFixed(1)}:${x1.toFixed(1)}:${y1.toFixed(1)}`
    if (key === this.drawn) return
    this.drawn = key
    const [ox0, oy0] = worldToScreen(camera, vp, this.outer.min)
    const top = Math.round(Math.min(y0, oy0) - OFFSET)
    const left = Math.round(Math.min(x0, ox0) - OFFSET)
    const g = this.lines.clear()
    // Extension lines from the envelope out to a dimension line set beyond a terrace.
    if (x0 - left > OFFSET + 1)
      g.moveTo(x0 - 3, y0)
        .lineTo(left - TICK, y0)
        .moveTo(x0 - 3, y1)
        .lineTo(left - TICK, y1)
    if (y0 - top > OFFSET + 1)
      g.moveTo(x0, y0 - 3)
        .lineTo(x0, top - TICK)
        .moveTo(x1, y0 - 3)
        .lineTo(x1, top - TICK)
    g.stroke({ width: 1, color: PALETTE.inkSoft, alpha: 0.45 })
    g.moveTo(x0, top).lineTo(x1, top)
    g.moveTo(x0, top - TICK).lineTo(x0, top + TICK)
    g.moveTo(x1, top - TICK).lineTo(x1, top + TICK)
    g.moveTo(left, y0).lineTo(left, y1)
    g.moveTo(left - TICK, y0).lineTo(left + TICK, y0)
    g.moveTo(left - TICK, y1).lineTo(left + TICK, y1)
    g.stroke({ width: 1, color: PALETTE.inkSoft })
    this.width.position.set(
      Math.round((x0 + x1) / 2 - this.width.width / 2),
      top - (DIMENSIONS_REACH - OFFSET),
    )
    // Turned a quarter anticlockwise: it reads upwards along the left line.
    this.depth.position.set(
      left - (DIMENSIONS_REACH - OFFSET),
      Math.round((y0 + y1) / 2 + this.depth.width / 2),
    )
  }
}
