// The canvas and its side panel: one rule at every size (Plans.module.css). In landscape the stage
// takes the height under the title row beside the panel; in portrait the canvas spans the width,
// as tall as its subject needs there (the renderer says how tall; the facade's measures say it
// before) and never taller than what is left of the first screen, with the panel below. Tools (the
// flat's view options) sit on the canvas.

import { type CSSProperties, type ReactNode, useMemo, useState } from 'react'
import type { RenderState, RendererIntents } from '../../renderer/types'
import { useLocale, useT } from '../i18n'
import { manifestFacades, manifestGeometry } from './manifestGeometry'
import { masterplanPicture } from './masterplanPicture'
import { PlansCanvas } from './PlansCanvas'
import styles from './Plans.module.css'
import { facadeFitEstimate } from './stageEstimate'

interface PlanStageProps {
  state: Omit<RenderState, 'focused'>
  intents: RendererIntents
  /** The picture before the canvas starts, and where it cannot (default: the master plan art). */
  fallback?: { src: string; alt: string; srcSet?: string; sizes?: string }
  /** Controls laid over the top of the canvas. */
  tools?: ReactNode
  children: ReactNode
}

export function PlanStage({ state, intents, fallback, tools, children }: PlanStageProps) {
  const t = useT()
  const locale = useLocale()
  const [fit, setFit] = useState<number | null>(null)
  const picture = useMemo(
    () => fallback ?? { ...masterplanPicture(), alt: t('plansView.canvasAlt') },
    [fallback, t],
  )
  // At the building level the stage's height is known before the renderer measures it.
  const facade = state.level === 'building' ? manifestFacades[state.selected] : undefined
  const estimate = useMemo(() => (facade ? facadeFitEstimate(facade) : null), [facade])
  const style = {
    ...(estimate ? { '--fit-narrow': estimate.narrow, '--fit-wide': estimate.wide } : {}),
    ...(fit ? { '--fit-h': `${fit}px` } : {}),
  } as CSSProperties
  return (
    <div className={styles.stage} data-level={state.level}>
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
      <div className={styles.side}>{children}</div>
    </div>
  )
}
