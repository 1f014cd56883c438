// The key of a plan on screen, as on the PDF sheet (ui/pdf/): a scale bar of a round number of
// metres that follows the zoom, and a north arrow turned to where north lies in the building's
// plan frame (the site turns each building by its angle). Drawn in screen space in the bottom
// right corner of floor and flat plans; the minimap holds the bottom left.

import { type BitmapText, Container, Graphics } from 'pixi.js'
import type { SiteGeometry } from '../../engine/geometry'
import { canvas } from '../../content/i18n/canvas'
import type { Locale } from '../../engine/types'
import type { Viewport } from '../stage/camera'
import type { GlyphAtlas } from '../text/glyphAtlas'
import { PALETTE } from '../paint/palette'
import { barLength, northInPlan } from './planScale'
import type { SceneSpec } from '../renderState'

const MARGIN = 16
const RING = 11

export class PlanKey {
  readonly root = new Container()
  private readonly bar = new Graphics()
  private readonly arrow = new Graphics()
  private readonly zero: BitmapText
  private readonly length: BitmapText
  private readonly north: BitmapText
  private angles = new Map<number, number>()
  private drawn = ''

  constructor(glyphs: GlyphAtlas) {
    this.zero = glyphs.label('small')
    this.length = glyphs.label('small')
    this.north = glyphs.label('badge')
    for (const t of [this.zero, this.length]) t.tint = PALETTE.inkSoft
    this.north.tint = PALETTE.pine
    this.zero.text = '0'
    this.root.addChild(this.bar, this.zero, this.length, this.arrow, this.north)
    this.root.visible = false
  }

  attach(site: SiteGeometry): void {
    this.angles = new Map(site.buildings.map((b) => [b.code, b.angle]))
    this.drawn = ''
  }

  /** Shown on plans only; redrawn when the zoom, the building or the language change. */
  layout(spec: SceneSpec | null, pxPerMetre: number, locale: Locale, vp: Viewport): void {
    const plan = spec !== null && (spec.kind === 'floor' || spec.kind === 'upper')
    this.root.visible = plan && vp.width >= 280
    if (!this.root.visible || !plan) return
    const { metres, px } = barLength(pxPerMetre)
    const angle = this.angles.get(spec.building)
    const key = `${metres}:${px.toFixed(1)}:${angle}:${locale}:${vp.width}:${vp.height}`
    if (key === this.drawn) return
    this.drawn = key
    this.drawBar(metres, px, locale)
    this.drawArrow(angle, locale)
    const right = vp.width - MARGIN
    const bottom = vp.height - MARGIN
    const barWidth = px + this.length.width / 2
    this.root.position.set(Math.round(right - barWidth - RING * 2 - 32), Math.round(bottom - 22))
  }

  private drawBar(metres: number, px: number, locale: Locale): void {
    const g = this.bar.clear()
    g.rect(0, 0, px, 4).fill(PALETTE.paper).stroke({ width: 1, color: PALETTE.pine })
    // Alternate segments of a metre (of a fifth past 5 m), as a surveyor's bar.
    const step = metres <= 5 ? 1 : metres / 5
    for (let m = 0; m < metres; m += step * 2) {
      g.rect(m * (px / metres), 0, step * (px / metres), 4).fill(PALETTE.pine)
    }
    this.length.text = `${metres}\u00a0${canvas[locale].metre}`
    this.zero.position.set(-this.zero.width / 2, 8)
    this.length.position.set(Math.round(px - this.length.width / 2), 8)
  }

  private drawArrow(angle: number | undefined, locale: Locale): void {
    const g = this.arrow.clear()
    this.north.visible = angle !== undefined
    if (angle === undefined) return
    const [ux, uy] = northInPlan(angle)
    const at = (along: number, across: number) => [
      ux * along - uy * across,
      uy * along + ux * across,
    ]
    const cx = this.length.x + this.length.width + 20 + RING
    const cy = 2
    const pts = (list: number[][]) => list.flatMap(([x = 0, y = 0]) => [cx + x, cy + y])
    g.circle(cx, cy, RING).fill(PALETTE.paper).stroke({ width: 1, color: PALETTE.inkSoft })
    g.poly(pts([at(RING - 2, 0), at(0, 3.5), at(-(RING - 2), 0), at(0, -3.5)]))
      .fill(PALETTE.paper)
      .stroke({ width: 1, color: PALETTE.pine })
    g.poly(pts([at(RING - 2, 0), at(0, 3.5), at(0, -3.5)])).fill(PALETTE.pine)
    this.north.text = canvas[locale].north
    const [lx = 0, ly = 0] = at(RING + 9, 0)
    this.north.position.set(
      Math.round(cx + lx - this.north.width / 2),
      Math.round(cy + ly - this.north.height / 2),
    )
  }

  destroy(): void {
    this.root.destroy({ children: true })
  }
}
