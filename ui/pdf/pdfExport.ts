// The browser's PDF export, loaded on demand (dynamic import) so pdf-lib, fontkit, qrcode and the
// fonts reach only visitors who ask for a PDF: live data, geometry and fonts in, a saved file
// out, each stage reported. Environment: client.

import type { Alt, Locale } from '../../engine/types'
import { SITE_ORIGIN } from '../siteOrigin'
import type { BrokerBranding } from './brokerBranding'
import { buildPdf, PdfInputError } from './buildPdf'
import type { ExportFailure, ExportStage } from './exportState'
import { parseFlatsQuery, pdfFileName, resolveFlats } from './flatSelection'
import { FONT_URLS } from './fontUrls'
import { fetchFonts } from './fonts'
import { loadLiveData, loadSheetGeometry, loadSunSummaries } from './sheetSources'

export interface ExportRequest {
  alts: readonly Alt[]
  locale: Locale
  branding: BrokerBranding
  /** Furniture on the plans; walls, doors, windows and stairs are always drawn. */
  furniture?: boolean
  onStage: (stage: ExportStage, done?: number, total?: number) => void
}

export type ExportResult =
  | { ok: true; fileName: string; bytes: Uint8Array }
  | { ok: false; failure: ExportFailure }

export async function exportPdf(request: ExportRequest): Promise<ExportResult> {
  const { alts, malformed } = parseFlatsQuery(request.alts.join(','))
  if (malformed.length || alts.length === 0) {
    return { ok: false, failure: { kind: 'bad-request', malformed, unknown: [] } }
  }
  try {
    request.onStage('data')
    const data = await loadLiveData()
    const { flats, unknown } = resolveFlats(alts, data)
    if (unknown.length || flats.length === 0) {
      return { ok: false, failure: { kind: 'bad-request', malformed: [], unknown } }
    }
    const geometryLoad = loadSheetGeometry(flats.map((f) => f.b))
    request.onStage('fonts')
    const [geometry, fonts, sun] = await Promise.all([
      geometryLoad,
      fetchFonts(FONT_URLS),
      loadSunSummaries(flats.map((f) => f.alt)),
    ])
    request.onStage('drawing', 0, flats.length)
    const bytes = await buildPdf({
      flats: alts,
      data,
      geometry,
      fonts,
      locale: request.locale,
      origin: SITE_ORIGIN,
      now: new Date(),
      branding: request.branding,
      hidePrice: request.branding.hidePrice,
      furniture: request.furniture ?? true,
      sun,
      onProgress: (done, total) => request.onStage('drawing', done, total),
    })
    request.onStage('saving')
    const fileName = pdfFileName(alts, request.locale)
    saveFile(bytes, fileName)
    return { ok: true, fileName, bytes }
  } catch (error) {
    if (error instanceof PdfInputError) {
      return {
        ok: false,
        failure: { kind: 'bad-request', malformed: error.malformed, unknown: error.unknown },
      }
    }
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, failure: { kind: 'network', reason } }
  }
}

/** Hands the bytes to the browser as a download named `fileName`. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later, not at once: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
