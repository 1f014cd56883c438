// Interaction latency in a real Chromium: from the input event (its `timeStamp`) to the next painted
// frame (a double requestAnimationFrame), with the Event Timing API's duration beside it. A tap on
// a building of the plans canvas, and a filter change on the search screen, when those exist.

import type { Locator, Page } from '@playwright/test'
import { withChromium } from './browserRun'
import type { InteractionFigure, InteractionResult } from './results'
import { median } from './stats'

export interface InteractionOptions {
  baseUrl: string
  /** Screens that may hold the plans canvas, tried in order. */
  canvasPaths: string[]
  searchPath: string
  signal: AbortSignal
  samples?: number
}

const CANVAS = '[data-testid="plans-canvas-root"]'
/** Filter controls, most specific first: a label is what a visitor clicks on a styled checkbox. */
const FILTERS = [
  'label[data-testid^="filter-"]',
  '[data-testid*="filter" i] label',
  '[data-testid*="filter" i] button[aria-pressed]',
  '[data-testid*="filter" i] [role="checkbox"]',
  '[role="search"] label',
  '[class*="filter" i] label',
  '[class*="filter" i] button[aria-pressed]',
]
/** Opens the filter panel where a narrow layout folds it away. */
const FILTERS_TOGGLE = '[data-testid="filters-toggle"], button[aria-controls*="filter" i]'

interface Sample {
  raf: number
  event: number
}

/**
 * Arms a one-shot probe on the next pointerup; `window.__benchProbe` resolves after the paint.
 * Plain JavaScript text on purpose: tsx compiles functions with name helpers (`__name`) that do
 * not exist in the page, so a compiled function cannot be sent to `page.evaluate`. `void`: the
 * evaluation must not wait for the promise it stores.
 */
const ARM_PROBE = `void (window.__benchProbe = new Promise((resolve) => {
  const entries = []
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()))
  try {
    observer.observe({ type: 'event', durationThreshold: 16 })
  } catch {
    // No Event Timing: the frame probe alone answers.
  }
  addEventListener('pointerup', (e) => {
    const start = e.timeStamp
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const raf = performance.now() - start
      // Event Timing entries are queued after the paint; give them a moment.
      setTimeout(() => {
        observer.disconnect()
        const durations = entries.map((x) => x.duration)
        resolve({ raf, event: durations.length ? Math.max(...durations) : -1 })
      }, 250)
    }))
  }, { once: true, capture: true })
}))`

async function probe(page: Page, act: () => Promise<void>): Promise<Sample> {
  await page.evaluate(ARM_PROBE)
  await act()
  const sample = await page.evaluate<Sample | null>(
    'Promise.race([window.__benchProbe, new Promise((r) => setTimeout(() => r(null), 5000))])',
  )
  if (!sample) throw new Error('no pointerup reached the page within 5 s')
  return sample
}

function figure(name: string, path: string, what: string, samples: Sample[]): InteractionFigure {
  const raf = samples.map((s) => Math.round(s.raf * 10) / 10)
  const events = samples.map((s) => s.event).filter((e) => e >= 0)
  return {
    name,
    path,
    samples: raf,
    medianMs: median(raf),
    maxMs: Math.max(...raf),
    eventTimingMs: events.length ? median(events) : null,
    what,
  }
}

async function readyCanvas(page: Page, url: string): Promise<boolean> {
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 })
  // A screen may fetch its data before it mounts the canvas: give it a few seconds to appear.
  const root = page.locator(CANVAS).first()
  const attached = await root.waitFor({ state: 'attached', timeout: 8000 }).then(
    () => true,
    () => false,
  )
  if (!attached) return false
  await page.locator(`${CANVAS}[data-status="ready"]`).waitFor({ timeout: 15_000 })
  return true
}

async function buildingTap(page: Page, opts: InteractionOptions, samples: number) {
  for (const path of opts.canvasPaths) {
    const url = opts.baseUrl + path
    if (!(await readyCanvas(page, url))) continue
    const results: Sample[] = []
    let what = ''
    for (let i = 0; i < samples && !opts.signal.aborted; i++) {
      if (i > 0) await readyCanvas(page, url)
      const button = page
        .locator(`${CANVAS} button[data-kind="building"][aria-disabled="false"]`)
        .first()
      const box = (await button.count()) ? await button.boundingBox() : null
      const canvas = await page.locator(`${CANVAS} canvas`).first().boundingBox()
      const area = box ?? canvas
      if (!area) throw new Error(`no canvas box on ${path}`)
      const x = area.x + area.width / 2
      const y = area.y + area.height / 2
      const alt = box ? await button.getAttribute('data-alt') : null
      results.push(await probe(page, () => page.mouse.click(x, y)))
      what = `click on ${alt ? `building ${alt} (its twin button's centre)` : 'the canvas centre'}, then ${new URL(page.url()).pathname + new URL(page.url()).search}`
    }
    return figure('building tap', path, what, results)
  }
  throw new Error(`no plans canvas (${CANVAS}) on ${opts.canvasPaths.join(' or ')}`)
}

async function firstVisible(page: Page, selectors: string[]): Promise<Locator | null> {
  for (const selector of selectors) {
    const all = page.locator(selector)
    const n = Math.min(await all.count(), 20)
    for (let i = 0; i < n; i++) {
      const item = all.nth(i)
      if ((await item.isVisible()) && (await item.isEnabled())) return item
    }
  }
  return null
}

async function filterChange(page: Page, opts: InteractionOptions, samples: number) {
  await page.goto(opts.baseUrl + opts.searchPath, { waitUntil: 'load', timeout: 30_000 })
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
  let control = await firstVisible(page, FILTERS)
  const toggle = control ? null : await firstVisible(page, [FILTERS_TOGGLE])
  if (toggle) {
    await toggle.click({ timeout: 5000 })
    control = await firstVisible(page, FILTERS)
  }
  if (!control) throw new Error(`no filter control on ${opts.searchPath}`)
  const label =
    (await control.getAttribute('aria-label')) ?? ((await control.textContent()) ?? '').trim()
  const results: Sample[] = []
  for (let i = 0; i < samples && !opts.signal.aborted; i++) {
    results.push(await probe(page, () => control.click({ timeout: 5000 })))
  }
  return figure('filter change', opts.searchPath, `toggle "${label.slice(0, 40)}"`, results)
}

export async function measureInteraction(opts: InteractionOptions): Promise<InteractionResult> {
  const samples = opts.samples ?? 5
  return withChromium(opts.signal, async (browser) => {
    const result: InteractionResult = { measured: [], notMeasured: [] }
    const cases = [
      // Each tap sample reloads the screen to tap from the same state: fewer of them.
      ['building tap', buildingTap, Math.min(3, samples)],
      ['filter change', filterChange, samples],
    ] as const
    for (const [name, run, count] of cases) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        result.measured.push(await run(await context.newPage(), opts, count))
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
        result.notMeasured.push({ name, reason: reason ?? 'failed' })
      } finally {
        await context.close()
      }
    }
    return result
  })
}
