// Floor chips beside the facade: the floor's number and how many flats it has on sale, on a pill
// that lines up with its floor band; hovered or tapped, the pill also gives the floor's prices.
// Screen-space; drawn in white and coloured by tint. Where the page sets a least text size (a
// touch screen's 12 px, the kiosk's 18) a chip never shrinks below it: the scene shows fewer chips
// instead (chipStride).

import { type BitmapText, Container, Graphics } from 'pixi.js'
import type { GlyphAtlas } from './glyphAtlas'
import { PALETTE } from '../paint/palette'
import type { ScreenRect } from '../stage/space'

const H = 26

export class FloorChip {
  readonly root = new Container()
  private readonly pill = new Graphics()
  private readonly tick = new Graphics()
  private readonly name: BitmapText
  private readonly count: BitmapText
  private w = 0
  private words = { name: '', count: '', short: '', shortCount: '', prices: '' }
  private compact = false
  /** Hovered or pressed: the pill opens to the floor's price range. */
  private open = false
  /** The selected floor's chip. */
  private chosen = false
  /** Where layout put the chip: its leader's x, its y, and the rightmost x its pill may reach. */
  private at = { x: 0, y: 0, right: Number.POSITIVE_INFINITY }

  /** The least scale a short floor band may shrink the chip to (none where text has a floor). */
  private readonly least: number
  /** The floor band's height on screen at the last layout, px. */
  private band = H + 4

  constructor(glyphs: GlyphAtlas) {
    this.least = glyphs.textFloor > 0 ? 1 : 0.6
    this.name = glyphs.label('badge')
    this.count = glyphs.label('small')
    this.root.addChild(this.tick, this.pill, this.name, this.count)
  }

  /**
   * Full words ('Этаж 3', '5 квартир'), the short ones a phone gets ('3', '5') and the prices
   * ('16,6–24,1 млн ₽', empty when nothing is on sale) shown while the chip is open.
   */
  setText(name: string, count: string, short = name, shortCount = count, prices = ''): void {
    this.words = { name, count, short, shortCount, prices }
    this.draw()
  }

  /** Whether the pill is open (hovered or pressed): it is shown whatever the stride. */
  get opened(): boolean {
    return this.open
  }

  /** Whether the chip is the selected floor's: it is shown whatever the stride. */
  get active(): boolean {
    return this.chosen
  }

  /** The pill's height on screen at its current scale, CSS px. */
  get screenHeight(): number {
    return this.h * this.root.scale.y
  }

  /** Places the leader at (x, y), sliding the pill left so that it ends before `right`. */
  place(x: number, y: number, right: number): void {
    this.at = { x, y, right }
    const s = this.root.scale.x
    this.root.position.set(Math.round(Math.min(x, right - this.width * s)), Math.round(y))
  }

  /**
   * Shrinks the chip to a floor band `band` px tall on screen, within its least scale; an open
   * chip stands at full size over its neighbours (its prices are what the visitor asked to read).
   */
  fitBand(band: number): void {
    this.band = band
    this.root.scale.set(this.open ? 1 : Math.min(1, Math.max(this.least, (band - 4) / H)))
  }

  /** The pill's height: its design height, or its text's with a margin where the text is larger. */
  private get h(): number {
    return Math.max(H, Math.ceil(this.name.height) + 8)
  }

  setCompact(compact: boolean): void {
    if (compact === this.compact) return
    this.compact = compact
    this.draw()
  }

  /** Width of the pill with its leader, CSS px at scale 1. */
  get width(): number {
    return this.w + 10
  }

  private draw(): void {
    const { name, count, short, shortCount, prices } = this.words
    this.name.text = this.compact ? short : name
    const detail = this.open && prices ? ` · ${prices}` : ''
    this.count.text = `${this.compact ? shortCount : count}${detail}`
    const gap = this.compact ? 6 : 8
    this.w = Math.ceil(this.name.width + this.count.width + gap + 24)
    this.pill
      .clear()
      .roundRect(10, -this.h / 2, this.w, this.h, this.h / 2)
      .fill(0xffffff)
    // A short leader from the facade's edge to the pill.
    this.tick.clear().moveTo(0, 0).lineTo(10, 0).stroke({ width: 1, color: 0xffffff })
    this.name.position.set(22, -this.name.height / 2)
    this.count.position.set(22 + this.name.width + gap, -this.count.height / 2)
    this.place(this.at.x, this.at.y, this.at.right)
  }

  setLook(hovered: boolean, active: boolean, soldOut: boolean): void {
    const strong = hovered || active
    this.chosen = active
    if (hovered !== this.open) {
      this.open = hovered
      this.fitBand(this.band)
      // Over the chips below it, which come later in the layer.
      if (hovered) this.root.parent?.addChild(this.root)
      this.draw()
    }
    this.pill.tint = strong ? PALETTE.pine : PALETTE.paper
    this.tick.tint = PALETTE.inkSoft
    this.name.tint = strong ? PALETTE.paper : soldOut ? 0x8a8f8a : PALETTE.ink
    this.count.tint = strong ? PALETTE.mint : soldOut ? 0x8a8f8a : PALETTE.moss
  }

  /** Screen box of the pill, for taps on the chip. */
  rect(): ScreenRect {
    return { x: this.root.x + 10, y: this.root.y - this.h / 2, width: this.w, height: this.h }
  }
}
