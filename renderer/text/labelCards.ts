// Screen-space cards on the site plan: a card per building (label and flats on sale) on a stem to
// its anchor, shrinking to a badge where cards would collide, and the belvedere's landmark card.
// Shapes are drawn in white and coloured by tint, so hover never re-tessellates.

import { type BitmapText, Container, Graphics } from 'pixi.js'
import type { GlyphAtlas } from './glyphAtlas'
import { AVAILABILITY_COLOURS, PALETTE } from '../paint/palette'
import type { ScreenRect } from '../stage/space'

const STEM = 14
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
  /** The badge's width: a disc for a building's short name, a pill for a landmark's word. */
  private bw = BADGE
  compact = false

  constructor(
    glyphs: GlyphAtlas,
    private readonly landmark = false,
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
    this.h = Math.ceil(this.title.height + this.line.height + gap + 2)
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
    // A landmark keeps its name when it shrinks: a pill around the word, never an unlabelled disc.
    this.bw = this.landmark ? Math.ceil(this.badgeTitle.width + 18) : BADGE
    this.badgeDisc
      .clear()
      .roundRect(-this.bw / 2, -STEM - BADGE, this.bw, BADGE, BADGE / 2)
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

  private applyLayout(): void {
    this.body.visible = !this.compact
    this.badge.visible = this.compact
    const top = -STEM - this.h
    this.title.position.set(-this.title.width / 2, top + 3)
    this.line.position.set(-this.line.width / 2, top + this.h - this.line.height - 7)
  }

  /**
   * Slides the card, or the badge it shrank to (not its stem), so that it stays between `left` and
   * `right` on screen: a building near the edge keeps its whole name in view.
   */
  keepWithin(left: number, right: number): void {
    const x = this.root.x
    const s = this.root.scale.x
    const half = ((this.compact ? this.bw : this.w) / 2) * s
    const dx = Math.max(left + half - x, Math.min(0, right - half - x))
    this.body.x = this.compact ? 0 : dx / s
    this.badge.x = this.compact ? dx / s : 0
  }

  /** The card's box on screen at its current position, for decluttering and taps. */
  rect(): ScreenRect {
    const { x, y } = this.root.position
    const s = this.root.scale.x
    return this.compact
      ? this.badgeRectAt(x + this.badge.x * s, y)
      : this.fullRectAt(x + this.body.x * s, y)
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

export function overlaps(a: ScreenRect, b: ScreenRect, gap = 4): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  )
}

export function containsPoint(r: ScreenRect, x: number, y: number): boolean {
  return x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height
}
