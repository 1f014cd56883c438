// The canvas and its side panel: one rule at every size (Plans.module.css). In landscape the stage
// takes the height under the title row beside the panel; in portrait the canvas spans the width,
// as tall as its subject needs there (the renderer says how tall; the facade's measures say it
// before) and never taller than what is left of the first screen, with the panel below (on a touch
// screen a bottom sheet, PlanSheet.tsx, but for a flat's page). Tools (the flat's view options)
// sit on the canvas.

import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { RenderState, RendererIntents } from '../../renderer/types'
import { useLocale, useT } from '../i18n'
import { manifestGeometry } from './manifestGeometry'
import { masterplanPicture } from './masterplanPicture'
import { PlanSheet, panelMaySheet } from './PlanSheet'
import { PlansCanvas } from './PlansCanvas'
import type { FallbackPicture } from './StageFallback'
import styles from './Plans.module.css'
import type { SheetSnap } from './sheetSnap'
import { fitEstimateOf } from './stagePicture'

interface PlanStageProps {
  state: Omit<RenderState, 'focused'>
  intents: RendererIntents
  /**
   * The picture before the canvas starts, and where it cannot (default: the master plan art): the
   * screen's choice by level (stagePicture.ts), placed where the canvas draws it.
   */
  fallback?: FallbackPicture
  /** Controls laid over the top of the canvas. */
  tools?: ReactNode
  children: ReactNode
}

export function PlanStage({ state, intents, fallback, tools, children }: PlanStageProps) {
  const t = useT()
  const locale = useLocale()
  const [fit, setFit] = useState<number | null>(null)
  const stage = useRef<HTMLDivElement>(null)
  const [snap, setSnap] = useState<SheetSnap>('rest')
  // A new level is a new subject: the sheet goes back to the room the subject leaves it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the level is the trigger, not a value used.
  useEffect(() => setSnap('rest'), [state.level])
  const picture = useMemo(
    () => fallback ?? { ...masterplanPicture(), alt: t('plansView.canvasAlt') },
    [fallback, t],
  )
  // Where the picture shows what the canvas will frame (a facade, a floor), the stage's height is
  // known before the renderer measures it.
  const place = fallback?.place
  const estimate = useMemo(() => (place ? fitEstimateOf(place) : null), [place])
  // A flat's page is never a bottom sheet (PlanSheet.tsx panelMaySheet).
  const sheet = panelMaySheet(state.level)
  const style = {
    ...(estimate ? { '--fit-narrow': estimate.narrow, '--fit-wide': estimate.wide } : {}),
    ...(fit ? { '--fit-h': `${fit}px` } : {}),
  } as CSSProperties
  return (
    <div
      className={styles.stage}
      data-level={state.level}
      data-sheet={sheet ? snap : undefined}
      ref={stage}
    >
      <div
        className={styles.canvas}
        data-testid="plans-stage"
        data-level={state.level}
        style={style}
      >
        <PlansCanvas
          geometry={manifestGeometry}
          state={state}
          intents={intents}
          locale={locale}
          fallback={picture}
          onFitHeight={setFit}
        />
        {tools ? <div className={styles.tools}>{tools}</div> : null}
      </div>
      <PlanSheet stage={stage} sheet={sheet} snap={snap} onSnap={setSnap}>
        {children}
      </PlanSheet>
    </div>
  )
}
