// The attract screen: after the idle time the kiosk shows the master plan with a short
// animated invitation in both languages; a touch anywhere starts a new visit on the start page.
// The master plan is the plans canvas when it can start, otherwise the static picture.

import { LottieLight } from 'lottie-react'
import { lazy, Suspense, useMemo } from 'react'
import { DEFAULT_PLAN_OPTIONS } from '../../engine/planOptions'
import type { Locale } from '../../engine/types'
import { useHydraData } from '../catalogue/useHydraData'
import { useLocale } from '../i18n'
import { attractAnimation } from './attractAnimation'
import styles from './Attract.module.css'
import { dismissAttract } from './kioskIdleClock'
import { manifestGeometry } from '../plans/manifestGeometry'
import { kioskText } from './kioskText'

const PlansCanvas = lazy(() =>
  import('../plans/PlansCanvas').then((m) => ({ default: m.PlansCanvas })),
)

const PLAN_ART = '/art/masterplan-illustrated.svg'
const NO_INTENTS = { select: () => {}, hover: () => {}, back: () => {} }

function MasterPlan({ locale }: { locale: Locale }) {
  const { data } = useHydraData()
  const state = useMemo(
    () => ({
      level: 'empty' as const,
      selected: '',
      hovered: null,
      include: null,
      view: DEFAULT_PLAN_OPTIONS,
      data,
      locale,
      // A picture behind the invitation: edge to edge, no paper round it.
      fill: true,
    }),
    [data, locale],
  )
  const fallback = { src: PLAN_ART, alt: kioskText(locale, 'masterplan') }
  return (
    <Suspense fallback={<img className={styles.planArt} src={PLAN_ART} alt={fallback.alt} />}>
      <PlansCanvas
        geometry={manifestGeometry}
        state={state}
        intents={NO_INTENTS}
        locale={locale}
        fallback={fallback}
        className={styles.planCanvas}
      />
    </Suspense>
  )
}

export default function AttractScreen() {
  const locale = useLocale()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a full-screen layer over a canvas; a <button> may not contain the canvas's own controls
    <div
      className={styles.attract}
      role="button"
      tabIndex={0}
      aria-label={kioskText(locale, 'attractTouch')}
      data-testid="kiosk-attract"
      onClick={dismissAttract}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && dismissAttract()}
    >
      <div className={styles.plan} aria-hidden="true" inert>
        <MasterPlan locale={locale} />
      </div>
      <div className={styles.veil} aria-hidden="true" />
      <div className={styles.invite}>
        <LottieLight
          src={attractAnimation}
          loop
          autoplay
          className={styles.lottie}
          aria-hidden="true"
        />
        <p className={styles.title}>{kioskText(locale, 'attractTitle')}</p>
        <p className={styles.lead}>{kioskText(locale, 'attractLead')}</p>
        <p className={styles.touch}>{kioskText(locale, 'attractTouch')}</p>
      </div>
    </div>
  )
}
