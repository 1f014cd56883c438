// The PDF entry: flats by alt, live data, geometry and fonts in; the bytes of an A4 sheet (one
// flat) or booklet (cover and a sheet per flat) out. Fonts are embedded as subsets, so a sheet
// carries only the glyphs it prints. Runs the same in the browser and in Node.

import fontkit from '@pdf-lib/fontkit'
import { PDFDocument } from 'pdf-lib'
import { SITE } from '../../content/site'
import { fnv1a } from '../../engine/seededRandom'
import type { Alt, HydraData, Locale } from '../../engine/types'
import { type BookletInput, layoutPage, pageCount, type SheetGeometry } from './bookletLayout'
import { type BrokerBranding, NO_BRANDING } from './brokerBranding'
import { drawSheet, type SheetFonts } from './drawSheet'
import { parseFlatsQuery, resolveFlats } from './flatSelection'
import { FONT_FILES, type FontBytes } from './fonts'
import { flatAddress, sheetT } from './sheetText'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import { advanceMeasure } from './fontMetrics'
import { A4, type FontRole } from './sheetTypes'

export interface BuildPdfOptions {
  flats: readonly Alt[]
  data: HydraData
  geometry: SheetGeometry
  locale: Locale
  fonts: FontBytes
  /** The public site the QR codes open (ui/siteOrigin.ts in the browser). */
  origin: string
  now: Date
  branding?: BrokerBranding
  hidePrice?: boolean
  furniture?: boolean
  /** The flats' sun-and-view summaries, by alt; a flat without one prints without those rows. */
  sun?: ReadonlyMap<string, FlatSunSummary>
  onProgress?: (done: number, total: number) => void
}

/** The request names flats that are not alts, or not in the catalogue: nothing to retry. */
export class PdfInputError extends Error {
  constructor(
    readonly malformed: readonly string[],
    readonly unknown: readonly string[],
  ) {
    super(`PDF request: malformed [${malformed.join(', ')}], unknown [${unknown.join(', ')}]`)
    this.name = 'PdfInputError'
  }
}

/**
 * The six capitals PDF readers expect before a subset font's name (ISO 32000 9.6.4), from a hash
 * of what the subset is for: the same flats give the same file, different subsets differ.
 */
export function subsetTag(seed: string): string {
  let h = fnv1a(seed)
  let tag = ''
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (h % 26))
    h = Math.floor(h / 26) + i * 7919
  }
  return tag
}

/**
 * pdf-lib places glyphs at their advance widths and ignores every GPOS position, so kerning and
 * mark positioning only cost time (two thirds of drawing a sheet); ligatures off keeps the glyphs
 * those of the cmap, which fontMetrics measures. A new object per font: fontkit writes into it.
 */
const plainShaping = () => ({
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  dist: false,
  liga: false,
  clig: false,
  calt: false,
  rlig: false,
})

// Lets the browser paint the progress between sheets; a no-op cost in Node.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function buildPdf(options: BuildPdfOptions): Promise<Uint8Array> {
  const { alts, malformed } = parseFlatsQuery(options.flats.join(','))
  const { flats, unknown } = resolveFlats(alts, options.data)
  if (malformed.length || unknown.length || flats.length === 0) {
    throw new PdfInputError(malformed, unknown)
  }
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const seed = `${options.locale}|${flats.map((f) => f.alt).join(',')}`
  const embed = (role: FontRole) =>
    doc.embedFont(options.fonts[role], {
      subset: true,
      customName: `${subsetTag(`${role}|${seed}`)}+${FONT_FILES[role].replace(/\.ttf$/, '')}`,
      features: plainShaping(),
    })
  const [regular, bold, light] = await Promise.all([
    embed('regular'),
    embed('bold'),
    embed('light'),
  ])
  const fonts: SheetFonts = { regular, bold, light }
  const measure = advanceMeasure(options.fonts)

  const t = sheetT(options.locale)
  const first = flats[0] as (typeof flats)[number]
  doc.setTitle(
    flats.length === 1
      ? `${SITE.fullName[options.locale]}: ${flatAddress(first, options.locale)}`
      : `${SITE.fullName[options.locale]}: ${t('pdf.cover.title')}`,
    { showInWindowTitleBar: true },
  )
  doc.setAuthor(SITE.legalEntity[options.locale])
  doc.setSubject(SITE.tagline[options.locale])
  doc.setCreator(SITE.fullName[options.locale])
  doc.setProducer(SITE.fullName[options.locale])
  doc.setLanguage(options.locale === 'ru' ? 'ru-RU' : 'en')
  doc.setCreationDate(options.now)
  doc.setModificationDate(options.now)

  const input: BookletInput = {
    flats,
    geometry: options.geometry,
    locale: options.locale,
    branding: options.branding ?? NO_BRANDING,
    hidePrice: options.hidePrice ?? false,
    furniture: options.furniture ?? true,
    sun: options.sun,
    now: options.now,
    origin: options.origin,
  }
  const total = pageCount(input)
  for (let i = 0; i < total; i++) {
    const page = doc.addPage([A4.width, A4.height])
    drawSheet(doc, page, layoutPage(input, i, measure), fonts)
    options.onProgress?.(i + 1, total)
    if (options.onProgress) await nextTask()
  }
  return doc.save({ useObjectStreams: true })
}
