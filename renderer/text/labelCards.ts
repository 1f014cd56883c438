// Screen-space cards on the site plan: a card per building (label and flats on sale) on a stem to
// its anchor, above it or below it (cardPlacement.ts), shrinking to a compact label of the same
// card where no spot is free, and the belvedere's landmark card. One label system: the compact
// label is the card's own shape with the name, not a disc, and on a touch screen its target is
// 44 px whatever it draws. Shapes are drawn in white and coloured by tint, so hover never
// re-tessellates.

import { type BitmapText, Container, Graphics } from 'pixi.js'
import type { GlyphAtlas } from './glyphAtlas'
import { AVAILABILITY_COLOURS, PALETTE } from '../paint/palette'
import type { ScreenRect } from '../stage/space'
import type { CardSide } from './cardPlacement'

export const STEM = 14
const PAD_X = 12
const BADGE = 28

export interface CardLook {
  hovered: boolean
  dimmed: boolean
  soldOut: boolean
}

export class LabelCard {
  readonly root = new Container()
  /** The card itself, slid sideways to stay on screen while the stem keeps to its anchor. */
  private readonly body = new Container()
  private readonly shadow = new Graphics()
  private readonly bg = new Graphics()
  private readonly badge = new Container()
  private readonly badgeDisc = new Graphics()
  private readonly stem = new Graphics()
  private readonly title: BitmapText
  private readonly badgeTitle: BitmapText
  private readonly line: BitmapText
  private w = 0
  private h = 0
  /** The compact label's width: the name with the card's padding. */
  private bw = BADGE
  compact = false
  /** Above the anchor (1) or below it (-1), and the body's slide sideways, card px. */
  private side: CardSide = 1
  private shift = 0

  constructor(
    glyphs: GlyphAtlas,
    private readonly landmark = false,
    /** The least tap target, screen px: 44 on a touch screen, 0 where a pointer aims. */
    private readonly leastTarget = 0,
  ) {
    this.title = glyphs.label(landmark ? 'landmarkTitle' : 'cardTitle')
    this.badgeTitle = glyphs.label('badgeTitle')
    this.line = glyphs.label('cardLine')
    this.body.addChild(this.shadow, this.bg, this.title, this.line)
    this.badge.addChild(this.badgeDisc, this.badgeTitle)
    this.root.addChild(this.stem, this.body, this.badge)
    this.setLook({ hovered: false, dimmed: false, soldOut: false })
  }

  setText(title: string, line: string): void {
    this.title.text = title
    this.badgeTitle.text = title
    this.line.text = line
    const gap = 8
    this.w = Math.ceil(Math.max(this.title.width, this.line.width) + PAD_X * 2)
    // No line (a building's sale not known yet): the card is its name.
    this.h = Math.ceil(this.title.height + (line ? this.line.height + gap : 4) + 2)
    const top = -STEM - this.h
    this.shadow.clear()
    // Two soft layers read as a shadow without a blur filter's cost.
    this.shadow
      .roundRect(-this.w / 2 - 1, top + 2, this.w + 2, this.h + 2, 8)
      .fill({ color: 0x000000, alpha: 0.06 })
    this.shadow
      .roundRect(-this.w / 2, top + 1, this.w, this.h + 1, 7)
      .fill({ color: 0x000000, alpha: 0.08 })
    // A hairline all round: a card over the paper above the picture (a northern building on a
    // phone) otherwise ran into it and read as cut off by the canvas's edge.
    this.shadow
      .roundRect(-this.w / 2 - 1, top - 1, this.w + 2, this.h + 2, 8)
      .fill({ color: 0x000000, alpha: 0.12 })
    this.bg
      .clear()
      .roundRect(-this.w / 2, top, this.w, this.h, 7)
      .fill(0xffffff)
    // The compact label is the card's shape around the name (a landmark's word too), never a disc.
    this.bw = Math.max(BADGE, Math.ceil(this.badgeTitle.width + 18))
    this.badgeDisc
      .clear()
      .roundRect(-this.bw / 2 - 1, -STEM - BADGE - 1, this.bw + 2, BADGE + 2, 8)
      .fill({ color: 0x000000, alpha: 0.12 })
      .roundRect(-this.bw / 2, -STEM - BADGE, this.bw, BADGE, 7)
      .fill(0xffffff)
    this.badgeTitle.position.set(
      -this.badgeTitle.width / 2,
      -STEM - BADGE / 2 - this.badgeTitle.height / 2,
    )
    this.stem.clear().moveTo(0, -STEM).lineTo(0, -3).stroke({ width: 1, color: 0xffffff })
    this.stem.circle(0, 0, 3).fill(0xffffff)
    this.applyLayout()
  }

  setLook(look: CardLook): void {
    const dark = this.landmark || look.hovered
    this.bg.tint = this.landmark ? PALETTE.pine : look.hovered ? PALETTE.pine : PALETTE.paper
    this.badgeDisc.tint = this.bg.tint
    this.title.tint = dark ? PALETTE.paper : PALETTE.ink
    this.badgeTitle.tint = this.title.tint
    this.line.tint = dark
      ? PALETTE.mint
      : look.soldOut
        ? AVAILABILITY_COLOURS.soldOut
        : AVAILABILITY_COLOURS.available
    this.stem.tint = this.landmark ? PALETTE.pine : PALETTE.ink
    this.root.alpha = look.dimmed ? 0.42 : 1
    this.root.zIndex = look.hovered ? 2 : look.dimmed ? 0 : 1
  }

  setCompact(compact: boolean): void {
    if (compact === this.compact) return
    this.compact = compact
    this.applyLayout()
  }

  /** Puts the full card above or below its anchor, its body slid `shift` screen px sideways. */
  setSpot(side: CardSide, shift: number): void {
    this.side = side
    this.shift = shift / this.root.scale.x
    this.applyLayout()
  }

  private applyLayout(): void {
    this.body.visible = !this.compact
    this.badge.visible = this.compact
    const top = -STEM - this.h
    this.title.position.set(-this.title.width / 2, top + 3)
    this.line.position.set(-this.line.width / 2, top + this.h - this.line.height - 7)
    // Below the anchor: the body moves down by its height and two stems, the stem points down.
    const below = !this.compact && this.side === -1
    this.body.y = below ? 2 * STEM + this.h : 0
    this.body.x = this.compact ? 0 : this.shift
    this.stem.scale.y = below ? -1 : 1
  }

  /**
   * Slides the card, or the badge it shrank to (not its stem), so that it stays between `left` and
   * `right` on screen: a building near the edge keeps its whole name in view.
   */
  keepWithin(left: number, right: number): void {
    const x = this.root.x
    const s = this.root.scale.x
    const half = ((this.compact ? this.bw : this.w) / 2) * s
    const base = this.compact ? 0 : this.shift * s
    const dx = Math.max(left + half - x, Math.min(base, right - half - x))
    this.body.x = this.compact ? 0 : dx / s
    this.badge.x = this.compact ? dx / s : 0
  }

  /** The card's box on screen at its current position, for decluttering and taps. */
  rect(): ScreenRect {
    const { x, y } = this.root.position
    const s = this.root.scale.x
    if (this.compact) return this.badgeRectAt(x + this.badge.x * s, y)
    const full = this.fullRectAt(x + this.body.x * s, y)
    return this.side === 1 ? full : { ...full, y: y }
  }

  /** Where a tap takes this card: its box, grown to the least target around its middle. */
  hitRect(): ScreenRect {
    const r = this.rect()
    const w = Math.max(r.width, this.leastTarget)
    const h = Math.max(r.height, this.leastTarget)
    return { x: r.x - (w - r.width) / 2, y: r.y - (h - r.height) / 2, width: w, height: h }
  }

  /** The full card's body size and stem at the current scale, screen px (for placing it). */
  fullSize(): { width: number; height: number; stem: number } {
    const s = this.root.scale.x
    return { width: this.w * s, height: this.h * s, stem: STEM * s }
  }

  /** How far the full card reaches above its anchor at scale 1, px (0 before its first text). */
  fullRise(): number {
    return this.h > 0 ? STEM + this.h : 0
  }

  /** The full card's box if it were placed at (x, y), whatever its current mode. */
  fullRectAt(x: number, y: number): ScreenRect {
    const s = this.root.scale.x
    return {
      x: x - (this.w / 2) * s,
      y: y - (STEM + this.h) * s,
      width: this.w * s,
      height: (this.h + STEM) * s,
    }
  }

  badgeRectAt(x: number, y: number): ScreenRect {
    const s = this.root.scale.x
    return {
      x: x - (this.bw / 2) * s,
      y: y - (STEM + BADGE) * s,
      width: this.bw * s,
      height: (BADGE + STEM) * s,
    }
  }

  destroy(): void {
    this.root.destroy({ children: true })
  }
}

// Pure, with the placing rules: the tests of those run without Pixi.
export { overlaps } from './cardPlacement'

export function containsPoint(r: ScreenRect, x: number, y: number): boolean {
  return x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height
}
