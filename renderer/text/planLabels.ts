// Screen-space labels on plans: a number badge per flat (with bedrooms and area when there is
// room; a compact one where a flat on sale is too narrow for the standard disc, badgeForm.ts), and
// room names with areas for the flat being viewed. Sized in CSS px, placed each frame, hidden when
// the shape is too small on screen to hold them.

import { type BitmapText, Container, Graphics } from 'pixi.js'
import {
  chooseForm,
  type Footprint,
  type LabelSpots,
  labelSpots,
  splitName,
} from '../../engine/geometryLabels'
import {
  BADGE_RADIUS,
  type BadgeSpot,
  badgeSpots,
  COMPACT_RADIUS,
  compactRadius,
  placeBadge,
} from './badgeForm'
import { type Camera, type Viewport, worldToScreen } from '../stage/camera'
import type { GlyphAtlas, HaloLabel } from './glyphAtlas'
import { FINISH, PALETTE } from '../paint/palette'
import { type Box, type WorldPoint, boxOf, world } from '../stage/space'

export class FlatBadge {
  readonly root = new Container()
  private readonly disc = new Graphics().circle(0, 0, BADGE_RADIUS).fill(0xffffff)
  private readonly number: BitmapText
  /**
   * Where the standard disc does not fit (a phone's narrow studios), a smaller disc and number: a
   * flat on sale keeps its number on the plan at every size.
   */
  private readonly compact = new Container()
  private readonly compactDisc = new Graphics()
  private readonly compactNumber: BitmapText
  private compactR = COMPACT_RADIUS
  /**
   * Bedrooms and area, over a halo of the disc's paper: the line is often wider than the room
   * the badge sits in (a 1-bedroom's 71 m² across its two bays), and a wall ran through its words.
   */
  private readonly detail: HaloLabel
  private readonly box: Box<WorldPoint>
  /** Where the badge may sit, preferred first, with the room round each (badgeForm.ts). */
  private readonly spots: readonly BadgeSpot[]
  private onSale = true

  /** `anchor`: where the badge sits (the flat's largest room), else the flat's own label point. */
  constructor(glyphs: GlyphAtlas, polygon: readonly WorldPoint[], anchor?: readonly WorldPoint[]) {
    this.number = glyphs.label('badge')
    this.compactNumber = glyphs.label('small')
    this.detail = glyphs.haloLabel('flatDetail')
    this.spots = badgeSpots(polygon, anchor)
    this.box = boxOf(polygon, world)
    this.compact.addChild(this.compactDisc, this.compactNumber)
    this.root.addChild(this.disc, this.number, this.detail.root, this.compact)
  }

  setText(number: string, detail: string): void {
    this.number.text = number
    this.detail.text = detail
    this.number.position.set(-this.number.width / 2, -this.number.height / 2)
    this.detail.root.position.set(-Math.round(this.detail.width / 2), BADGE_RADIUS + 4)
    this.compactNumber.text = number
    this.compactNumber.position.set(
      -Math.round(this.compactNumber.width / 2),
      -Math.round(this.compactNumber.height / 2),
    )
    this.compactR = compactRadius(this.compactNumber.width)
    this.compactDisc.clear().circle(0, 0, this.compactR).fill(0xffffff)
  }

  setLook(active: boolean, sold: boolean): void {
    this.onSale = !sold
    for (const disc of [this.disc, this.compactDisc])
      disc.tint = active ? PALETTE.pine : PALETTE.paper
    const ink = active ? PALETTE.paper : sold ? 0x8a8f8a : PALETTE.ink
    this.number.tint = ink
    this.compactNumber.tint = ink
    this.detail.setColours(sold ? 0x8a8f8a : PALETTE.inkSoft, PALETTE.paper)
  }

  layout(camera: Camera, vp: Viewport, show: boolean): void {
    const badge = show ? placeBadge(this.spots, camera.zoom, this.onSale, this.compactR) : null
    this.root.visible = badge !== null
    if (!badge) return
    const standard = badge.form === 'standard'
    this.disc.visible = standard
    this.number.visible = standard
    this.compact.visible = !standard
    const [w, h] = screenSize(this.box, camera.zoom)
    const [x, y] = worldToScreen(camera, vp, badge.at)
    // The detail line under the disc wants the flat's height; the pair is lifted to centre it.
    const detail = standard && w > this.detail.width + 12 && h > 90
    this.detail.root.visible = detail
    this.root.position.set(Math.round(x), Math.round(y - (detail ? 8 : 0)))
  }
}

const screenSize = (box: Box<WorldPoint>, zoom: number) =>
  [(box.max[0] - box.min[0]) * zoom, (box.max[1] - box.min[1]) * zoom] as const

const FLOOR_HALO = FINISH.floor
/** CSS px kept clear round a room label's text: its halo and a hair more. */
const LABEL_PAD = 4
/**
 * The tight form's pad and how far its name and area lines close up: their line boxes' leading
 * overlaps, the halos merge, so a bathroom's free strip above its basin still holds its name.
 */
const TIGHT_PAD = 1
const TIGHT_OVERLAP = 4

/**
 * A room label's forms, fullest first: the name on one line, on two, the name over the area set
 * tight, the area alone.
 */
type Form = 'line' | 'lines' | 'tight' | 'area'

/**
 * A room's name over its area, in the largest free part of the room (engine/geometryLabels.ts):
 * off the fixtures and, when shown, the furniture; the name on two lines where one is too wide
 * (a phone's master bedroom), the area alone where only it fits free, at the room's centre only
 * when nothing fits free; hidden when the room cannot hold even the area.
 */
export class RoomLabel {
  readonly root = new Container()
  private readonly name: HaloLabel
  private readonly top: HaloLabel
  private readonly bottom: HaloLabel
  private readonly area: HaloLabel
  private wraps = false
  private items: readonly Footprint[] = []
  /** Found for the label's size in CSS px at zoom 1; the fit scales with the zoom. */
  private spots: { forms: Form[]; spots: LabelSpots[] } | null = null

  constructor(
    glyphs: GlyphAtlas,
    private readonly polygon: readonly WorldPoint[],
  ) {
    // A halo of floor colour: the label reads cleanly over door swings and hatching.
    this.name = glyphs.haloLabel('roomName')
    this.top = glyphs.haloLabel('roomName')
    this.bottom = glyphs.haloLabel('roomName')
    for (const line of [this.name, this.top, this.bottom])
      line.setColours(PALETTE.inkSoft, FLOOR_HALO)
    this.area = glyphs.haloLabel('roomArea')
    this.area.setColours(PALETTE.ink, FLOOR_HALO)
    this.root.addChild(this.name.root, this.top.root, this.bottom.root, this.area.root)
  }

  setText(name: string, area: string): void {
    this.name.text = name
    this.area.text = area
    this.name.root.position.set(-this.name.width / 2, -this.name.height - 1)
    this.area.root.position.set(-this.area.width / 2, 1)
    const lines = splitName(name)
    this.wraps = lines !== null
    this.top.text = lines?.[0] ?? ''
    this.bottom.text = lines?.[1] ?? ''
    this.bottom.root.position.set(-this.bottom.width / 2, -this.bottom.height - 1)
    this.top.root.position.set(-this.top.width / 2, -this.bottom.height - this.top.height - 1)
    this.spots = null
  }

  /** The footprints drawn in the room's view now, which the label keeps off. */
  setItems(items: readonly Footprint[]): void {
    if (items === this.items) return
    this.items = items
    this.spots = null
  }

  /** Half the size of each form in CSS px, its halo included. */
  private half(form: Form): readonly [number, number] {
    const area = this.area
    if (form === 'area') return [area.width / 2 + LABEL_PAD, area.height / 2 + LABEL_PAD]
    if (form === 'tight') {
      const width = Math.max(area.width, this.name.width)
      const height = this.name.height + area.height - TIGHT_OVERLAP
      return [width / 2 + TIGHT_PAD, height / 2 + TIGHT_PAD]
    }
    const lines = form === 'line' ? [this.name] : [this.top, this.bottom]
    const width = Math.max(area.width, ...lines.map((l) => l.width))
    const height = lines.reduce((h, l) => h + l.height, area.height)
    return [width / 2 + LABEL_PAD, height / 2 + 1 + LABEL_PAD]
  }

  private findSpots(): { forms: Form[]; spots: LabelSpots[] } {
    const forms: Form[] = this.wraps
      ? ['line', 'lines', 'tight', 'area']
      : ['line', 'tight', 'area']
    return { forms, spots: forms.map((f) => labelSpots(this.polygon, this.items, this.half(f))) }
  }

  layout(camera: Camera, vp: Viewport): void {
    this.spots ??= this.findSpots()
    const choice = chooseForm(this.spots.spots, 1 / camera.zoom)
    this.root.visible = choice !== null
    if (!choice) return
    const form = this.spots.forms[choice.form]
    const tight = form === 'tight'
    this.name.root.visible = form === 'line' || tight
    this.top.root.visible = form === 'lines'
    this.bottom.root.visible = form === 'lines'
    // Tight, the two lines close up by the overlap, split between them.
    this.name.root.y = -this.name.height - 1 + (tight ? TIGHT_OVERLAP / 2 : 0)
    this.area.root.y = 1 - (tight ? TIGHT_OVERLAP / 2 : 0)
    const [x, y] = worldToScreen(camera, vp, world(choice.at[0], choice.at[1]))
    // The text block's middle on the spot: the name above the line, the area below it.
    const above =
      form === 'line' || tight
        ? this.name.height
        : form === 'lines'
          ? this.top.height + this.bottom.height
          : 0
    const middle = form === 'area' ? 1 + this.area.height / 2 : (this.area.height - above) / 2
    this.root.position.set(Math.round(x), Math.round(y - middle))
  }
}
