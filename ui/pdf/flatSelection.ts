// Which flats a PDF is for: the `flats` query (comma-separated alts) read strictly, each alt
// checked against the live catalogue. Malformed and unknown alts are reported, never dropped
// silently, so a broker sees exactly which link was wrong. Pure.

import { MAX_ALT_PARTS, parseAlt } from '../../engine/alt'
import type { Alt, Apartment, HydraData, Locale } from '../../engine/types'
import { translate } from '../i18n'

/** A booklet this long is already a catalogue; more would be slow to build and to read. */
export const MAX_FLATS = 40

export interface FlatSelection {
  alts: Alt[]
  malformed: string[]
}

/** '11-1-2-3, 11-1-2-4,,x' -> alts ['11-1-2-3', '11-1-2-4'], malformed ['x'], duplicates once. */
export function parseFlatsQuery(value: string | null | undefined): FlatSelection {
  const alts: Alt[] = []
  const malformed: string[] = []
  for (const part of (value ?? '').split(',')) {
    const text = part.trim()
    if (!text) continue
    // Echoed back in the error message: cut, so a pasted essay cannot flood the page.
    if (parseAlt(text)?.length !== MAX_ALT_PARTS) malformed.push(text.slice(0, 40))
    else if (!alts.includes(text)) alts.push(text)
  }
  return { alts: alts.slice(0, MAX_FLATS), malformed }
}

export interface ResolvedFlats {
  flats: Apartment[]
  unknown: Alt[]
}

export function resolveFlats(alts: readonly Alt[], data: HydraData): ResolvedFlats {
  const flats: Apartment[] = []
  const unknown: Alt[] = []
  for (const alt of alts) {
    const flat = data.apartments[alt]
    if (flat) flats.push(flat)
    else unknown.push(alt)
  }
  return { flats, unknown }
}

/** `khvoya-11-1-2-3.pdf` for one flat; a booklet is named in its language. */
export function pdfFileName(alts: readonly Alt[], locale: Locale): string {
  return alts.length === 1 ? `khvoya-${alts[0]}.pdf` : translate(locale, 'pdf.bookletFile')
}

export type PdfQuery =
  | { kind: 'intro'; lang: Locale }
  | { kind: 'malformed'; malformed: string[]; lang: Locale }
  | { kind: 'flats'; alts: Alt[]; lang: Locale }

/**
 * The query of /pdf-template and /pdf-generate: `flats` (alts) and `lang` (the sheet's language,
 * by default the page's). No `flats` at all explains the page; a bad alt is an error, not a skip.
 */
export function readPdfQuery(
  search: Readonly<Record<string, string>>,
  pageLocale: Locale,
): PdfQuery {
  const lang: Locale = search.lang === 'en' || search.lang === 'ru' ? search.lang : pageLocale
  if (search.flats === undefined || search.flats.trim() === '') return { kind: 'intro', lang }
  const { alts, malformed } = parseFlatsQuery(search.flats)
  if (malformed.length || alts.length === 0) return { kind: 'malformed', malformed, lang }
  return { kind: 'flats', alts, lang }
}
