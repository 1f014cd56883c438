// Screen-space labels on plans: a number badge per flat (with bedrooms and area when there is
// room), and room names with areas for the flat being viewed. Sized in CSS px, placed at the
// shape's centre each frame, hidden when the shape is too small on screen to hold them.

import { type BitmapText, Container, Graphics } from 'pixi.js'
import { type Camera, type Viewport, worldToScreen } from './camera'
import type { GlyphAtlas, HaloLabel } from './glyphAtlas'
import { FINISH, PALETTE } from './palette'
import { labelPoint } from './polygons'
import { type Box, type WorldPoint, boxOf, world } from './space'

const screenSize = (box: Box<WorldPoint>, zoom: number) =>
  [(box.max[0] - box.min[0]) * zoom, (box.max[1] - box.min[1]) * zoom] as const

export class FlatBadge {
  readonly root = new Container()
  private readonly disc = new Graphics().circle(0, 0, 15).fill(0xffffff)
  private readonly number: BitmapText
  private readonly detail: BitmapText
  private readonly at: WorldPoint
  private readonly box: Box<WorldPoint>

  /** `anchor`: where the badge sits (the flat's largest room), else the flat's own label point. */
  constructor(glyphs: GlyphAtlas, polygon: readonly WorldPoint[], anchor?: readonly WorldPoint[]) {
    this.number = glyphs.label('badge')
    this.detail = glyphs.label('small')
    this.at = labelPoint(anchor && anchor.length >= 3 ? anchor : polygon)
    this.box = boxOf(polygon, world)
    this.root.addChild(this.disc, this.number, this.detail)
  }

  setText(number: string, detail: string): void {
    this.number.text = number
    this.detail.text = detail
    this.number.position.set(-this.number.width / 2, -this.number.height / 2)
    this.detail.position.set(-this.detail.width / 2, 19)
  }

  setLook(active: boolean, sold: boolean): void {
    this.disc.tint = active ? PALETTE.pine : PALETTE.paper
    this.number.tint = active ? PALETTE.paper : sold ? 0x8a8f8a : PALETTE.ink
    this.detail.tint = sold ? 0x8a8f8a : PALETTE.inkSoft
  }

  layout(camera: Camera, vp: Viewport, show: boolean): void {
    const [w, h] = screenSize(this.box, camera.zoom)
    this.root.visible = show && w > 34 && h > 34
    if (!this.root.visible) return
    const [x, y] = worldToScreen(camera, vp, this.at)
    this.root.position.set(Math.round(x), Math.round(y - (h > 90 ? 8 : 0)))
    this.detail.visible = w > this.detail.width + 12 && h > 90
  }
}

const FLOOR_HALO = FINISH.floor

export class RoomLabel {
  readonly root = new Container()
  private readonly name: HaloLabel
  private readonly area: HaloLabel
  private readonly at: WorldPoint
  private readonly box: Box<WorldPoint>

  constructor(glyphs: GlyphAtlas, polygon: readonly WorldPoint[]) {
    // A halo of floor colour: the label reads cleanly over furniture and door swings.
    this.name = glyphs.haloLabel('roomName')
    this.name.setColours(PALETTE.inkSoft, FLOOR_HALO)
    this.area = glyphs.haloLabel('roomArea')
    this.area.setColours(PALETTE.ink, FLOOR_HALO)
    this.at = labelPoint(polygon)
    this.box = boxOf(polygon, world)
    this.root.addChild(this.name.root, this.area.root)
  }

  setText(name: string, area: string): void {
    this.name.text = name
    this.area.text = area
    this.name.root.position.set(-this.name.width / 2, -this.name.height - 1)
    this.area.root.position.set(-this.area.width / 2, 1)
  }

  layout(camera: Camera, vp: Viewport): void {
    const [w, h] = screenSize(this.box, camera.zoom)
    const fitsArea = w > this.area.width + 6 && h > 20
    this.root.visible = fitsArea
    if (!fitsArea) return
    this.name.root.visible = w > this.name.width + 8 && h > 40
    const [x, y] = worldToScreen(camera, vp, this.at)
    this.root.position.set(
      Math.round(x),
      Math.round(y - (this.name.root.visible ? 0 : this.area.height / 2)),
    )
  }
}
