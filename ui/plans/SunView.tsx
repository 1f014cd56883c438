// The flat screen's "Солнце и вид" / "Sun and view" block: our computed sun and view for each room
// (engine/sunView), the insolation norm as our estimate (never a certificate), the sun-path strip
// with its text twin, and the assumptions one tap away. Loads after the first screen and shows
// itself in steps (a few rooms a frame, the strip last), so it costs a slow phone no long task.

import { SUN_VIEW_ASSUMPTIONS as A } from '../../content/sunViewAssumptions'
import { useMemo } from 'react'
import type { FlatSunView } from '../../engine/sunView/flatSunView'
import { roomSunViews } from '../../engine/sunView/sunSummary'
import type { Locale } from '../../engine/types'
import type { SunSkyline } from '../api/sunView'
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

export function SunView({ alt, locale }: { alt: string; locale: Locale }) {
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
        <SunViewReady flat={load.flat} skyline={load.skyline} locale={locale} t={t} />
      ) : null}
    </section>
  )
}

interface ReadyProps {
  flat: FlatSunView
  skyline: SunSkyline | null
  locale: Locale
  t: Translate
}

/** The figures, shown in steps: the norm and the first rooms, more rooms, then the strip. */
function SunViewReady({ flat, skyline, locale, t }: ReadyProps) {
  const rooms = useMemo(() => roomSunViews(flat), [flat])
  const roomSteps = Math.max(1, Math.ceil(rooms.length / ROOMS_PER_STEP))
  // The rooms' steps, then the strip's picture, then its text twin and the assumptions.
  const step = useRevealSteps(roomSteps + 2)
  return (
    <>
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
