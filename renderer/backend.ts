// Starts a Pixi Application on the first backend that works: WebGL, then the 2D canvas. Each try
// is isolated (its own Application, destroyed on failure) so a half-started WebGL context never
// leaks. Neither starting is a RendererUnavailableError the owner turns into a static picture.

import 'pixi.js/unsafe-eval'
import { Application, DOMAdapter } from 'pixi.js'
import { SOFTWARE_GPU } from './paint/staticCache'
import { type Backend, RendererUnavailableError } from './types'

export interface StartedBackend {
  app: Application
  backend: Backend
}

export interface BackendOptions {
  /**
   * The OffscreenCanvas a worker draws into. Absent on the page's thread: each try makes its own
   * canvas, because a canvas that once gave out a WebGL context can never give a 2D one.
   */
  canvas?: HTMLCanvasElement | OffscreenCanvas
  width: number
  height: number
  resolution: number
  background: number
}

let software: boolean | null = null

/**
 * Whether WebGL here runs on a software rasteriser (SwiftShader in headless Chromium and on our
 * kiosks, Mesa's llvmpipe): asked once per page of a throwaway context, which is lost at once so
 * it never counts against the browser's context limit.
 */
export function softwareWebGL(): boolean {
  if (software !== null) return software
  software = false
  try {
    const gl = DOMAdapter.get()
      .createCanvas(1, 1)
      .getContext('webgl') as WebGLRenderingContext | null
    if (!gl) return software
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '')
    software = SOFTWARE_GPU.test(name) || maskedOffApple(name)
    gl.getExtension('WEBGL_lose_context')?.loseContext()
  } catch {
    // No WebGL at all: the backend chain deals with that.
  }
  return software
}

/**
 * WebKit names every GPU "Apple GPU". On Apple's own systems that is true; elsewhere (WebKitGTK on
 * Linux) it hides what draws, and without a GPU that is Mesa's llvmpipe: the master plan's first
 * frame, oversampled and antialiased, held the page's thread for 3-6 s there. Assume software.
 */
function maskedOffApple(name: string): boolean {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return name === 'Apple GPU' && !/Macintosh|iPhone|iPad|iPod/.test(agent)
}

async function start(backend: Backend, options: BackendOptions): Promise<Application> {
  const app = new Application()
  try {
    await app.init({
      // An array limits Pixi to exactly this backend, so a failure here is ours to handle.
      preference: [backend],
      ...(options.canvas ? { canvas: options.canvas as HTMLCanvasElement } : {}),
      width: Math.max(1, options.width),
      height: Math.max(1, options.height),
      resolution: options.resolution,
      autoDensity: true,
      // Multisampling doubles the fill cost; on dense screens (2x and up) edges are fine without.
      // On a software GPU it costs far more (every sample is shaded on the CPU), and the static
      // layers come from cached textures drawn at twice the screen's density, antialiased by
      // downsampling: only the live outlines of buildings and flats lose their smoothing there.
      antialias: options.resolution < 2 && !(backend === 'webgl' && softwareWebGL()),
      background: options.background,
      // Frames are drawn on demand by our frame loop: an idle plan costs no battery.
      autoStart: false,
      sharedTicker: false,
      // Our gesture layer reads pointer events; Pixi's event and accessibility systems stay out
      // of the way (the accessible twin is real DOM).
      eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
      accessibilityOptions: { enabledByDefault: false, activateOnTab: false },
      powerPreference: 'high-performance',
    })
  } catch (error) {
    try {
      app.destroy({ removeView: true })
    } catch {
      // A renderer that never started may not have the parts destroy expects.
    }
    throw error
  }
  if (!app.renderer) throw new Error(`${backend} renderer did not start`)
  if (backend === 'webgl' && softwareWebGL()) oneTexturePerBatch(app)
  return app
}

/**
 * Pixi's batch shader picks each pixel's texture from up to 16 with a chain of branches. A GPU
 * runs only the branch it takes; a software rasteriser shades pixels in groups and pays for
 * every branch, which doubled the cost of each frame under SwiftShader. One texture per batch
 * makes the shader a single sample, for a few more draw calls (cheap there: they are CPU calls
 * either way). Must run before the first frame: the batch shader is built then.
 */
function oneTexturePerBatch(app: Application): void {
  const limits = (app.renderer as unknown as { limits?: { maxBatchableTextures: number } }).limits
  if (limits) limits.maxBatchableTextures = 2
}

export async function startBackend(
  backends: readonly Backend[],
  options: BackendOptions,
): Promise<StartedBackend> {
  const attempts: { backend: Backend; message: string }[] = []
  for (const backend of backends) {
    try {
      return { app: await start(backend, options), backend }
    } catch (error) {
      attempts.push({ backend, message: error instanceof Error ? error.message : String(error) })
    }
  }
  throw new RendererUnavailableError(attempts)
}
