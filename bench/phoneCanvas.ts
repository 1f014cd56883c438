// The plans canvas on a phone, in a real Chromium with a phone's screen and touch, 4x CPU
// throttling and slow 4G (CDP, DevTools' applied values):
// - main thread blocked: the long tasks (over 50 ms) of the page's main thread in the 10 s after
//   navigation on /masterplan and the flat screen, as blocking time (the part of each past 50 ms,
//   as TBT counts it) and the longest task;
// - tap to response: from the pointerdown of a tap on a building (master plan) and on a flat (a
//   floor) to the canvas's next frame that shows it (window.__khvoyaFrameProbe hears each frame's
//   report: its hover or selection is the tapped target). The frame is drawn then; the display
//   shows it at its next refresh. INP-style: input to the frame that answers it.

import type { Browser, CDPSession, Page } from '@playwright/test'
import { firstLineOf, withChromium } from './browserRun'
import type { BenchPage } from './results'
import { median, round } from './stats'

export interface BlockingFigure {
  name: string
  path: string
  /** Sum over long tasks of their time past 50 ms, in the 10 s after navigation. */
  blockedMs: number
  longTasks: number
  longestMs: number
  /** Where the canvas drew: 'worker' or 'main' (its root's data-thread), or 'none'. */
  thread: string
}

export interface TapFigure {
  name: string
  path: string
  samples: number[]
  medianMs: number
  maxMs: number
  what: string
}

export interface PhoneCanvasResult {
  cpuThrottle: number
  viewport: { width: number; height: number }
  blocking: BlockingFigure[]
  taps: TapFigure[]
  notMeasured: { name: string; reason: string }[]
}

export const CPU = 4
const WINDOW_MS = 10_000
export const VIEWPORT = { width: 390, height: 844 }
const CANVAS = '[data-testid="plans-canvas-root"]'

/** DevTools' "Slow 4G" as applied (the preset Lighthouse's mobile run simulates). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}

// Page scripts are plain text: tsx adds helpers to compiled functions that a page lacks.
const WATCH_LONG_TASKS = `(() => {
  window.__benchLongTasks = []
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchLongTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`
const WATCH_FRAMES = `(() => {
  window.__benchFrameReports = []
  window.__khvoyaFrameProbe = (r) => window.__benchFrameReports.push(r)
  addEventListener('pointerdown', (e) => { window.__benchTapAt = performance.timeOrigin + e.timeStamp }, { capture: true })
})()`

/** A fresh phone (its own context) with the throttling above; the scripts run before the page's. */
export async function phonePage(
  browser: Browser,
  o: { network?: typeof SLOW_4G; scripts?: string[] } = {},
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  for (const script of o.scripts ?? [WATCH_LONG_TASKS, WATCH_FRAMES])
    await context.addInitScript(script)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', o.network ?? SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  return { page, cdp }
}

async function blocking(browser: Browser, page: BenchPage, url: string): Promise<BlockingFigure> {
  const { page: tab } = await phonePage(browser)
  try {
    await tab.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    // The window is the page's own clock: 10 s from navigation start, however long setup took.
    const left = WINDOW_MS - ((await tab.evaluate('performance.now()')) as number)
    await tab.waitForTimeout(Math.max(0, left) + 300)
    const tasks = ((await tab.evaluate('window.__benchLongTasks')) as [number, number][]).filter(
      ([start]) => start < WINDOW_MS,
    )
    const thread = (await tab.evaluate(
      `document.querySelector('${CANVAS}')?.dataset.thread || 'none'`,
    )) as string
    return {
      name: page.name,
      path: page.path,
      blockedMs: round(
        tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
        1,
      ),
      longTasks: tasks.length,
      longestMs: round(Math.max(0, ...tasks.map(([, d]) => d)), 1),
      thread,
    }
  } finally {
    await tab.context().close()
  }
}

/** Taps the first available twin button of `kind` and times the first frame that shows it. */
async function tapOnce(browser: Browser, url: string, kind: 'building' | 'flat') {
  const { page } = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.locator(`${CANVAS}[data-status="ready"]`).waitFor({ timeout: 60_000 })
    const button = page.locator(`${CANVAS} button[data-kind="${kind}"][aria-disabled="false"]`)
    await button.first().waitFor({ state: 'attached', timeout: 30_000 })
    // A target fully on screen: a tap is where a visitor's finger lands.
    const boxes = await button.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return { alt: el.getAttribute('data-alt') ?? '', x: r.x, y: r.y, w: r.width, h: r.height }
      }),
    )
    const onScreen = boxes.find(
      (b) => b.x >= 0 && b.y >= 0 && b.x + b.w <= VIEWPORT.width && b.y + b.h <= VIEWPORT.height,
    )
    const target = onScreen ?? boxes[0]
    if (!target) throw new Error(`no ${kind} to tap on ${url}`)
    await page.evaluate('window.__benchFrameReports.length = 0')
    await page.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2)
    const found = `window.__benchFrameReports.find((r) => r.hovered === '${target.alt}' || r.selected === '${target.alt}')`
    await page.waitForFunction(found, null, { timeout: 20_000 }).catch(() => null)
    const latency = (await page.evaluate(
      `(() => { const r = ${found}; return r ? r.drawnAt - window.__benchTapAt : null })()`,
    )) as number | null
    if (latency === null) throw new Error(`no frame showed ${kind} ${target.alt} within 20 s`)
    return { ms: round(latency, 1), alt: target.alt }
  } finally {
    await page.context().close()
  }
}

async function taps(
  browser: Browser,
  name: string,
  url: string,
  path: string,
  kind: 'building' | 'flat',
): Promise<TapFigure> {
  const samples: number[] = []
  let alt = ''
  for (let i = 0; i < 3; i++) {
    const one = await tapOnce(browser, url, kind)
    samples.push(one.ms)
    alt = one.alt
  }
  return {
    name,
    path,
    samples,
    medianMs: round(median(samples), 1),
    maxMs: Math.max(...samples),
    what: `tap on ${kind} ${alt}, pointerdown to the first frame that shows it pressed or chosen`,
  }
}

export interface PhoneCanvasOptions {
  baseUrl: string
  /** /masterplan and the flat screen, both languages. */
  pages: BenchPage[]
  /** A floor with flats on sale, e.g. /plans?building=11&section=1&floor=2. */
  floorPath: string
  signal: AbortSignal
}

export async function measurePhoneCanvas(o: PhoneCanvasOptions): Promise<PhoneCanvasResult> {
  return withChromium(o.signal, async (browser) => {
    const result: PhoneCanvasResult = {
      cpuThrottle: CPU,
      viewport: VIEWPORT,
      blocking: [],
      taps: [],
      notMeasured: [],
    }
    const attempt = async (name: string, work: () => Promise<void>) => {
      try {
        await work()
      } catch (error) {
        result.notMeasured.push({ name, reason: firstLineOf(error) })
      }
    }
    for (const page of o.pages) {
      await attempt(`blocking ${page.name} (${page.locale})`, async () => {
        result.blocking.push(await blocking(browser, page, o.baseUrl + page.path))
      })
    }
    const masterplan = o.pages.find((p) => p.name === 'masterplan' && p.locale === 'ru')
    await attempt('building tap', async () => {
      const path = masterplan?.path ?? '/masterplan'
      result.taps.push(await taps(browser, 'building tap', o.baseUrl + path, path, 'building'))
    })
    await attempt('flat tap', async () => {
      result.taps.push(
        await taps(browser, 'flat tap', o.baseUrl + o.floorPath, o.floorPath, 'flat'),
      )
    })
    return result
  })
}
