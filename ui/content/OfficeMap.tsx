// The sales office on the site's own map of the coast (ui/content/locationGeography.ts, the drawing
// of the location widget): the gulf, the city, the roads, the office on Vasilyevsky Island and the
// showroom at the residence, so a visitor sees where to come and how the two places lie, in the
// site's colours, not on a grey street grid. The contacts page shows it in place and the office map
// popup frames it. Marks and names are HTML over the drawing: they keep their pixel size at any width.

import type { Address } from '../../content/site'
import { SITE } from '../../content/site'
import { useLocale, useT } from '../i18n'
import { CITY_FILL, CoastLayers, LAND } from './CoastLayers'
import { pathOf, project } from './locationGeography'
import styles from './OfficeMap.module.css'

/** The coast between the city and the residence, wider than tall: [north, west] to [south, east]. */
const CROP = { north: 60.27, west: 29.45, south: 59.905, east: 30.36 } as const

/** Vasilyevsky Island, the office's island in the Neva's mouth: the location map draws the city
 * only to the gulf's coarse shore, which would put the office in the water. */
const VASILYEVSKY = [
  [59.957, 30.215],
  [59.956, 30.29],
  [59.945, 30.308],
  [59.934, 30.29],
  [59.926, 30.24],
  [59.933, 30.212],
] as const
const [X0, Y0] = project(CROP.north, CROP.west)
const [X1, Y1] = project(CROP.south, CROP.east)
const W = X1 - X0
const H = Y1 - Y0

/** Where a place stands on the drawing, in percent of its width and height. */
export function placeOnMap(lat: number, lon: number): { left: number; top: number } {
  const [x, y] = project(lat, lon)
  return { left: ((x - X0) / W) * 100, top: ((y - Y0) / H) * 100 }
}

export function OfficeMap({ office }: { office: Address }) {
  const locale = useLocale()
  const t = useT()
  const at = placeOnMap(office.lat, office.lon)
  const showroom = placeOnMap(SITE.showroom.lat, SITE.showroom.lon)
  const gulf = placeOnMap(60.07, 29.78)
  // North of the office, in the city's own colour: clear of the office's pin and name.
  const city = placeOnMap(60.01, 30.35)
  return (
    <div className={styles.map} data-testid="office-map">
      <svg
        viewBox={`${X0} ${Y0} ${W} ${H}`}
        className={styles.plan}
        role="img"
        aria-label={office.label[locale]}
      >
        <rect x={X0} y={Y0} width={W} height={H} fill={LAND} />
        <CoastLayers />
        <path d={pathOf(VASILYEVSKY, true)} fill={CITY_FILL} stroke="#a9c4c0" />
      </svg>
      <span className={styles.region} style={{ left: `${gulf.left}%`, top: `${gulf.top}%` }}>
        {t('place.gulf')}
      </span>
      <span
        className={`${styles.region} ${styles.cityName}`}
        style={{ left: `${city.left}%`, top: `${city.top}%` }}
      >
        {t('place.city')}
      </span>
      <div
        className={`${styles.place} ${styles.showroom}`}
        style={{ left: `${showroom.left}%`, top: `${showroom.top}%` }}
        data-testid="office-map-showroom"
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.name}>{t('place.showroom')}</span>
      </div>
      <div
        className={`${styles.place} ${styles.office}`}
        style={{ left: `${at.left}%`, top: `${at.top}%` }}
        data-lat={office.lat}
        data-lon={office.lon}
        data-testid="office-map-marker"
      >
        <svg viewBox="0 0 93 93" className={styles.pin} aria-hidden="true">
          <circle cx="46.5" cy="46.5" r="44" fill="#1f3b2d" opacity="0.18" />
          <circle cx="46.5" cy="46.5" r="24" fill="#1f3b2d" />
          <path d="M46.5 31 40 40h3.5L38 48h5l-6 8h19l-6-8h5l-5.5-8H53Z" fill="#faf7f1" />
        </svg>
        <span className={styles.name}>{t('place.office')}</span>
      </div>
    </div>
  )
}
