// PDF benchmark: time and size of one flat sheet and of a 10-flat booklet, built in Node from the
// real catalogue and geometry, fonts read once as the browser would fetch them once.
// Run alone with `npx tsx bench/pdf.ts`; `runPdfBench()` is what a bench runner collects.
// `loadPdfFixture()` is shared with ui/pdf's tests: the lint keeps ui/ off server/, bench/ may use it.

import { pathToFileURL } from 'node:url'
import type { BuildingGeometry } from '../engine/geometry'
import type { Apartment, HydraData } from '../engine/types'
import {
  buildingGeometry,
  generateCatalogue,
  resortModel,
  siteGeometry,
  toHydraData,
} from '../server/catalogue/index'
import type { SheetGeometry } from '../ui/pdf/bookletLayout'
import { buildPdf, type BuildPdfOptions } from '../ui/pdf/buildPdf'
import type { FontBytes } from '../ui/pdf/fonts'
import { readFonts } from '../ui/pdf/fontsNode'

export interface PdfFixture {
  data: HydraData
  geometry: SheetGeometry
  fonts: FontBytes
}

let fixture: Promise<PdfFixture> | null = null

/** The live data the API serves for the default seed, every building's geometry and the fonts. */
export function loadPdfFixture(): Promise<PdfFixture> {
  fixture ??= (async () => {
    const data = toHydraData(generateCatalogue())
    const resort = resortModel()
    const buildings: Record<string, BuildingGeometry> = {}
    for (const model of resort.models) {
      buildings[String(model.info.code)] = buildingGeometry(model, resort.layouts)
    }
    const site = siteGeometry(
      resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
    )
    return { data, geometry: { site, buildings }, fonts: await readFonts() }
  })()
  return fixture
}

/** Ten flats spread over the resort: every building type, studios to two-level residences. */
export function sampleFlats(data: HydraData, count = 10): Apartment[] {
  const all = Object.values(data.apartments)
  const step = Math.max(1, Math.floor(all.length / count))
  return Array.from({ length: count }, (_, i) => all[(i * step) % all.length] as Apartment)
}

export function pdfOptions(
  f: PdfFixture,
  alts: string[],
  locale: 'ru' | 'en' = 'ru',
): BuildPdfOptions {
  return {
    flats: alts,
    data: f.data,
    geometry: f.geometry,
    fonts: f.fonts,
    locale,
    origin: 'https://khvoya-club.ru',
    now: new Date('2025-06-02T09:00:00Z'),
  }
}

export interface PdfBenchResult {
  name: string
  sheet: { medianMs: number; bytes: number }
  booklet: { medianMs: number; bytes: number; pages: number; bytesPerSheet: number }
}

async function timed(runs: number, build: () => Promise<Uint8Array>) {
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    bytes = (await build()).length
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { medianMs: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10, bytes }
}

export async function runPdfBench(): Promise<PdfBenchResult> {
  const f = await loadPdfFixture()
  const flats = sampleFlats(f.data)
  const one = flats.find((a) => a.lv === 2) ?? (flats[0] as Apartment)
  // A first build warms fontkit and the JIT, as the first click in a session would.
  await buildPdf(pdfOptions(f, [one.alt]))
  const sheet = await timed(7, () => buildPdf(pdfOptions(f, [one.alt])))
  const booklet = await timed(3, () =>
    buildPdf(
      pdfOptions(
        f,
        flats.map((a) => a.alt),
      ),
    ),
  )
  return {
    name: 'pdf',
    sheet,
    booklet: {
      ...booklet,
      pages: flats.length + 1,
      bytesPerSheet: Math.round(booklet.bytes / (flats.length + 1)),
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runPdfBench()
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(`sheet:   ${r.sheet.medianMs} ms, ${kb(r.sheet.bytes)}`)
  console.log(
    `booklet: ${r.booklet.medianMs} ms for ${r.booklet.pages} pages, ${kb(r.booklet.bytes)} (${kb(r.booklet.bytesPerSheet)} per page)`,
  )
}
