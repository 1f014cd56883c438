// The measurements of one bench run, in order, each bounded in time: bytes, interaction, server
// load, then the modules other issues own (engine, PDF, renderer) in child processes, and
// Lighthouse last with whatever time is left before the deadline.

import { localizePath } from '../engine/routes'
import type { Apartment, HydraData, Locale } from '../engine/types'
import type { EngineBenchResult } from './engine'
import type { IfcBenchResult } from './ifc'
import type { SunViewBenchResult } from './sunView'
import { measureBytes } from './bytes'
import { measureInteraction } from './interaction'
import { measureFirstTap } from './firstTap'
import { measureWebKit } from './webkit'
import { measurePhoneCanvas } from './phoneCanvas'
import type { LighthouseJob } from './lighthouse'
import type { BenchPage, BenchResults, Section, StepRecord } from './results'
import { type BenchServer, measureServerLoad } from './server'
import { runIsolated, timebox } from './steps'

export interface Measured {
  steps: StepRecord[]
  sections: Omit<BenchResults, 'meta'>
}

/** A flat on sale, preferring building 11, section 1, floor 2 as in the issue. */
export function pickFlat(apartments: Record<string, Apartment>): Apartment | undefined {
  const onSale = Object.values(apartments).filter((a) => a.st === 1)
  return onSale.find((a) => a.b === 11 && a.s === 1 && a.f === 2) ?? onSale[0]
}

export async function benchPages(baseUrl: string): Promise<BenchPage[]> {
  const data = (await (await fetch(`${baseUrl}/api/hydra/data`)).json()) as HydraData
  const flat = pickFlat(data.apartments)
  const logical: Omit<BenchPage, 'locale'>[] = [
    { name: 'home', path: '/', kind: 'content' },
    { name: 'about/philosophy', path: '/about/philosophy', kind: 'content' },
    // The other two content pages with budgets of their own: a map and a gallery of a hundred photos.
    { name: 'about/location', path: '/about/location', kind: 'content' },
    { name: 'about/construction', path: '/about/construction', kind: 'content' },
    { name: 'masterplan', path: '/masterplan', kind: 'plans' },
    { name: 'plans-search', path: '/plans/plans-search', kind: 'plans' },
  ]
  if (flat) {
    const query = `building=${flat.b}&section=${flat.s}&floor=${flat.f}&flat=${flat.n}`
    logical.push({ name: 'flat', path: `/plans?${query}`, kind: 'plans' })
  }
  const locales: Locale[] = ['ru', 'en']
  return locales.flatMap((locale) =>
    logical.map((p) => {
      const [pathname, query] = p.path.split('?')
      const localized = localizePath(pathname ?? '/', locale) + (query ? `?${query}` : '')
      return { ...p, path: localized, locale }
    }),
  )
}

/** The floor of the bench's flat (Russian), where the flat-tap latency is measured. */
export function floorOf(pages: BenchPage[]): string | null {
  const flat = pages.find((p) => p.name === 'flat' && p.locale === 'ru')
  return flat ? flat.path.replace(/&flat=\d+$/, '') : null
}

/** Runs of a plans page on the mobile preset: its score moves by up to 8 points run to run. */
export const PLANS_MOBILE_RUNS = 3

/** Mobile before desktop, Russian before English: the last jobs are the first to be skipped. */
export function lighthouseJobs(pages: BenchPage[]): LighthouseJob[] {
  const presets = ['mobile', 'desktop'] as const
  const locales = ['ru', 'en'] as const
  return presets.flatMap((preset) =>
    locales.flatMap((locale) =>
      pages
        .filter((p) => p.locale === locale)
        .map((page) =>
          preset === 'mobile' && page.kind === 'plans'
            ? { page, preset, runs: PLANS_MOBILE_RUNS }
            : { page, preset },
        ),
    ),
  )
}

export interface MeasureOptions {
  server: BenchServer
  baseUrl: string
  pages: BenchPage[]
  jobs: LighthouseJob[]
  clientDir: string
  chunkNames: Map<string, string>
  /** Epoch ms by which every measurement has ended. */
  deadline: number
  only: string[] | undefined
  log: (line: string) => void
}

/** Time kept for Lighthouse while the other steps run: about the five Russian mobile runs. */
const LIGHTHOUSE_RESERVE_MS = 180_000

export async function measureAll(o: MeasureOptions): Promise<Measured> {
  const steps: StepRecord[] = []
  const skip = <T>(name: string, reason: string): Section<T> => {
    steps.push({ name, ok: false, ms: 0, reason })
    o.log(`${name}: not measured: ${reason}`)
    return { measured: false, ms: 0, reason }
  }
  const run = async <T>(
    name: string,
    capMs: number,
    work: (signal: AbortSignal, limitMs: number) => Promise<T>,
  ): Promise<Section<T>> => {
    if (o.only && !o.only.includes(name)) return skip(name, 'left out of this run by --only')
    const reserve = name === 'lighthouse' ? 0 : LIGHTHOUSE_RESERVE_MS
    const limit = Math.min(capMs, o.deadline - reserve - Date.now())
    if (limit < 5_000) return skip(name, 'no time left in the 10-minute budget')
    o.log(`${name} (at most ${Math.round(limit / 1000)} s)`)
    const section = await timebox(limit, (signal) => work(signal, limit))
    const record: StepRecord = { name, ok: section.measured, ms: section.ms }
    if (!section.measured) {
      record.reason = section.reason
      o.log(`${name}: not measured: ${section.reason}`)
    }
    steps.push(record)
    return section
  }
  const isolated = (file: string, fn: string, args: unknown[]) => (_: AbortSignal, ms: number) =>
    runIsolated(file, fn, args, ms, o.log)

  const bytes = await run('bytes', 100_000, (signal) => measureBytes({ ...o, signal }))
  const plans = (name: string) => o.pages.find((p) => p.locale === 'ru' && p.name === name)?.path
  const interaction = await run('interaction', 90_000, (signal) =>
    measureInteraction({
      baseUrl: o.baseUrl,
      canvasPaths: [plans('masterplan') ?? '/masterplan', '/plans'],
      searchPath: plans('plans-search') ?? '/plans/plans-search',
      signal,
    }),
  )
  const phone = await run('phone', 150_000, (signal) =>
    measurePhoneCanvas({
      baseUrl: o.baseUrl,
      pages: o.pages.filter((p) => p.name === 'masterplan' || p.name === 'flat'),
      floorPath: floorOf(o.pages) ?? '/plans?building=11&section=1&floor=2',
      signal,
    }),
  )
  const firstTap = await run('firsttap', 240_000, (signal) =>
    measureFirstTap({ baseUrl: o.baseUrl, signal }),
  )
  // Safari's engine: four tool pages, three visits each (about a minute).
  const webkit = await run('webkit', 120_000, (signal) =>
    measureWebKit({ baseUrl: o.baseUrl, signal }),
  )
  // After the browsers have loaded every page: the server is warm, as it is in production.
  // About 45 s straight at the server, 25 s more through nginx when it is installed.
  const server = await run('load', 95_000, () => measureServerLoad(o.server))
  const engine = (await run(
    'engine',
    60_000,
    isolated('bench/engine.ts', 'runEngineBench', []),
  )) as Section<EngineBenchResult>
  const pdf = await run('pdf', 60_000, isolated('bench/pdf.ts', 'runPdfBench', []))
  const ifc = (await run(
    'ifc',
    120_000,
    isolated('bench/ifc.ts', 'runIfcBench', []),
  )) as Section<IfcBenchResult>
  const sunView = (await run(
    'sunView',
    90_000,
    isolated('bench/sunView.ts', 'runSunViewBench', []),
  )) as Section<SunViewBenchResult>
  // The heaviest of the modules others own goes last: a slow build squeezes it, not the others.
  const renderer = await run(
    'renderer',
    180_000,
    isolated('bench/renderer.ts', 'runRendererBench', [o.baseUrl]),
  )
  // Lighthouse ends 15 s before the deadline: time to stop the server and write the report.
  const lighthouse = await run('lighthouse', 960_000, async () => {
    const { runLighthouse } = await import('./lighthouse')
    return runLighthouse(o.baseUrl, o.jobs, o.deadline - 15_000, o.log)
  })
  return {
    steps,
    sections: {
      lighthouse,
      bytes,
      renderer,
      interaction,
      phone,
      firstTap,
      webkit,
      engine,
      pdf,
      sunView,
      ifc,
      server,
    },
  }
}
