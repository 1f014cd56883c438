// Every word the canvas draws comes from one texture: the glyphs of each label style are painted on
// demand into a shared atlas page (a 2D canvas; an OffscreenCanvas in the worker) and BitmapText
// lays them out. A Text per label cost a texture upload and, on a software GPU, a draw call each
// (measured: 40 uploads and ~400 draws in the master plan's first frame); now all labels are one
// upload and batch with the shapes around them. New glyphs are painted at once and uploaded by
// `flush`, which the renderer calls before each frame.

import {
  AbstractBitmapFont,
  BitmapText,
  Cache,
  CanvasSource,
  Container,
  DOMAdapter,
  type ICanvas,
  type ICanvasRenderingContext2D,
  Rectangle,
  Texture,
} from 'pixi.js'
import { ShelfPacker } from './glyphPacker'
import { canvasFont, LABEL_STYLES, type LabelStyle, type LabelStyleName } from './labelStyles'

/** A page's side in CSS px; at a phone's 3x density that is 1536 px. One page holds ~4 locales' worth. */
const PAGE_CSS = 512
/** Transparent px around each glyph's ink, so filtering never reaches a neighbour. */
const PAD = 2

interface Page {
  canvas: ICanvas
  ctx: ICanvasRenderingContext2D
  source: CanvasSource
  packer: ShelfPacker
  dirty: boolean
}

/** One style, filled or its halo, as a bitmap font whose glyphs live on the atlas's pages. */
class AtlasFont extends AbstractBitmapFont<AtlasFont> {
  constructor(
    private readonly atlas: GlyphAtlas,
    readonly style: LabelStyle,
    readonly stroke: number,
    name: string,
  ) {
    super()
    const { ascent, descent } = atlas.metrics(style)
    // Pixi types these read-only for fonts it loads; a font made here sets them once.
    Object.assign(this, {
      fontFamily: name,
      baseMeasurementFontSize: style.size,
      baseRenderedFontSize: style.size,
      fontMetrics: { fontSize: style.size, ascent, descent },
      lineHeight: ascent + descent,
      baseLineOffset: 0,
      applyFillAsTint: true,
    })
  }

  /** Called by BitmapText before it lays out `text`: paints what is missing. */
  ensureCharacters(text: string): void {
    for (const char of text) {
      if (!(char in this.chars)) this.atlas.paint(this, char)
    }
  }
}

export class GlyphAtlas {
  private readonly pages: Page[] = []
  private readonly fonts = new Map<string, AtlasFont>()
  private readonly measured = new Map<string, { ascent: number; descent: number }>()
  private readonly probe: ICanvasRenderingContext2D
  /** Glyphs painted since creation (the bench and tests read it). */
  glyphs = 0

  constructor(readonly resolution: number) {
    const canvas = DOMAdapter.get().createCanvas(8, 8)
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('2D canvas unavailable for the glyph atlas')
    this.probe = ctx
  }

  /** A label in `style`: white glyphs, coloured by `tint`. */
  label(style: LabelStyleName): BitmapText {
    const spec = LABEL_STYLES[style]
    return this.text(spec, 0)
  }

  /** A label with a halo behind it (room names over furniture, notes over the site plan). */
  haloLabel(style: LabelStyleName): HaloLabel {
    const spec: LabelStyle = LABEL_STYLES[style]
    return new HaloLabel(this.text(spec, spec.halo ?? 0), this.text(spec, 0))
  }

  private text(style: LabelStyle, stroke: number): BitmapText {
    const font = this.font(style, stroke)
    return new BitmapText({
      text: '',
      style: {
        fontFamily: font.fontFamily,
        fontSize: style.size,
        letterSpacing: style.letterSpacing ?? 0,
      },
    })
  }

  private font(style: LabelStyle, stroke: number): AtlasFont {
    const name = `khv-${style.family}-${style.weight}-${style.size}${stroke ? `-halo${stroke}` : ''}@${this.resolution}`
    let font = this.fonts.get(name)
    if (!font) {
      font = new AtlasFont(this, style, stroke, name)
      this.fonts.set(name, font)
      // BitmapText finds its font in Pixi's cache by family: ours, not a dynamic font per style.
      Cache.set(`${name}-bitmap`, font)
    }
    return font
  }

  /** A style's ascent and descent, CSS px (the line box every glyph of it sits in). */
  metrics(style: LabelStyle): { ascent: number; descent: number } {
    const key = canvasFont(style)
    let m = this.measured.get(key)
    if (!m) {
      this.probe.font = canvasFont(style, this.resolution)
      const box = this.probe.measureText('ÁЙgy')
      const r = this.resolution
      // Older engines lack the font box: the usual proportions of a text face stand in.
      m = {
        ascent: Math.ceil((box.fontBoundingBoxAscent ?? style.size * 0.95 * r) / r),
        descent: Math.ceil((box.fontBoundingBoxDescent ?? style.size * 0.28 * r) / r),
      }
      this.measured.set(key, m)
    }
    return m
  }

  /** Paints one glyph of `font` into a page and records where it is. */
  paint(font: AtlasFont, char: string): void {
    const r = this.resolution
    const ctx = this.probe
    ctx.font = canvasFont(font.style, r)
    const m = ctx.measureText(char)
    const advance = m.width / r
    const entry = { id: char.codePointAt(0) ?? 0, xOffset: 0, yOffset: 0, xAdvance: advance }
    if (char.trim() === '') {
      font.chars[char] = { ...entry, kerning: {} }
      return
    }
    const halo = (font.stroke * r) / 2
    const pad = PAD * r + halo
    const left = Math.max(0, m.actualBoundingBoxLeft ?? 0)
    const right = Math.max(m.width, m.actualBoundingBoxRight ?? m.width)
    const { ascent, descent } = font.fontMetrics
    const w = Math.ceil(left + right + pad * 2)
    const h = Math.ceil((ascent + descent) * r + pad * 2)
    const { page, x, y } = this.place(w, h)
    const pctx = page.ctx
    pctx.font = ctx.font
    pctx.textBaseline = 'alphabetic'
    const gx = x + pad + left
    const gy = y + pad + ascent * r
    if (font.stroke > 0) {
      pctx.lineJoin = 'round'
      pctx.lineWidth = font.stroke * r
      pctx.strokeStyle = '#ffffff'
      pctx.strokeText(char, gx, gy)
    } else {
      pctx.fillStyle = '#ffffff'
      pctx.fillText(char, gx, gy)
    }
    page.dirty = true
    this.glyphs++
    font.chars[char] = {
      ...entry,
      xOffset: -(left + pad) / r,
      yOffset: -pad / r,
      kerning: {},
      texture: new Texture({
        source: page.source,
        frame: new Rectangle(x / r, y / r, w / r, h / r),
      }),
    }
  }

  private place(w: number, h: number): { page: Page; x: number; y: number } {
    const last = this.pages[this.pages.length - 1]
    const at = last?.packer.place(w, h)
    if (last && at) return { page: last, ...at }
    const page = this.newPage()
    const fresh = page.packer.place(w, h)
    if (!fresh) throw new Error(`A glyph of ${w}x${h} px does not fit an atlas page`)
    return { page, ...fresh }
  }

  private newPage(): Page {
    const side = Math.ceil(PAGE_CSS * this.resolution)
    const canvas = DOMAdapter.get().createCanvas(side, side)
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('2D canvas unavailable for the glyph atlas')
    const source = new CanvasSource({
      resource: canvas,
      resolution: this.resolution,
      alphaMode: 'premultiply-alpha-on-upload',
      autoGenerateMipmaps: false,
      scaleMode: 'linear',
    })
    const page = { canvas, ctx, source, packer: new ShelfPacker(side, side), dirty: false }
    this.pages.push(page)
    return page
  }

  /** Uploads the pages new glyphs were painted on; true if any was. */
  flush(): boolean {
    let uploaded = false
    for (const page of this.pages) {
      if (!page.dirty) continue
      page.dirty = false
      page.source.update()
      uploaded = true
    }
    return uploaded
  }

  /** Pages in use, for diagnostics. */
  get pageCount(): number {
    return this.pages.length
  }
}

/** A halo layer and a fill layer with the same words: the halo never covers a neighbouring letter. */
export class HaloLabel {
  readonly root = new Container()

  constructor(
    private readonly halo: BitmapText,
    private readonly fill: BitmapText,
  ) {
    this.root.addChild(halo, fill)
  }

  set text(value: string) {
    this.halo.text = value
    this.fill.text = value
    // Measuring lays both out now, so their glyphs are painted before the frame's one upload.
    void this.halo.width
  }

  get width(): number {
    return this.fill.width
  }

  get height(): number {
    return this.fill.height
  }

  /** Where the label's origin sits within it, as a fraction of its size (0.5: the centre). */
  setAnchor(x: number, y = x): void {
    this.halo.anchor.set(x, y)
    this.fill.anchor.set(x, y)
  }

  setColours(fill: number, halo: number): void {
    this.fill.tint = fill
    this.halo.tint = halo
  }
}

const atlases = new Map<number, GlyphAtlas>()

/**
 * The realm's atlas for a pixel density: every renderer in a page (or in the worker) shares it,
 * so a remount repaints nothing; each renderer uploads its own GPU copy.
 */
export function glyphAtlas(resolution: number): GlyphAtlas {
  const r = Math.max(1, Math.round(resolution * 4) / 4)
  let atlas = atlases.get(r)
  if (!atlas) {
    atlas = new GlyphAtlas(r)
    atlases.set(r, atlas)
  }
  return atlas
}
