// Which charts bench/REPORT.md shows, built from the results: Lighthouse mobile performance per
// page against its budget, compressed bytes per page, and server requests per second. Pure.

import { LIMITS } from './budgets'
import { barChartSvg, type ChartBar, type ChartSpec } from './chart'
import type { BenchResults } from './results'
import { formatCount } from './stats'

export interface Chart {
  /** File name beside REPORT.md: `chart-<name>.svg`. */
  file: string
  svg: string
}

export function lighthouseChart(r: Pick<BenchResults, 'lighthouse'>): ChartSpec | null {
  if (!r.lighthouse.measured) return null
  const runs = r.lighthouse.value.runs.filter((run) => run.preset === 'mobile')
  if (runs.length === 0) return null
  return {
    title: 'Lighthouse mobile performance (bar mark: 95)',
    unit: 'performance score',
    series: ['mobile performance'],
    max: 100,
    format: (v) => String(Math.round(v)),
    bars: runs.map((run) => {
      const target = LIMITS.performance
      return {
        label: `${run.page.name} (${run.page.locale})`,
        segments: [Math.max(0, run.performance || 0)],
        target,
        tone: run.performance >= target ? 'ok' : 'bad',
      }
    }),
  }
}

export function bytesChart(r: Pick<BenchResults, 'bytes'>): ChartSpec | null {
  if (!r.bytes.measured || r.bytes.value.length === 0) return null
  return {
    title: 'Compressed JavaScript and CSS before interaction (bar mark: 90 KB JS budget)',
    unit: 'KB transferred (br)',
    series: ['JavaScript', 'CSS'],
    format: (v) => String(Math.round(v)),
    bars: r.bytes.value.map((p) => {
      const content = p.page.kind === 'content'
      const js = p.js.transferred / 1024
      const bar: ChartBar = {
        label: `${p.page.name} (${p.page.locale})`,
        segments: [js, p.css.transferred / 1024],
        tone: content ? (p.js.transferred < LIMITS.contentJsBytes ? 'ok' : 'bad') : 'neutral',
      }
      if (content) bar.target = LIMITS.contentJsBytes / 1024
      return bar
    }),
  }
}

export function serverChart(r: Pick<BenchResults, 'server'>): ChartSpec | null {
  if (!r.server.measured || r.server.value.length === 0) return null
  return {
    title: 'Requests per second, 50 connections on loopback',
    unit: 'requests per second',
    series: ['req/s'],
    threshold: { value: LIMITS.rps, label: 'budget 3,000' },
    format: formatCount,
    bars: r.server.value.map((f) => {
      const api = f.path.startsWith('/api/hydra/data')
      const tone = api ? (f.requestsPerSecond >= LIMITS.rps ? 'ok' : 'bad') : 'neutral'
      return { label: f.name, segments: [f.requestsPerSecond], tone }
    }),
  }
}

export function buildCharts(r: Pick<BenchResults, 'lighthouse' | 'bytes' | 'server'>): Chart[] {
  const specs: [string, ChartSpec | null][] = [
    ['chart-lighthouse.svg', lighthouseChart(r)],
    ['chart-bytes.svg', bytesChart(r)],
    ['chart-server.svg', serverChart(r)],
  ]
  return specs.flatMap(([file, spec]) => (spec ? [{ file, svg: barChartSvg(spec) }] : []))
}
