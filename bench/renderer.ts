// Canvas frame times: a floor plan and the master plan on the renderer harness (/__renderer, a
// server with KHVOYA_TEST_FAULTS=1), drawn where the site draws them (in a worker), each panned by
// mouse drags and zoomed by the wheel for 5 s, unthrottled and with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate). A frame is the interval between the renderer's own frames while
// the plan moves (diagnostics().frameAt: the worker's clock, not the page's, whose animation frames
// no longer wait for the canvas); long frames are those over 50 ms. Beside it, the renderer's
// JavaScript per drawn frame (frameCpuMs), frames drawn back to back with a GPU read back after
// each (`draw`), and the WebGL calls of each scene's first frame (budget: the master plan's in
// at most 60 draw calls and 8 texture uploads; a deterministic count, unlike a time here).
// Standalone: `npx tsx bench/renderer.ts http://127.0.0.1:3000`.

import os from 'node:os'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium'
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

/** WebGL calls of a scene's first frame: draw calls and texture uploads that carried pixels. */
export interface FirstFrameFigures {
  draws: number
  uploads: number
}

interface SceneFigures {
  unthrottled: FrameFigures
  throttled4x: FrameFigures
  draw: { unthrottled: DrawFigures; throttled4x: DrawFigures }
  firstFrame: FirstFrameFigures | null
}

/**
 * The floor of this machine's GPU: one full-screen textured quad drawn every animation frame in
 * the same browser, with nothing of ours in it. No scene can have shorter frames than this.
 */
export interface ControlFigures {
  frames: number
  quadMedianMs: number
  quadP95Ms: number
}

export interface RendererBenchResult {
  viewport: { width: number; height: number }
  backend: string
  /** Where the canvas drew: 'worker' (OffscreenCanvas) or 'main' (the page's thread). */
  thread: string
  seconds: number
  /** os.loadavg() before and after: this machine's two cores are shared. */
  loadBefore: number[]
  loadAfter: number[]
  floor: SceneFigures
  masterplan: SceneFigures
  control: ControlFigures
}

const SECONDS = 5
const LONG_MS = 50

// Page scripts are plain text: tsx adds helpers to compiled functions that the page lacks.
const SETTLED = `window.__renderer?.ready() === true && window.__renderer.diagnostics()?.animating === false`
const DIAGNOSTICS = `window.__renderer.diagnostics()`

interface Diagnostics {
  backend: string
  thread: string
  frames: number
  frameCpuMs: number[]
  frameAt: number[]
  gl: { first: FirstFrameFigures | null } | null
}

/** Intervals between the frames drawn after `since` (epoch ms), from the renderer's own clock. */
export function frameIntervals(frameAt: readonly number[], since: number): number[] {
  const drawn = frameAt.filter((t) => t > since)
  return drawn.slice(1).map((t, i) => t - (drawn[i] ?? t))
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

// A bare WebGL2 page (no CSP there: about:blank): a 2048 px texture on a full-screen quad, redrawn
// with a slight zoom each frame so nothing can be skipped; resolves with the frame intervals.
const CONTROL_PAGE = `<canvas id="c" style="position:fixed;inset:0;width:100vw;height:100vh"></canvas>`
const CONTROL_RUN = `new Promise((resolve) => {
  const c = document.getElementById('c')
  c.width = innerWidth
  c.height = innerHeight
  const gl = c.getContext('webgl2', { antialias: false })
  const shader = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s }
  const prog = gl.createProgram()
  gl.attachShader(prog, shader(gl.VERTEX_SHADER, '#version 300 es\\nin vec2 p; out vec2 uv; uniform float z; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p * z, 0.0, 1.0); }'))
  gl.attachShader(prog, shader(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float; in vec2 uv; uniform sampler2D t; out vec4 o; void main() { o = texture(t, uv); }'))
  gl.linkProgram(prog)
  gl.useProgram(prog)
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer())
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW)
  gl.enableVertexAttribArray(0)
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0)
  const size = 2048
  const pixels = new Uint8Array(size * size * 4).map((_, i) => (i * 7) & 255)
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture())
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, size, size, 0, gl.RGBA, gl.UNSIGNED_BYTE, pixels)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR)
  gl.enable(gl.BLEND)
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
  const zoom = gl.getUniformLocation(prog, 'z')
  const deltas = []
  let last = 0
  const tick = (t) => {
    if (last) deltas.push(t - last)
    last = t
    gl.clearColor(1, 1, 1, 1)
    gl.clear(gl.COLOR_BUFFER_BIT)
    gl.uniform1f(zoom, 1 + deltas.length * 0.001)
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4)
    if (deltas.length < 90) requestAnimationFrame(tick)
    else resolve(deltas.slice(10))
  }
  requestAnimationFrame(tick)
})`

async function control(page: Page): Promise<ControlFigures> {
  await page.goto('about:blank')
  await page.setContent(CONTROL_PAGE)
  const deltas = (await page.evaluate(CONTROL_RUN)) as number[]
  return {
    frames: deltas.length,
    quadMedianMs: round(median(deltas), 1),
    quadP95Ms: round(percentile(deltas, 0.95), 1),
  }
}

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
  const size = page.viewportSize() ?? { width: 1920, height: 1080 }
  await panAndZoom(cdp, size.width, size.height, SECONDS)
  await settled(page)
  const after = (await page.evaluate(DIAGNOSTICS)) as Diagnostics
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const drawn = after.frames - before.frames
  const since = before.frameAt[before.frameAt.length - 1] ?? 0
  const deltas = frameIntervals(after.frameAt, since)
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
  const first = ((await page.evaluate(DIAGNOSTICS)) as Diagnostics).gl?.first ?? null
  const cdp = await page.context().newCDPSession(page)
  const unthrottled = await measure(page, cdp, 1)
  await settled(page)
  const throttled4x = await measure(page, cdp, 4)
  await settled(page)
  const draw = {
    unthrottled: await profile(page, cdp, 1),
    throttled4x: await profile(page, cdp, 4),
  }
  const { backend, thread } = (await page.evaluate(DIAGNOSTICS)) as Diagnostics
  await cdp.detach()
  return { figures: { unthrottled, throttled4x, draw, firstFrame: first }, backend, thread }
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
    const floorOfGpu = await control(page)
    return {
      viewport,
      backend: floor.backend,
      thread: floor.thread,
      seconds: SECONDS,
      loadBefore,
      loadAfter: os.loadavg().map((l) => round(l, 2)),
      floor: floor.figures,
      masterplan: masterplan.figures,
      control: floorOfGpu,
    }
  } finally {
    await browser.close()
  }
}

if (process.argv[1]?.endsWith('renderer.ts') && process.argv[2]) {
  const result = await runRendererBench(process.argv[2].replace(/\/$/, ''))
  console.log(JSON.stringify(result, null, 2))
}
