// The flat screen's "Солнце и вид" / "Sun and view" block: our computed sun and view for each room
// (engine/sunView), the insolation norm as our estimate (never a certificate) and only for a flat
// the residential norm governs (engine/sunView/insolationNorm.ts normGoverns), the sun-path strip
// with its text twin, and the assumptions one tap away. Loads after the first screen and shows
// itself in steps (a few rooms a frame, the strip last), so it costs a slow phone no long task.

import { SUN_VIEW_ASSUMPTIONS as A } from '../../content/sunViewAssumptions'
import { useMemo, useSyncExternalStore } from 'react'
import type { FlatSunView } from '../../engine/sunView/flatSunView'
import { normGoverns } from '../../engine/sunView/insolationNorm'
import { roomSunViews } from '../../engine/sunView/sunSummary'
import type { LivingFormat, Locale } from '../../engine/types'
import type { SunSkyline } from '../api/sunView'
import { hydraStore } from '../catalogue/hydraStore'
import { translate } from '../i18n'
import styles from './SunView.module.css'
import { SunViewRooms } from './SunViewRooms'
import { SunViewStrip } from './SunViewStrip'
import { plainNumber } from './sunViewText'
import { useRevealSteps } from './useRevealSteps'
import { useSunView } from './useSunView'

/**
 * Room cards per step: one card (about 27 elements), whose commit stays well under 50 ms on a
 * 4x slower phone; two cards took up to 44 ms of CPU.
 */
const ROOMS_PER_STEP = 1

type Translate = (
  key: Parameters<typeof translate>[1],
  params?: Record<string, string | number>,
) => string

/**
 * The flat's living format from the live catalogue: null until it is known, and while it is not,
 * no norm line (a verdict must never flash on a flat the norm does not govern).
 */
function useLivingFormat(alt: string): LivingFormat | null {
  const live = useSyncExternalStore(hydraStore.subscribe, hydraStore.get, hydraStore.server)
  return live.data.apartments[alt]?.format ?? null
}

export function SunView({
  alt,
  locale,
  format: given,
}: {
  alt: string
  locale: Locale
  /** The flat's format where the caller knows it; else read from the live catalogue. */
  format?: LivingFormat
}) {
  const live = useLivingFormat(alt)
  const format = given ?? live
  const { load, retry } = useSunView(alt)
  const t: Translate = (key, params) => translate(locale, key, params)
  return (
    <section
      className={styles.block}
      data-testid="sun-view"
      data-state={load.state}
      aria-labelledby="sun-view-title"
      aria-busy={load.state === 'loading'}
    >
      <h2 id="sun-view-title" className={styles.title}>
        {t('sunView.title')}
      </h2>
      <p className={styles.intro}>{t('sunView.intro')}</p>
      {load.state === 'loading' ? (
        <div className={styles.skeleton} role="status">
          <span className="visually-hidden">{t('sunView.loading')}</span>
        </div>
      ) : null}
      {load.state === 'failed' ? (
        <p className={styles.failed} role="alert">
          {t('sunView.failed')}{' '}
          <button type="button" onClick={retry}>
            {t('sunView.retry')}
          </button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <SunViewReady
          flat={load.flat}
          skyline={load.skyline}
          normed={format !== null && normGoverns(format)}
          locale={locale}
          t={t}
        />
      ) : null}
    </section>
  )
}

interface ReadyProps {
  flat: FlatSunView
  skyline: SunSkyline | null
  /** The residential norm governs this flat: only then its line, as our estimate. */
  normed: boolean
  locale: Locale
  t: Translate
}

/** The figures, shown in steps: the norm and the first rooms, more rooms, then the strip. */
function SunViewReady({ flat, skyline, normed, locale, t }: ReadyProps) {
  const rooms = useMemo(() => roomSunViews(flat), [flat])
  const roomSteps = Math.max(1, Math.ceil(rooms.length / ROOMS_PER_STEP))
  // The rooms' steps, then the strip's picture, then its text twin and the assumptions.
  const step = useRevealSteps(roomSteps + 2)
  return (
    <>
      {normed ? (
        <div className={styles.norm} data-meets={flat.norm.meets} data-testid="sun-norm">
          <p className={styles.normLine}>
            {t(flat.norm.meets ? 'sunView.norm.meets' : 'sunView.norm.fails')}
          </p>
          <p className={styles.normDetail}>
            {t('sunView.norm.detail', {
              hours: plainNumber(flat.norm.continuousHours, locale),
              meeting: flat.norm.roomsMeeting,
              needed: flat.norm.roomsNeeded,
            })}
          </p>
        </div>
      ) : null}
      <SunViewRooms rooms={rooms} shown={step * ROOMS_PER_STEP} locale={locale} />
      {step > roomSteps ? (
        <>
          {skyline ? (
            <SunViewStrip
              skyline={skyline}
              rooms={rooms}
              withTwin={step > roomSteps + 1}
              locale={locale}
            />
          ) : null}
          {step > roomSteps + 1 ? (
            <details className={styles.assumptions} data-testid="sun-assumptions">
              <summary>{t('sunView.assumptions')}</summary>
              <ul>
                <li>{t('sunView.assume.canopy', { height: A.canopyHeight })}</li>
                <li>{t('sunView.assume.clearings')}</li>
                <li>
                  {t('sunView.assume.terrain', { dune: A.duneHeight, pavilion: A.amenityHeight })}
                </li>
                <li>
                  {t('sunView.assume.window', { window: plainNumber(A.windowCentre, locale) })}
                </li>
                <li>{t('sunView.assume.sun')}</li>
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
    </>
  )
}
