// Sun-and-view benchmark: the build step's computation for every flat of the resort (wall and CPU
// time: the machine is shared, so CPU says what the code costs and wall what the build waited)
// and the size of one flat's API answer, gzip'd and brotli'd. Budgets: under 10 s for all flats,
// under 2 KB per flat compressed. Run alone with `npx tsx bench/sunView.ts`.

import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { resortModel } from '../server/catalogue/index'
import { resortGeometry, sunViewData } from '../server/catalogue/sunView/sunViewData'
import { table } from './markdown'
import type { Section } from './results'

export const SUN_VIEW_LIMITS = { buildMs: 10_000, flatBytes: 2048 } as const

export interface SunViewBenchResult {
  flats: number
  windows: number
  wallMs: number
  cpuMs: number
  gzip: { medianBytes: number; maxBytes: number }
  br: { medianBytes: number; maxBytes: number }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export function runSunViewBench(): SunViewBenchResult {
  const { site, buildings: geometries } = resortGeometry(resortModel())
  const cpu = process.cpuUsage()
  const started = performance.now()
  const { flats } = sunViewData(site, geometries)
  const wallMs = Math.round(performance.now() - started)
  const used = process.cpuUsage(cpu)
  const bodies = Object.values(flats).map((f) => Buffer.from(JSON.stringify(f)))
  const gz = bodies.map((b) => zlib.gzipSync(b, { level: 9 }).length)
  const br = bodies.map((b) => zlib.brotliCompressSync(b).length)
  return {
    flats: bodies.length,
    windows: Object.values(flats).reduce((n, f) => n + f.windows.length, 0),
    wallMs,
    cpuMs: Math.round((used.user + used.system) / 1000),
    gzip: { medianBytes: median(gz), maxBytes: Math.max(...gz) },
    br: { medianBytes: median(br), maxBytes: Math.max(...br) },
  }
}

export function sunViewSection(section: Section<SunViewBenchResult> | undefined): string {
  const title = '## Sun and view'
  if (!section?.measured)
    return `${title}\n\nNot measured: ${section?.reason ?? 'not in this results file'}.\n`
  const v = section.value
  const met = (ok: boolean) => (ok ? 'met' : 'missed')
  return [
    title,
    '',
    '`runSunViewBench()` (bench/sunView.ts): the build step for every flat, and one flat of GET /api/sun-view/{alt}.',
    '',
    table(
      ['figure', 'value', 'budget'],
      [
        ['flats / windows', `${v.flats} / ${v.windows}`, ''],
        ['all flats, wall', `${v.wallMs} ms`, `< 10 s: ${met(v.wallMs < SUN_VIEW_LIMITS.buildMs)}`],
        ['all flats, CPU', `${v.cpuMs} ms`, `< 10 s: ${met(v.cpuMs < SUN_VIEW_LIMITS.buildMs)}`],
        [
          'per flat, gzip median / max',
          `${v.gzip.medianBytes} / ${v.gzip.maxBytes} B`,
          `< 2 KB: ${met(v.gzip.maxBytes < SUN_VIEW_LIMITS.flatBytes)}`,
        ],
        ['per flat, br median / max', `${v.br.medianBytes} / ${v.br.maxBytes} B`, ''],
      ],
    ),
    '',
  ].join('\n')
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log(JSON.stringify(runSunViewBench(), null, 2))
}
