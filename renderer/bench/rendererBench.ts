// The benchmark's hooks into a running renderer (bench/renderer.ts, through the harness): frames
// drawn back to back while the camera circles and zooms, timing our JavaScript and then the GPU's
// wait (a one-pixel read back), and the loop's own recent frame times. PlansRenderer makes these
// only when __BENCH_HOOKS__ (benchBuild.d.ts) is true; a production build never carries them.

import type { Viewport } from '../stage/camera'
import type { CameraRig } from '../stage/cameraRig'
import type { ProfileResult } from '../types'

/** What the hooks reach inside a renderer; getters, since the viewport and rig change. */
export interface BenchTarget {
  closed(): boolean
  rig(): CameraRig
  viewport(): Viewport
  gl(): WebGLRenderingContext | undefined
  /** Draws one frame now, as the frame loop would. */
  draw(now: number, dt: number): void
  /** Asks the frame loop for a frame, to bring the picture back to rest. */
  requestFrame(): void
  /** The loop's rings: our JavaScript per frame, ms, and when each frame was drawn (epoch ms). */
  cpuMs(): readonly number[]
  drawnAt(): readonly number[]
}

export interface RendererBench {
  profile(frames: number): ProfileResult
  frameTimes(): { frameCpuMs: number[]; frameAt: number[] }
}

export function rendererBench(target: BenchTarget): RendererBench {
  return {
    frameTimes: () => ({ frameCpuMs: [...target.cpuMs()], frameAt: [...target.drawnAt()] }),
    profile(frames) {
      const jsMs: number[] = []
      const gpuMs: number[] = []
      if (target.closed()) return { jsMs, gpuMs }
      const gl = target.gl()
      const rig = target.rig()
      const vp = target.viewport()
      const pixel = new Uint8Array(4)
      const start = rig.camera
      const r = Math.min(vp.width, vp.height) * 0.1
      for (let i = 1; i <= frames; i++) {
        const a = (i / frames) * Math.PI * 2
        rig.jump({
          x: start.x + (Math.cos(a) * r) / start.zoom,
          y: start.y + (Math.sin(a) * r) / start.zoom,
          zoom: start.zoom * (1 + 0.25 * Math.sin(a * 2)),
        })
        const began = performance.now()
        target.draw(began, 16.7)
        const drawn = performance.now()
        gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel)
        jsMs.push(drawn - began)
        gpuMs.push(performance.now() - drawn)
      }
      rig.jump(start)
      target.requestFrame()
      return { jsMs, gpuMs }
    },
  }
}
