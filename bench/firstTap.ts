// The first tap on a phone: from the pointerdown of a tap on the header's menu button to the first
// frame in which the menu is on screen (or, with --target=callback, from the tap on the menu's
// callback button, the menu opened first, to the first frame showing the callback popup), in a real Chromium with a phone's screen and touch, 4x CPU
// throttling and a slow 4G network (150 ms round trip, 1.6 Mbps down). Each page twice: a tap at
// once after the load event, and one after the visitor has read for 8 s. Content pages hydrate on
// the first touch and tools when idle, so the two differ in what has run by the tap.
// Alone: `npx tsx bench/firstTap.ts --url=http://127.0.0.1:PORT` prints the figures; `--pauses=300,
// 1000,3000,8000` taps at those moments after the load event instead.

import type { Browser } from '@playwright/test'
import { firstLineOf, withChromium } from './browserRun'
import { CPU, phonePage, VIEWPORT } from './phoneCanvas'
import { median, round } from './stats'

export interface FirstTapFigure {
  path: string
  /** 'at once' (right after load) or 'after 8 s'. */
  when: string
  samples: number[]
  medianMs: number
  maxMs: number
}

export interface FirstTapResult {
  cpuThrottle: number
  viewport: { width: number; height: number }
  network: string
  figures: FirstTapFigure[]
  notMeasured: { name: string; reason: string }[]
}

export const FIRST_TAP_PATHS = ['/', '/about/philosophy', '/en/about/location', '/masterplan']
const PAUSE_MS = 8000
const SAMPLES = 3
/** The phone profile's network: 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

/** What a tap is measured on: the button tapped, and what must be on screen (any of). */
export interface TapTarget {
  name: 'menu' | 'callback'
  /** Tapped first and waited for (the phone's callback button is in the menu). */
  before?: string
  button: string
  shown: string
}

export const TAP_TARGETS: Record<TapTarget['name'], TapTarget> = {
  menu: { name: 'menu', button: '[data-testid="menu-toggle"]', shown: '#site-menu' },
  callback: {
    name: 'callback',
    before: '[data-testid="menu-toggle"]',
    button: '[data-testid="menu-callback"]',
    // The served popup before hydration, the popup layer's dialog after it.
    shown: '#callback-shell, [data-testid="popup-callback"]',
  },
}

/** Installed before the page's own scripts: hears the tap on the button first, then watches every
 * frame. Plain text: tsx's helpers do not exist in the page. */
function watchScript(target: TapTarget): string {
  return `(() => {
  addEventListener('pointerdown', (e) => {
    if (window.__tapAt !== undefined) return
    if (!(e.target instanceof Element) || !e.target.closest(${JSON.stringify(target.button)})) return
    window.__tapAt = e.timeStamp
    const look = () => {
      for (const el of document.querySelectorAll(${JSON.stringify(target.shown)})) {
        const box = el.getBoundingClientRect()
        if (getComputedStyle(el).display !== 'none' && box.height > 0) {
          window.__shownAt = performance.now()
          return
        }
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, { capture: true, passive: true })
})()`
}

async function tapOnce(
  browser: Browser,
  url: string,
  pause: number,
  target: TapTarget,
): Promise<number> {
  const { page } = await phonePage(browser, { network: NETWORK, scripts: [watchScript(target)] })
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    if (pause > 0) await page.waitForTimeout(pause)
    const tap = async (selector: string) => {
      const button = page.locator(selector).first()
      await button.waitFor({ state: 'visible', timeout: 20_000 })
      // The menu's callback button is below the phone's fold: the visitor scrolls the menu to it.
      await button.scrollIntoViewIfNeeded()
      const box = await button.boundingBox()
      if (!box) throw new Error(`no ${selector} on ${url}`)
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    }
    if (target.before) await tap(target.before)
    await tap(target.button)
    // Polled from outside: the page's CSP refuses the string functions waitForFunction compiles.
    // The figure is the page's own clock, so the polling's coarseness does not enter it.
    for (let waited = 0; waited < 20_000; waited += 100) {
      const ms = (await page.evaluate('window.__shownAt - window.__tapAt')) as number | null
      if (typeof ms === 'number' && !Number.isNaN(ms)) return round(ms, 1)
      await page.waitForTimeout(100)
    }
    throw new Error(`the ${target.name} did not show within 20 s of the tap on ${url}`)
  } finally {
    await page.context().close()
  }
}

/** A tap's moment, in ms after the load event, as the report names it. */
export function tapMoment(pause: number): string {
  if (pause === 0) return 'at once'
  return pause % 1000 === 0 ? `after ${pause / 1000} s` : `after ${pause} ms`
}

export async function measureFirstTap(o: {
  baseUrl: string
  signal: AbortSignal
  paths?: string[]
  target?: TapTarget
  /** When to tap, in ms after the load event: at once and after 8 s unless said. */
  pauses?: number[]
}): Promise<FirstTapResult> {
  return withChromium(o.signal, async (browser) => {
    const result: FirstTapResult = {
      cpuThrottle: CPU,
      viewport: VIEWPORT,
      network: '150 ms RTT, 1.6 Mbps down, 750 Kbps up',
      figures: [],
      notMeasured: [],
    }
    for (const path of o.paths ?? FIRST_TAP_PATHS) {
      for (const pause of o.pauses ?? [0, PAUSE_MS]) {
        const when = tapMoment(pause)
        try {
          const samples: number[] = []
          for (let i = 0; i < SAMPLES; i++)
            samples.push(
              await tapOnce(browser, o.baseUrl + path, pause, o.target ?? TAP_TARGETS.menu),
            )
          result.figures.push({
            path,
            when,
            samples,
            medianMs: round(median(samples), 1),
            maxMs: Math.max(...samples),
          })
        } catch (error) {
          result.notMeasured.push({ name: `${path} ${when}`, reason: firstLineOf(error) })
        }
      }
    }
    return result
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv.find((a) => a.startsWith('--url='))?.slice(6)
  if (!url)
    throw new Error(
      'usage: tsx bench/firstTap.ts --url=http://127.0.0.1:PORT [--paths=/,/about] [--target=menu|callback] [--pauses=300,1000]',
    )
  const paths = process.argv
    .find((a) => a.startsWith('--paths='))
    ?.slice(8)
    .split(',')
  const name = process.argv.find((a) => a.startsWith('--target='))?.slice(9) ?? 'menu'
  // Issue 45's moments: --pauses=300,1000,3000,8000.
  const pauses = process.argv
    .find((a) => a.startsWith('--pauses='))
    ?.slice(9)
    .split(',')
    .map(Number)
  if (name !== 'menu' && name !== 'callback') throw new Error('--target= is menu or callback')
  const result = await measureFirstTap({
    baseUrl: url,
    signal: new AbortController().signal,
    paths,
    target: TAP_TARGETS[name],
    pauses,
  })
  for (const f of result.figures)
    console.log(
      `${f.path.padEnd(22)} ${f.when.padEnd(10)} median ${f.medianMs} ms, max ${f.maxMs} ms (${f.samples.join(', ')})`,
    )
  for (const m of result.notMeasured) console.log(`${m.name}: not measured: ${m.reason}`)
}
