// The location widget: an illustrated vector map of the coast with the residence and ~22 labelled
// surroundings placed by their coordinates, and a list with drive times that highlights its point.

import { useState } from 'react'
import { COMPLEX_POINT, MAP_POINTS, type MapPointKind } from '../../content/mapPoints'
import { useLocale, useT } from '../i18n'
import { openPopup } from '../shell/shellActions'
import styles from './LocationMap.module.css'
import {
  CITY,
  GULF,
  KRONSTADT,
  LAKES,
  MAP_HEIGHT,
  MAP_WIDTH,
  pathOf,
  project,
  RIVERS,
  ROADS,
} from './locationGeography'

const KIND_COLOUR: Record<MapPointKind, string> = {
  lake: '#3f7f8c',
  river: '#3f7f8c',
  gulf: '#3f7f8c',
  road: '#8a6d3b',
  station: '#1c1f1d',
  reserve: '#4a6b4f',
  town: '#1c1f1d',
  landmark: '#1f3b2d',
  airport: '#1c1f1d',
}

/** Names of the large areas, printed on the map itself. */
const REGION_LABELS = [
  { lat: 60.05, lon: 29.62, name: { ru: 'Финский залив', en: 'Gulf of Finland' } },
  // Anchored at its end: the city lies against the east edge of the map.
  { lat: 59.83, lon: 30.35, name: { ru: 'Санкт-Петербург', en: 'St Petersburg' }, anchor: 'end' },
  { lat: 59.978, lon: 29.75, name: { ru: 'Кронштадт', en: 'Kronstadt' } },
] as const

export function LocationMap() {
  const locale = useLocale()
  const t = useT()
  const [active, setActive] = useState<string | null>(null)
  const [hx, hy] = project(COMPLEX_POINT.lat, COMPLEX_POINT.lon)
  const minutes = (n: number) => (locale === 'ru' ? `${n} мин` : `${n} min`)
  return (
    <div className={styles.wrap} data-testid="location-map">
      <svg
        className={styles.map}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby="location-map-title"
      >
        <title id="location-map-title">{COMPLEX_POINT.name[locale]}</title>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#e4ead9" />
        <path d={pathOf(CITY, true)} fill="#d8d2c2" />
        <path d={pathOf(GULF, true)} fill="#bcd6d3" />
        <path d={pathOf(KRONSTADT, true)} fill="#e4ead9" stroke="#a9c4c0" />
        {LAKES.map((lake) => {
          const [x, y] = project(lake.center[0], lake.center[1])
          return <ellipse key={lake.id} cx={x} cy={y} rx={lake.rx} ry={lake.ry} fill="#bcd6d3" />
        })}
        {RIVERS.map((river, i) => (
          <path
            key={i}
            d={pathOf(river)}
            fill="none"
            stroke="#9cc2be"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        ))}
        {ROADS.map((road) => (
          <path
            key={road.id}
            d={pathOf(road.points)}
            fill="none"
            stroke={road.major ? '#c9a567' : '#d9c7a3'}
            strokeWidth={road.major ? 4 : 3}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
        {REGION_LABELS.map((r) => {
          const [x, y] = project(r.lat, r.lon)
          return (
            <text
              key={r.name.en}
              x={x}
              y={y}
              className={styles.region}
              textAnchor={'anchor' in r ? r.anchor : 'middle'}
            >
              {r.name[locale]}
            </text>
          )
        })}
        {MAP_POINTS.map((p) => {
          const [x, y] = project(p.lat, p.lon)
          const on = active === p.id
          return (
            <g key={p.id} data-point={p.id} className={styles.point} data-active={on}>
              <circle
                cx={x}
                cy={y}
                r={on ? 7 : 4.5}
                fill={KIND_COLOUR[p.kind]}
                stroke="#faf7f1"
                strokeWidth="1.5"
              />
              {on ? (
                <text x={x + 10} y={y + 4} className={styles.label}>
                  {p.name[locale]} · {minutes(p.minutes)}
                </text>
              ) : null}
            </g>
          )
        })}
        <g className={styles.home}>
          <circle cx={hx} cy={hy} r="18" fill="#1f3b2d" opacity="0.18" />
          <circle cx={hx} cy={hy} r="9" fill="#1f3b2d" stroke="#faf7f1" strokeWidth="2" />
          <text x={hx + 14} y={hy - 12} className={styles.homeLabel}>
            {locale === 'ru' ? '«Хвоя»' : 'Khvoya'}
          </text>
        </g>
      </svg>
      <div className={styles.side}>
        <ol className={styles.list}>
          {[...MAP_POINTS]
            .sort((a, b) => a.minutes - b.minutes)
            .map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={active === p.id}
                  onMouseEnter={() => setActive(p.id)}
                  onFocus={() => setActive(p.id)}
                  onClick={() => setActive(p.id)}
                >
                  <span
                    className={styles.dot}
                    style={{ background: KIND_COLOUR[p.kind] }}
                    aria-hidden="true"
                  />
                  <span>{p.name[locale]}</span>
                  <span className={styles.minutes}>{minutes(p.minutes)}</span>
                </button>
              </li>
            ))}
        </ol>
        <button type="button" className="button button--ghost" onClick={() => openPopup('map', {})}>
          {t('popup.map.title')}
        </button>
      </div>
    </div>
  )
}
