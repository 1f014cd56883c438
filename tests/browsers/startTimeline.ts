// Where a tool page's start-up time goes, in any engine the smoke set drives: per visit, the time
// from navigation (the page's time origin) to hydration asked for (the loader's mark), the app
// hydrated, the renderer asked for, its host chosen, Pixi loaded and created, the first scene
// drawn, the saved favourite or the search results shown; and when the page's scripts were fetched
// (resource timing). Read over the driver after the page has settled; the driver hands the page
// over at its load event (WebKit), so a state already there at the first look is an upper bound.

import type { BrowserPage } from './browserPage'

export interface ToolPage {
  name: string
  path: string
  /** The page's own client state, beside hydration and the renderer's marks. */
  state: { what: string; selector: string }
  /** Whether the page draws the plans canvas (its renderer marks and first scene are awaited). */
  canvas: boolean
}

/** A visit's figures, milliseconds after navigation; null: not reached. */
export interface Visit {
  [what: string]: number | null
}

export const LIMIT_MS = 45_000

/** The four tool pages the budget names; `alt` is a flat saved as a favourite beforehand. */
export function toolPages(favourite: string): ToolPage[] {
  return [
    {
      name: 'master plan',
      path: '/masterplan',
      state: {
        what: 'renderer started',
        selector: '[data-testid="plans-canvas-root"][data-thread]',
      },
      canvas: true,
    },
    {
      name: 'flat link',
      path: '/plans?building=11&section=1&floor=2&flat=2',
      state: {
        what: 'renderer started',
        selector: '[data-testid="plans-canvas-root"][data-thread]',
      },
      canvas: true,
    },
    {
      name: 'favourites',
      path: '/plans/plans-favorites',
      state: {
        what: 'favourite shown',
        selector: `[data-testid="result-row"][data-alt="${favourite}"]`,
      },
      canvas: false,
    },
    {
      name: 'search',
      path: '/plans/plans-search',
      state: {
        what: 'results shown',
        selector: '[data-testid="catalogue-search"][data-state="ready"]',
      },
      canvas: false,
    },
  ]
}

/** In the page: polls until the state (and the first scene, on a canvas page) is there. */
function watch(
  selector: string,
  canvas: boolean,
  limit: number,
): Promise<Record<string, number | null> & { firstLook: number }> {
  return new Promise((resolve) => {
    const firstLook = performance.now()
    const at: Record<string, number | null> = { state: null, hydrated: null, scene: null }
    const w = window as unknown as { __khvoyaHydrated?: boolean }
    // Each mutation is checked as it lands (a MutationObserver runs right after the task that
    // made it): a poll would see a state only once a long task after it (the first scene drawn
    // by a software rasteriser) has let go of the thread.
    const check = (now: number) => {
      if (at.state === null && document.querySelector(selector)) at.state = now
      if (at.hydrated === null && w.__khvoyaHydrated) at.hydrated = now
      if (
        at.scene === null &&
        document.querySelector('[data-testid="plans-canvas-root"][data-status="ready"]')
      )
        at.scene = now
    }
    check(firstLook)
    const observer = new MutationObserver(() => check(performance.now()))
    observer.observe(document, { subtree: true, childList: true, attributes: true })
    const look = () => {
      const now = performance.now()
      check(now)
      const done = at.state !== null && at.hydrated !== null && (!canvas || at.scene !== null)
      if (done || now > limit) {
        observer.disconnect()
        const marks: Record<string, number> = {}
        for (const m of performance.getEntriesByType('mark'))
          if (m.name.startsWith('khvoya:')) marks[m.name.slice(7)] ??= m.startTime
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => /\.m?js(\?|$)/.test(r.name)) as PerformanceResourceTiming[]
        const nav = performance.getEntriesByType('navigation')[0] as
          | PerformanceNavigationTiming
          | undefined
        const worker = scripts.some((r) => /Worker-[\w-]+\.js$/.test(r.name))
        resolve({
          firstLook,
          ...at,
          ...marks,
          'html received': nav ? nav.responseEnd : null,
          'load event': nav ? nav.loadEventStart : null,
          'first script asked': scripts.length
            ? Math.min(...scripts.map((r) => r.startTime))
            : null,
          'last script received': scripts.length
            ? Math.max(...scripts.map((r) => r.responseEnd))
            : null,
          'worker script fetched': worker ? 1 : 0,
        })
      } else setTimeout(look, 10)
    }
    look()
  })
}

/** Visits each page `visits` times from a blank page; figures per page, one record per visit. */
export async function startTimeline(
  page: BrowserPage,
  origin: string,
  pages: ToolPage[],
  visits: number,
): Promise<Map<string, Visit[]>> {
  const out = new Map<string, Visit[]>()
  for (const p of pages) {
    const list: Visit[] = []
    for (let i = 0; i < visits; i++) {
      await page.goto('about:blank')
      await page.goto(`${origin}${p.path}`)
      const seen = await page.evaluate(watch, p.state.selector, p.canvas, LIMIT_MS)
      const { firstLook, ...rest } = seen
      // A state seen at the first look happened at some time before it: record the look.
      for (const k of ['state', 'hydrated', 'scene'])
        if (rest[k] !== null && rest[k] === firstLook) rest[k] = Math.round(firstLook)
      const visit: Visit = { 'first look': Math.round(firstLook) }
      for (const [k, v] of Object.entries(rest)) visit[k] = v === null ? null : Math.round(v)
      visit[p.state.what] = visit.state ?? null
      delete visit.state
      list.push(visit)
    }
    out.set(p.name, list)
  }
  return out
}

export function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? null) : null
}

/** Per page, each figure's median over the visits, in time order. */
export function formatTimeline(timeline: Map<string, Visit[]>): string[] {
  const lines: string[] = []
  for (const [name, visits] of timeline) {
    const keys = [...new Set(visits.flatMap((v) => Object.keys(v)))]
    const medians = keys
      .map((k) => ({
        k,
        m: median(visits.map((v) => v[k]).filter((x): x is number => typeof x === 'number')),
      }))
      .filter((x) => x.m !== null)
      .sort((a, b) => (a.m ?? 0) - (b.m ?? 0))
    lines.push(`${name}: ${medians.map((x) => `${x.k} ${x.m}`).join(', ')}`)
  }
  return lines
}
