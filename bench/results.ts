// The shape of bench/results.json: every measurement of one `npm run bench`, each section either
// measured (with its figures) or not measured (with the reason). Types only, no behaviour.

import type { FirstTapResult } from './firstTap'
import type { WebKitResult } from './webkit'
import type { PhoneCanvasResult } from './phoneCanvas'
import type { Locale } from '../engine/types'
import type { EngineBenchResult } from './engine'
import type { IfcBenchResult } from './ifc'
import type { SunViewBenchResult } from './sunView'

export type Section<T> =
  | { measured: true; ms: number; value: T }
  | { measured: false; ms: number; reason: string }

/** Content pages carry the strict budgets; plans pages draw the canvas. */
export type PageKind = 'content' | 'plans'

export interface BenchPage {
  /** Short name used in tables: `home`, `about/philosophy`, `flat` ... */
  name: string
  path: string
  locale: Locale
  kind: PageKind
}

export type Preset = 'mobile' | 'desktop'

export interface Saving {
  id: string
  title: string
  /** Estimated milliseconds saved on LCP/FCP/TBT, the largest of them. */
  ms: number
  display: string
}

export interface LighthouseRun {
  page: BenchPage
  preset: Preset
  /** Category scores 0-100. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** The LCP element as Lighthouse names it, and its phases. */
  lcpElement: string | null
  lcpPhases: { phase: string; ms: number }[]
  opportunities: Saving[]
  renderBlocking: { url: string; ms: number }[]
  /** Elements that moved, by their share of CLS (the layout-shifts audit). */
  shifts: { element: string; score: number }[]
  /** Scripts by main-thread time (bootup-time), the largest first. */
  bootup: { url: string; ms: number }[]
  /** Audits failing in accessibility, best practices or SEO. */
  failing: { category: string; id: string; title: string; items: string[] }[]
  durationMs: number
  /**
   * Where the page was run several times (the plans pages on the mobile preset, whose score moves
   * by up to 8 points between runs on this machine), each run's performance score; the run kept
   * is the one with the median score.
   */
  samples?: number[]
}

export interface LighthouseResult {
  runs: LighthouseRun[]
  skipped: { page: BenchPage; preset: Preset; reason: string }[]
}

export interface LoadedFile {
  url: string
  type: 'script' | 'stylesheet'
  raw: number
  /** Bytes on the wire, as sent for `Accept-Encoding: br`. */
  transferred: number
  encoding: string
  /** Chunk name from the build manifest, when there is one. */
  chunk: string | null
  libraries: string[]
}

export interface PageBytes {
  page: BenchPage
  js: { raw: number; transferred: number; files: number }
  css: { raw: number; transferred: number; files: number }
  files: LoadedFile[]
  /** Libraries found in this page's chunks (`pixi`, `pdf-lib`). */
  libraries: string[]
}

export interface InteractionFigure {
  name: string
  path: string
  samples: number[]
  medianMs: number
  maxMs: number
  /** Event Timing `duration` (input to next paint), when the browser reported one. */
  eventTimingMs: number | null
  what: string
}

export interface InteractionResult {
  measured: InteractionFigure[]
  notMeasured: { name: string; reason: string }[]
}

export interface LoadFigure {
  name: string
  path: string
  expectedStatus: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  requests: number
  statuses: Record<string, number>
  errors: number
  timeouts: number
  bytesPerSecond: number
  /** Measured through nginx (deploy/nginx) rather than straight at the server. */
  via?: 'nginx'
}

export interface StepRecord {
  name: string
  ok: boolean
  ms: number
  reason?: string
}

export interface BenchMeta {
  startedAt: string
  finishedAt: string
  durationS: number
  commit: string
  node: string
  cpus: number
  cpuModel: string
  loadBefore: number[]
  loadAfter: number[]
  baseUrl: string
  steps: StepRecord[]
  notes: string[]
}

export interface BenchResults {
  meta: BenchMeta
  lighthouse: Section<LighthouseResult>
  bytes: Section<PageBytes[]>
  renderer: Section<unknown>
  interaction: Section<InteractionResult>
  /** The plans canvas on a phone: main-thread blocking and tap latency. */
  phone: Section<PhoneCanvasResult>
  /** The first tap on the menu on a phone (absent from results written before it was measured). */
  firstTap?: Section<FirstTapResult>
  /** The tool pages' start-up in WebKit (absent from results written before it was measured). */
  webkit?: Section<WebKitResult>
  engine: Section<EngineBenchResult>
  pdf: Section<unknown>
  /** The build's sun-and-view computation and its per-flat size; absent in older results. */
  sunView?: Section<SunViewBenchResult>
  ifc?: Section<IfcBenchResult>
  server: Section<LoadFigure[]>
}

export interface BudgetRow {
  /** Which budget: `lh.performance`, `js.content` ... */
  id: string
  budget: string
  subject: string
  figure: string
  /** null when the figure was not measured. */
  met: boolean | null
  /** The figure as a number, to find the worst one (NaN when not measured). */
  value: number
  note?: string
}
