// The page kit of the presentation: an A4 landscape page with top-left coordinates (PDF's origin
// is bottom-left; designers measure from the top), text set in the deck's type scale, rules,
// swatches and badges, images placed by frame, the wide header and the running footer. Page
// modules compose these and the vector canvas, and never do the coordinate flip themselves.

import type { PDFDocument, PDFImage, PDFPage, RGB } from 'pdf-lib'
import type { Locale } from '../../../engine/types'
import { type ArtRequest, artJpeg } from './art'
import type { Faces } from './fonts'
import { C } from './palette'
import type { TypeScale } from './typeScale'
import { drawLine, type TextStyle, widthOf, wrap } from './text'
import { SITE } from '../../../content/site'

/** A4 landscape, points. */
export const W = 841.89
export const H = 595.28
/** The outer margin of every layout. */
export const M = 44

export interface Deck {
  doc: PDFDocument
  faces: Faces
  type: TypeScale
  locale: Locale
  /** Page count of the finished deck, for the running footer. */
  total: number
  images: Map<string, PDFImage>
}

type Frame = Omit<ArtRequest, 'aspect' | 'width'> & { pixelsPerPoint?: number }

/** `count` equal columns across the text width, `gap` apart: each one's width and left edge. */
export function columns(count: number, gap: number) {
  const width = (W - 2 * M - (count - 1) * gap) / count
  return { width, x: (i: number) => M + i * (width + gap) }
}

export interface ParaOptions {
  x: number
  top: number
  width: number
  /** Baseline-to-baseline distance; 1.55 x size unless given. */
  leading?: number
  align?: 'left' | 'right' | 'center'
}

export class Slide {
  readonly page: PDFPage
  constructor(
    readonly deck: Deck,
    readonly number: number,
  ) {
    this.page = deck.doc.addPage([W, H])
    // Warm white paper, as on the site: pure white looks cold next to the art.
    this.fill(C.white)
  }

  get type() {
    return this.deck.type
  }

  get locale() {
    return this.deck.locale
  }

  fill(color: RGB) {
    this.rect(0, 0, W, H, color)
  }

  rect(x: number, top: number, w: number, h: number, color: RGB, opacity = 1) {
    this.page.drawRectangle({ x, y: H - top - h, width: w, height: h, color, opacity })
  }

  rule(x: number, top: number, w: number, color: RGB = C.sand, thickness = 0.6) {
    this.page.drawLine({
      start: { x, y: H - top },
      end: { x: x + w, y: H - top },
      thickness,
      color,
    })
  }

  /** A rectangle with a hairline border: legend swatches. */
  box(x: number, top: number, w: number, h: number, color: RGB, border: RGB = C.charcoal) {
    this.page.drawRectangle({
      x,
      y: H - top - h,
      width: w,
      height: h,
      color,
      borderColor: border,
      borderWidth: 0.4,
    })
  }

  /** A vertical hairline from `top` down `h` points. */
  vrule(x: number, top: number, h: number, color: RGB = C.sand, opacity = 1) {
    this.page.drawLine({
      start: { x, y: H - top },
      end: { x, y: H - top - h },
      thickness: 0.5,
      color,
      opacity,
    })
  }

  /** A disc centred at (x, y from the top). */
  dot(x: number, y: number, r: number, color: RGB, border?: RGB) {
    this.page.drawCircle({
      x,
      y: H - y,
      size: r,
      color,
      ...(border ? { borderColor: border, borderWidth: 0.5 } : {}),
    })
  }

  /** A numbered pine disc, as on the maps and their legends. */
  badge(n: number, x: number, y: number, r = 5) {
    this.dot(x, y, r, C.pine)
    const style = { ...this.type.strong, size: r * 1.02, color: C.white }
    this.line(String(n), style, x, y + r * 0.36, 'center')
  }

  /** An illustration cropped to fill the frame exactly. */
  async image(frame: Frame, x: number, top: number, w: number, h: number) {
    const { pixelsPerPoint = 1.9, ...art } = frame
    const request: ArtRequest = {
      ...art,
      aspect: w / h,
      width: Math.min(1800, Math.round(w * pixelsPerPoint)),
    }
    const key = JSON.stringify(request)
    let image = this.deck.images.get(key)
    if (!image) {
      image = await this.deck.doc.embedJpg(artJpeg(request))
      this.deck.images.set(key, image)
    }
    this.page.drawImage(image, { x, y: H - top - h, width: w, height: h })
  }

  /** One line; `baseline` is measured from the top of the page. */
  line(
    text: string,
    style: TextStyle,
    x: number,
    baseline: number,
    align: 'left' | 'right' | 'center' = 'left',
  ) {
    const width = widthOf(style, text)
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x
    drawLine(this.page, style, text, left, H - baseline)
    return width
  }

  /** A wrapped paragraph whose first line's cap height sits at `top`; returns the bottom. */
  para(text: string, style: TextStyle, o: ParaOptions): number {
    const leading = o.leading ?? style.size * 1.55
    const lines = wrap(style, text, o.width)
    let baseline = o.top + style.size * 0.72
    for (const line of lines) {
      const at =
        o.align === 'right' ? o.x + o.width : o.align === 'center' ? o.x + o.width / 2 : o.x
      this.line(line, style, at, baseline, o.align)
      baseline += leading
    }
    return baseline - leading + style.size * 0.28
  }

  /** Height `para` would take, without drawing. */
  measure(text: string, style: TextStyle, width: number, leading = style.size * 1.55): number {
    const lines = wrap(style, text, width).length
    return style.size * 0.72 + (lines - 1) * leading + style.size * 0.28
  }

  /** The wide header: eyebrow and title at the left, the lead at the right; returns its bottom. */
  header(eyebrow: string, title: string, lead: string, tone: 'light' | 'dark' = 'light') {
    const t = this.type
    const dark = tone === 'dark'
    this.line(eyebrow, { ...t.eyebrow, color: dark ? C.sand : C.moss }, M, 62)
    this.line(title, { ...t.title, color: dark ? C.white : C.pine }, M, 104)
    const width = W / 2 - M - 10
    const style = { ...t.lead, color: dark ? C.beige : C.charcoal }
    return Math.max(110, this.para(lead, style, { x: W / 2 + 10, top: 78, width, leading: 20.5 }))
  }

  /** The column header: eyebrow, title and lead stacked at `x` in `width`, as a page with a
   * picture beside its text opens; returns the lead's bottom. */
  column(
    eyebrow: string,
    hero: { title: string; text: string },
    x: number,
    width: number,
    lead: { style?: TextStyle; top?: number; leading?: number } = {},
  ) {
    this.line(eyebrow, this.type.eyebrow, x, 62)
    this.line(hero.title, this.type.title, x, 104)
    const { style = this.type.lead, top = 124, leading = 20.5 } = lead
    return this.para(hero.text, style, { x, top, width, leading })
  }

  /** The running footer inside [x0, x1]: brand and section at the left, the folio at the right. */
  footer(section: string, o: { x0?: number; x1?: number; tone?: 'light' | 'dark' } = {}) {
    const color = o.tone === 'dark' ? C.sand : C.muted
    const style = { ...this.type.eyebrow, color, size: 5.8, tracking: 1.1 }
    const baseline = H - 24
    const brand = SITE.brand[this.locale]
    this.line(`${brand}  ·  ${section}`, style, o.x0 ?? M, baseline)
    const folio = `${String(this.number).padStart(2, '0')} / ${String(this.deck.total).padStart(2, '0')}`
    this.line(folio, style, o.x1 ?? W - M, baseline, 'right')
  }
}
