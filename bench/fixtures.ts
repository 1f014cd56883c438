// Fixture factories for the bench's unit tests: a Lighthouse run, a page's bytes and a whole
// result set, each taking overrides. Test-only; nothing at run time imports this file.

import type { EngineBenchResult } from './engine'
import type { PhoneCanvasResult } from './phoneCanvas'
import type { BenchPage, BenchResults, LighthouseRun, LoadFigure, PageBytes } from './results'

export function page(overrides: Partial<BenchPage> = {}): BenchPage {
  return { name: 'home', path: '/', locale: 'ru', kind: 'content', ...overrides }
}

export function lighthouseRun(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    page: page(),
    preset: 'mobile',
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 40,
    cls: 0,
    fcpMs: 900,
    lcpElement: null,
    lcpPhases: [],
    opportunities: [],
    renderBlocking: [],
    shifts: [],
    bootup: [],
    failing: [],
    durationMs: 30_000,
    ...overrides,
  }
}

export function pageBytes(overrides: Partial<PageBytes> = {}): PageBytes {
  return {
    page: page(),
    js: { raw: 200_000, transferred: 60_000, files: 5 },
    css: { raw: 20_000, transferred: 5_000, files: 2 },
    files: [],
    libraries: [],
    ...overrides,
  }
}

export function loadFigure(overrides: Partial<LoadFigure> = {}): LoadFigure {
  return {
    name: 'hydra 200 br',
    path: '/api/hydra/data',
    expectedStatus: 200,
    requestsPerSecond: 4000,
    latencyP50Ms: 10,
    latencyP99Ms: 40,
    requests: 40_000,
    statuses: { '2xx': 40_000 },
    errors: 0,
    timeouts: 0,
    bytesPerSecond: 1e6,
    ...overrides,
  }
}

const figures = { medianMs: 0.1, p95Ms: 0.2, flats: 441, indexMs: 2, withObjectMedianMs: 0.1 }

export function engineResult(overrides: Partial<EngineBenchResult> = {}): EngineBenchResult {
  return {
    name: 'engine',
    source: 'fixture',
    real: figures,
    stress: { ...figures, flats: 20_000, p95Ms: 5 },
    ...overrides,
  }
}

export function phoneResult(overrides: Partial<PhoneCanvasResult> = {}): PhoneCanvasResult {
  return {
    cpuThrottle: 4,
    viewport: { width: 390, height: 844 },
    blocking: [
      {
        name: 'masterplan',
        path: '/masterplan',
        blockedMs: 60,
        longTasks: 2,
        longestMs: 90,
        thread: 'worker',
      },
    ],
    taps: [
      {
        name: 'building tap',
        path: '/masterplan',
        samples: [80, 90, 120],
        medianMs: 90,
        maxMs: 120,
        what: 'tap on building 11',
      },
    ],
    notMeasured: [],
    ...overrides,
  }
}

export function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const ms = 1
  return {
    meta: {
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-01-01T00:09:00.000Z',
      durationS: 540,
      commit: 'abc1234',
      node: 'v20.19.0',
      cpus: 2,
      cpuModel: 'test cpu',
      loadBefore: [1, 1, 1],
      loadAfter: [2, 2, 2],
      baseUrl: 'http://127.0.0.1:4711',
      steps: [{ name: 'load', ok: true, ms: 30_000 }],
      notes: [],
    },
    lighthouse: { measured: true, ms, value: { runs: [lighthouseRun()], skipped: [] } },
    bytes: { measured: true, ms, value: [pageBytes()] },
    renderer: { measured: false, ms, reason: 'bench/renderer.ts does not exist yet' },
    interaction: { measured: true, ms, value: { measured: [], notMeasured: [] } },
    phone: { measured: true, ms, value: phoneResult() },
    engine: { measured: true, ms, value: engineResult() },
    pdf: { measured: true, ms, value: { sheet: { medianMs: 120, bytes: 50_000 } } },
    server: { measured: true, ms, value: [loadFigure()] },
    ...overrides,
  }
}
