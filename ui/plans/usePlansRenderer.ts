// The one hook that owns a PlansRenderer (DESIGN.md section 2): creates it in an effect, feeds it
// the render state, closes it on cleanup, and reports whether it started or the static picture
// must stand in. Intents are read through a ref so a new callback never recreates the canvas.
// Pointer input (usePlansGestures: @use-gesture on the renderer's canvas) is bound here too.

import { type RefObject, useEffect, useRef, useState } from 'react'
import type { Locale } from '../../engine/types'
import type { PlansRenderer } from '../../renderer/PlansRenderer'
import type {
  Backend,
  GeometrySource,
  HitTarget,
  RenderState,
  RendererIntents,
} from '../../renderer/types'
import { usePlansGestures } from './usePlansGestures'

export type RendererStatus = 'starting' | 'ready' | 'unavailable'

export interface PlansRendererHandle {
  status: RendererStatus
  renderer: PlansRenderer | null
  targets: HitTarget[]
}

export function usePlansRenderer(
  host: RefObject<HTMLElement | null>,
  geometry: GeometrySource,
  state: RenderState,
  intents: RendererIntents,
  locale: Locale,
  backends?: readonly Backend[],
): PlansRendererHandle {
  const [renderer, setRenderer] = useState<PlansRenderer | null>(null)
  const [status, setStatus] = useState<RendererStatus>('starting')
  const [targets, setTargets] = useState<HitTarget[]>([])
  const intentsRef = useRef(intents)
  intentsRef.current = intents
  const stateRef = useRef(state)
  stateRef.current = state

  // biome-ignore lint/correctness/useExhaustiveDependencies: one renderer per host and geometry; locale and state arrive through update().
  useEffect(() => {
    const el = host.current
    if (!el) return
    let alive = true
    let made: PlansRenderer | null = null
    setStatus('starting')
    // Pixi is loaded here, on first use: pages without a plan never download it.
    import('../../renderer/PlansRenderer')
      .then(({ PlansRenderer }) =>
        PlansRenderer.create(el, {
          geometry,
          locale,
          backends,
          intents: {
            select: (alt) => intentsRef.current.select(alt),
            hover: (alt) => intentsRef.current.hover(alt),
            back: () => intentsRef.current.back(),
          },
          onTargetsChange: () => {
            if (alive && made) setTargets(made.hitTargets())
          },
        }),
      )
      .then(
        (r) => {
          if (!alive) {
            r.close()
            return
          }
          made = r
          r.update(stateRef.current)
          setRenderer(r)
          setStatus('ready')
        },
        (error: unknown) => {
          if (!alive) return
          console.warn('Plans canvas unavailable, showing the static plan', error)
          setStatus('unavailable')
        },
      )
    return () => {
      alive = false
      made?.close()
      made = null
      setRenderer(null)
      setTargets([])
    }
  }, [geometry])

  useEffect(() => {
    renderer?.update(state)
  }, [renderer, state])

  usePlansGestures(renderer)

  return { status, renderer, targets }
}
