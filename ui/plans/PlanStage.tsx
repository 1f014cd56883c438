// The canvas and its side panel: side by side on desktop, the panel under the plan on phones.

import type { ReactNode } from 'react'
import type { RenderState, RendererIntents } from '../../renderer/types'
import { artSrc } from '../content/Art'
import { useLocale, useT } from '../i18n'
import { manifestGeometry } from './manifestGeometry'
import { PlansCanvas } from './PlansCanvas'
import styles from './Plans.module.css'

interface PlanStageProps {
  state: Omit<RenderState, 'focused'>
  intents: RendererIntents
  children: ReactNode
}

export function PlanStage({ state, intents, children }: PlanStageProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className={styles.stage}>
      <div className={styles.canvas} data-testid="plans-stage" data-level={state.level}>
        <PlansCanvas
          geometry={manifestGeometry}
          state={state}
          intents={intents}
          locale={locale}
          fallback={{ src: artSrc('masterplan-illustrated'), alt: t('plansView.canvasAlt') }}
        />
      </div>
      <div className={styles.side}>{children}</div>
    </div>
  )
}
