// The tool pages' start-up in Safari's engine: WebKitGTK's MiniBrowser through WebKitWebDriver
// (tests/browsers/webkit.ts) on an X display of its own (Xvfb) when the bench has none, a few
// visits a page from a blank page, each figure milliseconds after navigation
// (tests/browsers/startTimeline.ts). The budget: the client state (favourites, renderer started)
// within 800 ms. Not measured, with the reason, where WebKitWebDriver or Xvfb is missing.

import { type ChildProcess, spawn } from 'node:child_process'
import type { HydraData } from '../engine/types'
import { saveFavourite } from '../tests/browsers/startFavourite'
import { median, startTimeline, toolPages } from '../tests/browsers/startTimeline'
import { launchWebKit } from '../tests/browsers/webkit'

/** Three visits a page: the four pages fit in about a minute on a busy machine. */
const VISITS = 3

export interface WebKitPageFigure {
  name: string
  path: string
  /** The client state the budget names: 'renderer started', 'favourite shown', 'results shown'. */
  what: string
  samples: number[]
  medianMs: number
  maxMs: number
  /** Medians of where the time went: hydration asked for, hydrated, first scene ... */
  steps: Record<string, number>
}

export interface WebKitResult {
  version: string
  visits: number
  pages: WebKitPageFigure[]
}

/** Starts Xvfb on a free display; resolves with its name once it listens. */
function startXvfb(): Promise<{ display: string; server: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const server = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    )
    server.once('error', (e) => reject(new Error(`Xvfb did not start: ${e.message}`)))
    server.stdio[3]?.once('data', (d: Buffer) =>
      resolve({ display: `:${d.toString().trim()}`, server }),
    )
  })
}

export async function measureWebKit(o: {
  baseUrl: string
  signal: AbortSignal
}): Promise<WebKitResult> {
  const own = process.env.DISPLAY ? null : await startXvfb()
  if (own) process.env.DISPLAY = own.display
  try {
    const page = await launchWebKit()
    const closed = () => void page.close()
    o.signal.addEventListener('abort', closed)
    try {
      const hydra = (await (await fetch(`${o.baseUrl}/api/hydra/data`)).json()) as HydraData
      const alt = await saveFavourite(page, o.baseUrl, hydra)
      const pages = toolPages(alt)
      const timeline = await startTimeline(page, o.baseUrl, pages, VISITS)
      return {
        version: page.version,
        visits: VISITS,
        pages: pages.map((p) => {
          const visits = timeline.get(p.name) ?? []
          const samples = visits
            .map((v) => v[p.state.what])
            .filter((x): x is number => typeof x === 'number')
          if (samples.length < visits.length)
            throw new Error(`${p.name}: ${p.state.what} not reached`)
          const steps: Record<string, number> = {}
          for (const k of new Set(visits.flatMap((v) => Object.keys(v)))) {
            const m = median(
              visits.map((v) => v[k]).filter((x): x is number => typeof x === 'number'),
            )
            if (m !== null) steps[k] = m
          }
          return {
            name: p.name,
            path: p.path,
            what: p.state.what,
            samples,
            medianMs: median(samples) ?? 0,
            maxMs: Math.max(...samples),
            steps,
          }
        }),
      }
    } finally {
      o.signal.removeEventListener('abort', closed)
      await page.close()
    }
  } finally {
    if (own) {
      own.server.kill('SIGTERM')
      delete process.env.DISPLAY
    }
  }
}
