// The block's rooms: per room its hours of direct sun on the four dates, when in the day the sun
// comes and the side its windows face, and what it looks out on as words and a stacked bar. One
// legend for the bars follows the list, naming only the parts some bar shows.

import { type RoomSunView, SUN_DATES } from '../../engine/sunView/sunSummary'
import type { ViewComposition } from '../../engine/sunView/viewShares'
import type { Locale } from '../../engine/types'
import { translate } from '../i18n'
import styles from './SunView.module.css'
import {
  dateText,
  hoursText,
  partShare,
  roomSunText,
  roomText,
  sharesLine,
  VIEW_BAR_PARTS,
  viewLine,
} from './sunViewText'

/** The longest day at 60° N has about 18.5 h of sun: the hour bars are scaled to 18 h. */
const FULL_DAY = 18

function ViewBar({ seen, locale }: { seen: ViewComposition; locale: Locale }) {
  return (
    <div className={styles.viewBar} role="img" aria-label={sharesLine(seen, locale)}>
      {VIEW_BAR_PARTS.filter((k) => partShare(seen, k) > 0).map((k) => (
        <span key={k} data-part={k} style={{ flexGrow: partShare(seen, k) }} />
      ))}
    </div>
  )
}

interface SunViewRoomsProps {
  rooms: RoomSunView[]
  /** How many of the rooms to show yet (the block shows itself in steps). */
  shown: number
  locale: Locale
}

export function SunViewRooms({ rooms, shown, locale }: SunViewRoomsProps) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  return (
    <>
      <h3 className={styles.subTitle}>{t('sunView.rooms')}</h3>
      <ul className={styles.rooms}>
        {rooms.slice(0, shown).map((room) => (
          <li key={room.room} className={styles.room} data-testid="sun-room" data-room={room.room}>
            <div className={styles.roomHead}>
              <h4>{roomText(room, rooms, locale)}</h4>
              <span>{roomSunText(room, locale)}</span>
            </div>
            <dl className={styles.hours}>
              {SUN_DATES.map((d) => (
                <div key={d} data-date={d}>
                  <dt>{dateText(d, locale)}</dt>
                  <dd>{hoursText(room.hours[d], locale)}</dd>
                  <span
                    className={styles.hourBar}
                    aria-hidden="true"
                    style={{ inlineSize: `${Math.min(100, (room.hours[d] / FULL_DAY) * 100)}%` }}
                  />
                </div>
              ))}
            </dl>
            <p className={styles.viewLine}>{viewLine(room, locale)}</p>
            <ViewBar seen={room} locale={locale} />
          </li>
        ))}
      </ul>
      <ul className={styles.legend} aria-label={t('sunView.shares')}>
        {VIEW_BAR_PARTS.filter((k) => rooms.some((r) => partShare(r, k) > 0)).map((k) => (
          <li key={k}>
            <span className={styles.swatch} data-part={k} aria-hidden="true" />
            {t(`sunView.share.${k}`)}
          </li>
        ))}
      </ul>
    </>
  )
}
