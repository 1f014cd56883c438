// The flat screen's "Солнце и вид" / "Sun and view" block: our computed sun and view for each room
// (engine/sunView), the insolation norm as our estimate (never a certificate), the sun-path strip
// with its text twin, and the assumptions one tap away. Loads after the first screen.

import { SUN_VIEW_ASSUMPTIONS as A } from '../../content/sunViewAssumptions'
import { roomSunViews } from '../../engine/sunView/sunSummary'
import type { Locale } from '../../engine/types'
import { translate } from '../i18n'
import styles from './SunView.module.css'
import { SunViewRooms } from './SunViewRooms'
import { SunViewStrip } from './SunViewStrip'
import { useSunView } from './useSunView'

export function SunView({ alt, locale }: { alt: string; locale: Locale }) {
  const { load, retry } = useSunView(alt)
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params)
  const rooms = load.state === 'ready' ? roomSunViews(load.flat) : []
  const number = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB')
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
          <span className={styles.visuallyHidden}>{t('sunView.loading')}</span>
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
        <>
          <div className={styles.norm} data-meets={load.flat.norm.meets} data-testid="sun-norm">
            <p className={styles.normLine}>
              {t(load.flat.norm.meets ? 'sunView.norm.meets' : 'sunView.norm.fails')}
            </p>
            <p className={styles.normDetail}>
              {t('sunView.norm.detail', {
                hours: number.format(load.flat.norm.continuousHours),
                meeting: load.flat.norm.roomsMeeting,
                needed: load.flat.norm.roomsNeeded,
              })}
            </p>
          </div>
          <SunViewRooms rooms={rooms} locale={locale} />
          {load.skyline ? (
            <SunViewStrip skyline={load.skyline} rooms={rooms} locale={locale} />
          ) : null}
          <details className={styles.assumptions} data-testid="sun-assumptions">
            <summary>{t('sunView.assumptions')}</summary>
            <ul>
              <li>{t('sunView.assume.canopy', { height: A.canopyHeight })}</li>
              <li>{t('sunView.assume.clearings')}</li>
              <li>
                {t('sunView.assume.terrain', { dune: A.duneHeight, pavilion: A.amenityHeight })}
              </li>
              <li>{t('sunView.assume.window', { window: number.format(A.windowCentre) })}</li>
              <li>{t('sunView.assume.sun')}</li>
            </ul>
          </details>
        </>
      ) : null}
    </section>
  )
}
