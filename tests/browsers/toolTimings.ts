// How long the tool pages take to come alive, from navigation (the page's time origin) to their
// client state: a saved favourite shown on the favourites page, the master plan's renderer
// started. Printed, never asserted: `npm run bench` owns performance budgets. The page watches
// itself every 10 ms from the moment the driver hands it over (WebKit: its load event); a state
// already there at the first look is reported as an upper bound.

import type { BrowserPage } from './browserPage'
import { FAVOURITES } from './catalogueChecks'

export interface Timing {
  what: string
  /** Milliseconds after navigation, one per visit. */
  ms: number[]
  /** Some visit found the state already there at its first look. */
  atMost: boolean
}

const VISITS = 3
/**
 * A first scene drawn by software WebGL on the page thread took up to 18 s on a busy machine;
 * the driver gives up on a command after 90 s (webdriver.ts).
 */
const LIMIT_MS = 45_000

interface Watched {
  what: string
  selector: string
}

/**
 * Resolves when every selector has matched, with performance.now() at each one's first match
 * (null if it never did within `limit` ms of navigation) and whether it matched at the first look.
 */
function whenShown(
  selectors: string[],
  limit: number,
): Promise<{ at: number | null; first: boolean }[]> {
  return new Promise((resolve) => {
    const seen: { at: number | null; first: boolean }[] = selectors.map(() => ({
      at: null,
      first: false,
    }))
    let firstLook = true
    const look = () => {
      selectors.forEach((selector, i) => {
        const s = seen[i]
        if (s && s.at === null && document.querySelector(selector)) {
          s.at = performance.now()
          s.first = firstLook
        }
      })
      firstLook = false
      if (seen.every((s) => s.at !== null) || performance.now() > limit) resolve(seen)
      else setTimeout(look, 10)
    }
    look()
  })
}

/** Visits `url` VISITS times, each from a blank page, timing every watched state. */
async function measure(page: BrowserPage, url: string, watched: Watched[]): Promise<Timing[]> {
  const timings: Timing[] = watched.map((w) => ({ what: w.what, ms: [], atMost: false }))
  for (let i = 0; i < VISITS; i++) {
    await page.goto('about:blank')
    await page.goto(url)
    const seen = await page.evaluate(
      whenShown,
      watched.map((w) => w.selector),
      LIMIT_MS,
    )
    seen.forEach((s, j) => {
      const timing = timings[j]
      if (!timing) return
      if (s.at === null) throw new Error(`${timing.what}: not within ${LIMIT_MS / 1000} s`)
      timing.ms.push(Math.round(s.at))
      timing.atMost ||= s.first
    })
  }
  return timings
}

/** Needs a saved favourite `alt` (the favourites check leaves one). */
export async function toolTimings(
  page: BrowserPage,
  origin: string,
  alt: string,
): Promise<Timing[]> {
  return [
    ...(await measure(page, `${origin}${FAVOURITES}`, [
      {
        what: 'favourites page: the saved flat shown',
        selector: `[data-testid="result-row"][data-alt="${alt}"]`,
      },
    ])),
    ...(await measure(page, `${origin}/masterplan`, [
      {
        what: 'master plan: renderer started',
        selector: '[data-testid="plans-canvas-root"][data-thread]',
      },
      {
        what: 'master plan: first scene drawn',
        selector: '[data-testid="plans-canvas-root"][data-status="ready"]',
      },
    ])),
  ]
}

export function formatTiming(t: Timing): string {
  const sorted = [...t.ms].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const bound = t.atMost ? '<= ' : ''
  return `${t.what}: median ${bound}${median} ms (visits: ${t.ms.join(', ')} ms)`
}
