// The sales office on a grayscale street plan of Vasilyevsky Island, with the 93x93 marker of
// the design at its coordinates: the map the contacts page shows in place and the office map
// popup frames, so a visitor sees where to come without a click.

import type { Address } from '../../content/site'
import { useLocale } from '../i18n'
import styles from './OfficeMap.module.css'

export const MARKER_SIZE = 93

// The island's "lines" run north-south every ~48 units; the three prospekts run east-west.
const LINES = Array.from({ length: 18 }, (_, i) => 60 + i * 48)
const PROSPEKTS = [
  { y: 130, name: { ru: 'Большой пр. В.О.', en: 'Bolshoy Prospekt' } },
  { y: 300, name: { ru: 'Средний пр. В.О.', en: 'Sredny Prospekt' } },
  { y: 470, name: { ru: 'Малый пр. В.О.', en: 'Maly Prospekt' } },
]

export function OfficeMap({ office }: { office: Address }) {
  const locale = useLocale()
  return (
    <div className={styles.map} data-testid="office-map">
      <svg
        viewBox="0 0 960 600"
        className={styles.plan}
        role="img"
        aria-label={office.label[locale]}
      >
        <rect width="960" height="600" fill="#e9e9e7" />
        <path d="M0 560 C200 590 420 575 960 590 L960 600 L0 600Z" fill="#cfd2d2" />
        <path d="M0 0 L960 0 L960 40 C700 60 300 30 0 55Z" fill="#cfd2d2" />
        {LINES.map((x) => (
          <line
            key={x}
            x1={x}
            y1={50}
            x2={x + 6}
            y2={570}
            stroke="#fff"
            strokeWidth={x % 96 === 60 ? 7 : 4}
          />
        ))}
        {PROSPEKTS.map(({ y }) => (
          <line key={y} x1={0} y1={y} x2={960} y2={y + 12} stroke="#fff" strokeWidth={12} />
        ))}
        {PROSPEKTS.map(({ y, name }) => (
          <text key={y} x="24" y={y - 8} className={styles.street}>
            {name[locale]}
          </text>
        ))}
      </svg>
      <div
        className={styles.marker}
        data-lat={office.lat}
        data-lon={office.lon}
        data-testid="office-map-marker"
      >
        <svg viewBox="0 0 93 93" width={MARKER_SIZE} height={MARKER_SIZE} aria-hidden="true">
          <circle cx="46.5" cy="46.5" r="44" fill="#1f3b2d" opacity="0.18" />
          <circle cx="46.5" cy="46.5" r="24" fill="#1f3b2d" />
          <path d="M46.5 31 40 40h3.5L38 48h5l-6 8h19l-6-8h5l-5.5-8H53Z" fill="#faf7f1" />
        </svg>
      </div>
    </div>
  )
}
