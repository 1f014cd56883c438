// The plans canvas with its accessible twin: the Pixi renderer draws, and every hit area is also a
// real, labelled button laid over its place on the canvas (invisible; the renderer draws the focus
// ring). Tab enters, arrows move by position, Enter or Space select as a tap would, Escape goes
// back. Until the canvas starts, or if it cannot, the static picture shows instead (StageFallback).

import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import type { Locale } from '../../engine/types'
import { ARROWS, nextTarget } from '../../renderer/hit/targetNavigation'
import type {
  GeometryUrls,
  RenderState,
  RendererHandle,
  RendererIntents,
} from '../../renderer/types'
import { translate } from '../i18n'
import { type FallbackPicture, StageFallback } from './StageFallback'
import { PlansGestures } from './usePlansGestures'
import { type RendererChoice, usePlansRenderer } from './usePlansRenderer'

export interface PlansCanvasProps {
  geometry: GeometryUrls
  /** The owner's render state; keyboard focus is added here. */
  state: Omit<RenderState, 'focused'>
  intents: RendererIntents
  locale: Locale
  /** Shown before the canvas starts and whenever it cannot (no WebGL nor 2D canvas). */
  fallback: FallbackPicture
  className?: string
  /** Backends and thread (default: WebGL in a worker wherever the browser can). */
  choice?: RendererChoice
  /** The live renderer, for the test harness only. */
  onRenderer?: (renderer: RendererHandle | null) => void
  /** The stage height at which the subject fits the canvas's width (PlanStage sizes phones by it). */
  onFitHeight?: (height: number | null) => void
}

const fill = { position: 'absolute', inset: 0 } as const

export function PlansCanvas(props: PlansCanvasProps) {
  const { geometry, state, intents, locale, fallback, className, choice, onRenderer, onFitHeight } =
    props
  const host = useRef<HTMLDivElement>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const [focused, setFocused] = useState<string | null>(null)
  const full = useMemo<RenderState>(() => ({ ...state, focused }), [state, focused])
  const { status, renderer, targets } = usePlansRenderer(
    host,
    geometry,
    full,
    intents,
    choice,
    onFitHeight,
  )

  useEffect(() => onRenderer?.(renderer), [renderer, onRenderer])

  // A selection replaces the targets: keep keyboard users on the canvas, on the first new one.
  useEffect(() => {
    if (focused === null || targets.some((t) => t.alt === focused)) return
    const first = targets[0]
    if (first) buttons.current.get(first.alt)?.focus()
    else setFocused(null)
  }, [targets, focused])

  const onKeyDown = (e: KeyboardEvent) => {
    const dir = ARROWS[e.key]
    if (dir) {
      e.preventDefault()
      const next = nextTarget(targets, focused, dir)
      if (next) buttons.current.get(next)?.focus()
    } else if (e.key === 'Escape' || e.key === 'Backspace') {
      e.preventDefault()
      intents.back()
    }
  }

  const tabStop = targets.some((t) => t.alt === focused) ? focused : (targets[0]?.alt ?? null)

  return (
    <div
      className={className}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
      data-testid="plans-canvas-root"
      data-status={status}
      data-thread={renderer?.thread}
    >
      <div ref={host} style={fill} />
      {/* Over the canvas, so it can fade into the first frame rather than vanish under it. */}
      <StageFallback picture={fallback} ready={status === 'ready'} />
      <PlansGestures renderer={renderer} />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons over a drawing, not a form fieldset. */}
      <div
        role="group"
        aria-label={translate(locale, 'plansView.canvasKeys')}
        style={{ ...fill, pointerEvents: 'none' }}
        onKeyDown={onKeyDown}
      >
        {targets.map((t) => (
          <button
            key={t.alt}
            ref={(el) => {
              if (el) buttons.current.set(t.alt, el)
              else buttons.current.delete(t.alt)
            }}
            type="button"
            data-alt={t.alt}
            data-kind={t.kind}
            tabIndex={t.alt === tabStop ? 0 : -1}
            aria-label={t.label[locale]}
            aria-disabled={!t.available}
            onFocus={() => {
              setFocused(t.alt)
              intents.hover(t.alt)
            }}
            onBlur={() => {
              setFocused((f) => (f === t.alt ? null : f))
              intents.hover(null)
            }}
            onClick={() => {
              if (t.available) intents.select(t.alt)
            }}
            style={{
              position: 'absolute',
              left: t.screenRect.x,
              top: t.screenRect.y,
              width: Math.max(1, t.screenRect.width),
              height: Math.max(1, t.screenRect.height),
              opacity: 0,
              padding: 0,
              border: 0,
              pointerEvents: 'none',
            }}
          />
        ))}
      </div>
    </div>
  )
}
