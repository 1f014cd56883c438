// The one hook that owns a plans renderer: starts it when the page is idle,
// in a worker wherever the browser can (renderer/hosts/startRenderer.ts), feeds it the render
// state, closes it on cleanup, and reports whether it has drawn its first scene or the static
// picture must stand in. Intents are read through a ref so a new callback never restarts it.
// Pointer input is bound beside it (PlansGestures: @use-gesture on the canvas element).

import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { HostOptions } from '../../renderer/hosts/hostOptions'
import type {
  Backend,
  FrameReport,
  GeometryUrls,
  HitTarget,
  RenderState,
  RenderThread,
  RendererHandle,
  RendererIntents,
} from '../../renderer/types'
import { plansRendererSlot } from './plansRendererSlot'
import { whenIdle } from './whenIdle'

export type RendererStatus = 'starting' | 'ready' | 'unavailable'

/**
 * The bench's tap-to-response probe (bench/phoneCanvas.ts): a page script may define
 * `window.__khvoyaFrameProbe` to hear every frame the canvas draws. Nothing defines it otherwise.
 */
const frameProbe = () =>
  (globalThis as { __khvoyaFrameProbe?: (report: FrameReport) => void }).__khvoyaFrameProbe

export interface PlansRendererHandle {
  status: RendererStatus
  renderer: RendererHandle | null
  targets: HitTarget[]
}

export interface RendererChoice {
  /** Backends to try, in order (default WebGL, then the 2D canvas). */
  backends?: readonly Backend[]
  /** 'auto' (default): a worker wherever the browser can. */
  thread?: RenderThread | 'auto'
  countGl?: boolean
}

export function usePlansRenderer(
  host: RefObject<HTMLElement | null>,
  geometry: GeometryUrls,
  state: RenderState,
  intents: RendererIntents,
  choice: RendererChoice = {},
  onFitHeight?: (height: number | null) => void,
): PlansRendererHandle {
  const [renderer, setRenderer] = useState<RendererHandle | null>(null)
  const [status, setStatus] = useState<RendererStatus>('starting')
  const [targets, setTargets] = useState<HitTarget[]>([])
  const intentsRef = useRef(intents)
  intentsRef.current = intents
  const stateRef = useRef(state)
  stateRef.current = state
  const fitRef = useRef(onFitHeight)
  fitRef.current = onFitHeight
  const { backends, thread, countGl } = choice

  // biome-ignore lint/correctness/useExhaustiveDependencies: one renderer per host, geometry and choice; state arrives through update().
  useEffect(() => {
    const el = host.current
    if (!el) return
    let alive = true
    let made: RendererHandle | null = null
    let drawn = false
    let fitted: number | null = null
    setStatus('starting')
    const options: HostOptions = {
      geometry,
      backends,
      thread,
      countGl,
      intents: {
        select: (alt) => intentsRef.current.select(alt),
        hover: (alt) => intentsRef.current.hover(alt),
        back: () => intentsRef.current.back(),
      },
      onTargets: (next) => {
        if (alive) setTargets(next)
      },
      onFrame: (report) => {
        frameProbe()?.(report)
        // At rest only: a height that follows a camera glide would resize the stage every frame.
        if (alive && !report.animating && report.fitHeight !== fitted) {
          fitted = report.fitHeight
          fitRef.current?.(fitted)
        }
        // The prerendered picture stays until the canvas shows a scene: no blank flash between.
        if (!alive || drawn || report.sceneKey === null) return
        drawn = true
        setStatus('ready')
      },
    }
    // The prerendered picture is the first paint; the canvas starts once the page is idle (idle
    // callback timeout 2 s). Its worker starts downloading now, off this thread, so the wait
    // for idle is not also a wait for the network.
    let warm: typeof import('../../renderer/hosts/startRenderer') | null = null
    void import('../../renderer/hosts/startRenderer').then((host) => {
      if (!alive) return
      warm = host
      host.prewarmRenderer(thread)
    })
    const cancel = whenIdle(() => {
      import('../../renderer/hosts/startRenderer')
        .then(({ startRenderer }) => startRenderer(el, options))
        .then(
          (r) => {
            if (!alive) {
              r.close()
              return
            }
            made = r
            // Committed in this task, before the first scene is built: on a software rasteriser
            // (WebKit under Xvfb) that build held the page's thread for a second, and the page
            // learnt that its renderer had started only after it.
            flushSync(() => setRenderer(r))
            r.update(stateRef.current)
          },
          (error: unknown) => {
            if (!alive) return
            console.warn('Plans canvas unavailable, showing the static plan', error)
            setStatus('unavailable')
          },
        )
    })
    return () => {
      alive = false
      cancel()
      // A worker started ahead that no renderer took goes with the canvas.
      if (!made) warm?.dropPrewarmedWorker()
      made?.close()
      made = null
      setRenderer(null)
      setTargets([])
    }
  }, [geometry, thread, countGl, backends?.join(',')])

  // In the commit, not after paint: the renderer hears of a change in the same task that made it.
  useLayoutEffect(() => {
    renderer?.update(state)
  }, [renderer, state])

  // What the renderer also paints beside its canvas (the flat screen's sun-path strip) finds it here.
  useEffect(() => {
    plansRendererSlot.set({ status, renderer })
    return () => plansRendererSlot.clear(renderer)
  }, [status, renderer])

  return { status, renderer, targets }
}
