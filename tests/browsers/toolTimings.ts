// How long the tool pages take to come alive, from navigation (the page's time origin) to their
// client state: a saved favourite shown on the favourites page, the master plan's renderer
// started. Printed, never asserted: `npm run bench` owns performance budgets. The page watches
// itself every 10 ms from DOMContentLoaded on; a state already there at the first look is
// reported as an upper bound.

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

/** Resolves with performance.now() when `selector` first matches, or null after 25 s. */
function whenShown(selector: string): Promise<{ at: number; first: boolean } | null> {
  return new Promise((resolve) => {
    let first = true
    const look = () => {
      if (document.querySelector(selector)) resolve({ at: performance.now(), first })
      else if (performance.now() > 25_000) resolve(null)
      else {
        first = false
        setTimeout(look, 10)
      }
    }
    look()
  })
}

async function measure(
  page: BrowserPage,
  what: string,
  url: string,
  selector: string,
): Promise<Timing> {
  const timing: Timing = { what, ms: [], atMost: false }
  for (let i = 0; i < VISITS; i++) {
    await page.goto('about:blank')
    await page.goto(url)
    const seen = await page.evaluate(whenShown, selector)
    if (!seen) throw new Error(`${what}: not within 25 s of navigation`)
    timing.ms.push(Math.round(seen.at))
    timing.atMost ||= seen.first
  }
  return timing
}

/** Needs a saved favourite `alt` (the favourites check leaves one). */
export async function toolTimings(
  page: BrowserPage,
  origin: string,
  alt: string,
): Promise<Timing[]> {
  return [
    await measure(
      page,
      'favourites page: the saved flat shown',
      `${origin}${FAVOURITES}`,
      `[data-testid="result-row"][data-alt="${alt}"]`,
    ),
    await measure(
      page,
      'master plan: renderer started',
      `${origin}/masterplan`,
      '[data-testid="plans-canvas-root"][data-thread]',
    ),
    await measure(
      page,
      'master plan: first scene drawn',
      `${origin}/masterplan`,
      '[data-testid="plans-canvas-root"][data-status="ready"]',
    ),
  ]
}

export function formatTiming(t: Timing): string {
  const sorted = [...t.ms].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const bound = t.atMost ? '<= ' : ''
  return `${t.what}: median ${bound}${median} ms (visits: ${t.ms.join(', ')} ms)`
}
