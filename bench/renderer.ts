// Canvas frame times: a floor plan and the master plan on the renderer harness (/__renderer, a
// server with KHVOYA_TEST_FAULTS=1), each panned by mouse drags and zoomed by the wheel for 5 s,
// unthrottled and with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate). A frame is the
// interval between animation frames while the plan moves; long frames are those over 50 ms.
// Beside it, the renderer's own main-thread time per drawn frame (diagnostics().frameCpuMs), and
// frames drawn back to back by the renderer with a GPU read back after each (`draw`): what a frame
// costs in our JavaScript and in the (software) GPU, free of input dispatch and compositor pacing.
// Standalone: `npx tsx bench/renderer.ts http://127.0.0.1:3000`.

import os from 'node:os'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './chromium'
import { median, percentile, round } from './stats'

export interface FrameFigures {
  /** Animation frames seen while moving, and renderer frames drawn. */
  frames: number
  drawn: number
  medianMs: number
  p95Ms: number
  /** Frames over 50 ms. */
  longFrames: number
  /** Our JavaScript per drawn frame (camera, labels, Pixi's scene walk and draw calls). */
  cpuMedianMs: number
  cpuP95Ms: number
}

/**
 * Frames drawn back to back by the renderer itself (PlansRenderer.profile), each followed by a
 * one-pixel read back: our JavaScript per frame, then the wait for the GPU (SwiftShader here) to
 * finish it. Free of the compositor's pacing and of input dispatch: it says what a frame costs.
 */
export interface DrawFigures {
  frames: number
  jsMedianMs: number
  jsP95Ms: number
  gpuMedianMs: number
  gpuP95Ms: number
  /** JavaScript plus GPU wait, per frame. */
  totalP95Ms: number
}

interface SceneFigures {
  unthrottled: FrameFigures
  throttled4x: FrameFigures
  draw: { unthrottled: DrawFigures; throttled4x: DrawFigures }
}

export interface RendererBenchResult {
  viewport: { width: number; height: number }
  backend: string
  seconds: number
  /** os.loadavg() before and after: this machine's two cores are shared. */
  loadBefore: number[]
  loadAfter: number[]
  floor: SceneFigures
  masterplan: SceneFigures
}

const SECONDS = 5
const LONG_MS = 50

// Page scripts are plain text: tsx adds helpers to compiled functions that the page lacks.
const SETTLED = `window.__renderer?.ready() === true && window.__renderer.diagnostics()?.animating === false`
const START_RECORDING = `void (() => {
  const deltas = []
  let last = performance.now()
  window.__benchFrames = deltas
  window.__benchRecording = true
  const tick = (t) => {
    deltas.push(t - last)
    last = t
    if (window.__benchRecording) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`
const STOP_RECORDING = `(() => { window.__benchRecording = false; return window.__benchFrames.slice(1) })()`
const DIAGNOSTICS = `window.__renderer.diagnostics()`

interface Diagnostics {
  backend: string
  frames: number
  frameCpuMs: number[]
}

function figures(deltas: number[], drawn: number, cpu: number[]): FrameFigures {
  return {
    frames: deltas.length,
    drawn,
    medianMs: round(median(deltas), 1),
    p95Ms: round(percentile(deltas, 0.95), 1),
    longFrames: deltas.filter((d) => d > LONG_MS).length,
    cpuMedianMs: round(median(cpu), 2),
    cpuP95Ms: round(percentile(cpu, 0.95), 2),
  }
}

/** Drags in a slow circle with the mouse and rolls the wheel in and out, for `seconds`. */
async function panAndZoom(cdp: CDPSession, width: number, height: number, seconds: number) {
  const cx = width / 2
  const cy = height / 2
  const r = Math.min(width, height) * 0.12
  const end = Date.now() + seconds * 1000
  type MouseType = 'mousePressed' | 'mouseMoved' | 'mouseReleased'
  const mouse = (type: MouseType, x: number, y: number, extra: Record<string, unknown> = {}) =>
    cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1, ...extra })
  let step = 0
  while (Date.now() < end) {
    await mouse('mousePressed', cx + r, cy)
    for (let i = 1; i <= 24 && Date.now() < end; i++) {
      const a = (i / 24) * Math.PI * 2
      await mouse('mouseMoved', cx + Math.cos(a) * r, cy + Math.sin(a) * r, { buttons: 1 })
    }
    await mouse('mouseReleased', cx + r, cy)
    // Two wheel notches in, then two out, around a point off the centre.
    const dir = step++ % 2 === 0 ? -1 : 1
    for (let i = 0; i < 2 && Date.now() < end; i++) {
      await cdp.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x: cx + r / 2,
        y: cy - r / 3,
        deltaX: 0,
        deltaY: dir * 120,
      })
    }
  }
}

const PROFILE_FRAMES = 24

async function profile(page: Page, cdp: CDPSession, rate: number): Promise<DrawFigures> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  // Warm up (first frames at a new zoom upload text and glyph textures), then measure.
  await page.evaluate('window.__renderer.profile(4)')
  const p = (await page.evaluate(`window.__renderer.profile(${PROFILE_FRAMES})`)) as {
    jsMs: number[]
    gpuMs: number[]
  } | null
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  if (!p) throw new Error('no renderer to profile')
  const total = p.jsMs.map((js, i) => js + (p.gpuMs[i] ?? 0))
  return {
    frames: p.jsMs.length,
    jsMedianMs: round(median(p.jsMs), 2),
    jsP95Ms: round(percentile(p.jsMs, 0.95), 2),
    gpuMedianMs: round(median(p.gpuMs), 2),
    gpuP95Ms: round(percentile(p.gpuMs, 0.95), 2),
    totalP95Ms: round(percentile(total, 0.95), 2),
  }
}

async function measure(page: Page, cdp: CDPSession, rate: number): Promise<FrameFigures> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const before = (await page.evaluate(DIAGNOSTICS)) as Diagnostics
  await page.evaluate(START_RECORDING)
  const size = page.viewportSize() ?? { width: 1920, height: 1080 }
  await panAndZoom(cdp, size.width, size.height, SECONDS)
  const deltas = (await page.evaluate(STOP_RECORDING)) as number[]
  const after = (await page.evaluate(DIAGNOSTICS)) as Diagnostics
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const drawn = after.frames - before.frames
  return figures(deltas, drawn, after.frameCpuMs.slice(-Math.min(drawn, 240)))
}

/**
 * Polls from here: waitForFunction compiles its predicate in the page, which the site's Content
 * Security Policy (no unsafe-eval) forbids; page.evaluate of an expression does not.
 */
async function settled(page: Page, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await page.evaluate(SETTLED).catch(() => false))) {
    if (Date.now() > end) throw new Error('the canvas did not settle')
    await page.waitForTimeout(100)
  }
}

async function scene(page: Page, baseUrl: string, query: string) {
  await page.goto(`${baseUrl}/__renderer?${query}`, { waitUntil: 'domcontentloaded' })
  await settled(page)
  const cdp = await page.context().newCDPSession(page)
  const unthrottled = await measure(page, cdp, 1)
  await settled(page)
  const throttled4x = await measure(page, cdp, 4)
  await settled(page)
  const draw = {
    unthrottled: await profile(page, cdp, 1),
    throttled4x: await profile(page, cdp, 4),
  }
  const { backend } = (await page.evaluate(DIAGNOSTICS)) as Diagnostics
  await cdp.detach()
  return { figures: { unthrottled, throttled4x, draw }, backend }
}

export async function runRendererBench(baseUrl: string): Promise<RendererBenchResult> {
  const viewport = { width: 1920, height: 1080 }
  const loadBefore = os.loadavg().map((l) => round(l, 2))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS })
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    const page = await context.newPage()
    const floor = await scene(page, baseUrl, 'level=floor&alt=11-1-2')
    const masterplan = await scene(page, baseUrl, 'level=masterplan')
    return {
      viewport,
      backend: floor.backend,
      seconds: SECONDS,
      loadBefore,
      loadAfter: os.loadavg().map((l) => round(l, 2)),
      floor: floor.figures,
      masterplan: masterplan.figures,
    }
  } finally {
    await browser.close()
  }
}

if (process.argv[1]?.endsWith('renderer.ts') && process.argv[2]) {
  const result = await runRendererBench(process.argv[2].replace(/\/$/, ''))
  console.log(JSON.stringify(result, null, 2))
}
