// One interactive area on screen: a fill and an outline tessellated once in white, coloured by
// tint and faded by alpha. Restyling never redraws geometry, so hover costs a few property writes.
// A part at alpha 0 is hidden, not drawn transparent: on a software GPU every pixel drawn costs,
// seen or not (the floor's invisible fills were a third of its frame).

import { Container, Graphics } from 'pixi.js'
import type { AreaStyle } from './areaStyle'
import { approach } from '../stage/motion'
import { MOTION } from './opacities'
import { flatten } from '../stage/space'

export class AreaPaint {
  readonly root = new Container()
  private readonly fill = new Graphics()
  private readonly line = new Graphics()
  private target: AreaStyle | null = null

  /**
   * `lineWidth` is in world units unless `pixelLine` asks for a hairline of one device pixel
   * whatever the zoom. The fill covers `fills` when given (a flat's rooms), else the outline.
   */
  constructor(
    polygon: readonly (readonly [number, number])[],
    lineWidth: number,
    pixelLine = false,
    fills?: readonly (readonly (readonly [number, number])[])[],
  ) {
    const points = flatten(polygon)
    for (const shape of fills ?? [polygon]) this.fill.poly(flatten(shape)).fill(0xffffff)
    this.line
      .poly(points)
      .stroke({ width: lineWidth, color: 0xffffff, alignment: 0.5, join: 'round', pixelLine })
    this.fill.alpha = 0
    this.line.alpha = 0
    this.showDrawn()
    this.root.addChild(this.fill, this.line)
  }

  /** Only what can be seen is drawn. */
  private showDrawn(): void {
    this.fill.visible = this.fill.alpha > 0
    this.line.visible = this.line.alpha > 0
    this.root.visible = this.root.alpha > 0
  }

  /** Sets the look to reach; colours switch at once, alphas glide in `step` unless `now`. */
  set(style: AreaStyle, now = false): void {
    this.target = style
    this.fill.tint = style.fill
    this.line.tint = style.line
    if (now) {
      this.fill.alpha = style.fillAlpha
      this.line.alpha = style.lineAlpha
      this.root.alpha = style.alpha
    }
    this.showDrawn()
  }

  /** Advances the alpha glide; true while still moving. */
  step(dt: number): boolean {
    const t = this.target
    if (!t) return false
    const half = MOTION.hoverFade / 3
    this.fill.alpha = approach(this.fill.alpha, t.fillAlpha, dt, half)
    this.line.alpha = approach(this.line.alpha, t.lineAlpha, dt, half)
    this.root.alpha = approach(this.root.alpha, t.alpha, dt, half)
    this.showDrawn()
    return (
      this.fill.alpha !== t.fillAlpha ||
      this.line.alpha !== t.lineAlpha ||
      this.root.alpha !== t.alpha
    )
  }
}

/** Steps every area; true while any is still moving. */
export function stepAreas(areas: Iterable<AreaPaint>, dt: number): boolean {
  let moving = false
  for (const area of areas) moving = area.step(dt) || moving
  return moving
}
