// The sun-path strip of one room: the skyline's silhouette over the window's front half with the
// sun's arcs on the four dates, painted by the plans renderer in its worker (useSunStripCanvas),
// and its text twin, a table a screen reader reads: horizon and sun heights by direction.

import { useMemo, useRef, useState } from 'react'
import { type RoomSunView, SUN_DATES } from '../../engine/sunView/sunSummary'
import { skylineAt, sunAltitudeAt, sunStrip } from '../../engine/sunView/sunStrip'
import { compassSide } from '../../engine/sunView/viewWording'
import type { Locale } from '../../engine/types'
import type { SunSkyline } from '../api/sunView'
import { translate } from '../i18n'
import styles from './SunView.module.css'
import { dateText, roomText } from './sunViewText'
import { useSunStripCanvas } from './useSunStripCanvas'

/** The twin's rows: every 30° from 90° left of the window to 90° right. */
const TWIN_STEP = 30

interface SunViewStripProps {
  skyline: SunSkyline
  rooms: RoomSunView[]
  /** The text twin comes a step after the picture, so neither commit is a long task. */
  withTwin: boolean
  locale: Locale
}

export function SunViewStrip({ skyline, rooms, withTwin, locale }: SunViewStripProps) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params)
  const charted = rooms.filter((r) => skyline.windows.some((w) => w.room === r.room))
  const [picked, setPicked] = useState(charted[0]?.room ?? null)
  const room = charted.find((r) => r.room === picked) ?? charted[0]
  // The room's window facing the way its sun comes from (its sunniest at midsummer).
  const win = room
    ? (skyline.windows.find((w) => w.room === room.room && w.bearing === room.bearing) ??
      skyline.windows.find((w) => w.room === room.room))
    : undefined
  const strip = useMemo(
    () => (win ? sunStrip(win.bearing, win.skyline, skyline.step, skyline.sunArcs) : null),
    [win, skyline],
  )
  const canvas = useRef<HTMLCanvasElement>(null)
  useSunStripCanvas(canvas, strip)
  if (!room || !win || !strip) return null
  const name = roomText(room, rooms, locale)
  const degrees = (n: number) => `${Math.round(n)}°`
  const rows = []
  for (let off = -90; withTwin && off <= 90; off += TWIN_STEP) {
    const side = t(`sunView.side.${compassSide(win.bearing + off)}`)
    const where =
      off === 0
        ? t('sunView.strip.ahead')
        : `${t(off < 0 ? 'sunView.strip.left' : 'sunView.strip.right')} ${Math.abs(off)}°`
    const horizon = skylineAt(win.skyline, skyline.step, off)
    rows.push({ off, label: `${side} (${where})`, horizon })
  }
  return (
    <figure className={styles.strip} data-testid="sun-strip">
      <figcaption className={styles.subTitle}>
        {t('sunView.strip.title', { room: name })}
      </figcaption>
      {charted.length > 1 ? (
        <fieldset className={styles.pick}>
          <legend className="visually-hidden">{t('sunView.strip.pick')}</legend>
          {charted.map((r) => (
            <button
              key={r.room}
              type="button"
              aria-pressed={r.room === room.room}
              onClick={() => setPicked(r.room)}
            >
              {roomText(r, rooms, locale)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {/* The picture; the table below says the same in text. */}
      <div aria-hidden="true">
        <canvas ref={canvas} className={styles.canvas} data-testid="sun-strip-canvas" />
      </div>
      <ul className={styles.stripKey} aria-hidden="true">
        {SUN_DATES.map((d) => (
          <li key={d} data-date={d}>
            {dateText(d, locale)}
          </li>
        ))}
      </ul>
      {/* A table takes no width below its content: the hidden box is a block around it, or the
          twin would widen a phone's page to its 700 px. */}
      {withTwin ? (
        <div className="visually-hidden">
          <table data-testid="sun-strip-twin">
            <caption>{t('sunView.strip.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sunView.strip.bearing')}</th>
                <th scope="col">{t('sunView.strip.horizon')}</th>
                {SUN_DATES.map((d) => (
                  <th key={d} scope="col">
                    {dateText(d, locale)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.off}>
                  <th scope="row">{row.label}</th>
                  <td>{row.horizon >= 90 ? t('sunView.strip.closed') : degrees(row.horizon)}</td>
                  {SUN_DATES.map((d) => {
                    const arc = skyline.sunArcs.find((a) => a.date === d)
                    const altitude = arc ? sunAltitudeAt(arc, win.bearing, row.off) : null
                    return <td key={d}>{altitude === null ? '—' : degrees(altitude)}</td>
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  )
}
