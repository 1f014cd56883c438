// Where the flat is: a small plan of its floor with the flat marked, and the master plan with its
// building marked. Plain SVG from the static geometry, so it shows even where the canvas cannot
// start; the other flats of the floor are buttons to step to them.

import type {
  BuildingGeometry,
  PlanPoint,
  Polygon,
  SectionFloor,
  SiteGeometry,
  SitePoint,
} from '../../engine/geometry'
import { buildingLabel } from '../../engine/buildings'
import { flatNumberLabel } from '../../engine/labels'
import { pointsBox } from '../../engine/planShapes/shapes'
import type { Alt, Apartment, Locale } from '../../engine/types'
import styles from './FlatScreen.module.css'
import { flatText } from './FlatText'

type P = readonly [number, number]

function path(points: readonly P[], map: (p: P) => P = (p) => p): string {
  return `${points.map((p, i) => `${i ? 'L' : 'M'}${map(p)[0].toFixed(2)} ${map(p)[1].toFixed(2)}`).join('')}Z`
}

interface FloorMapProps {
  floor: SectionFloor
  alt: Alt
  apartments: Record<Alt, Apartment>
  locale: Locale
  onSelect: (alt: Alt) => void
}

export function FloorMap({ floor, alt, apartments, locale, onSelect }: FloorMapProps) {
  const terraces: Polygon<PlanPoint>[] = []
  for (const flat of floor.flats) {
    for (const room of flat.levels[0]?.rooms ?? []) {
      if (room.kind === 'terrace') terraces.push(room.polygon)
    }
  }
  const [minX, minY, maxX, maxY] = pointsBox([floor.outline, ...terraces].flat())
  const pad = 1
  const viewBox = `${minX - pad} ${minY - pad} ${maxX - minX + pad * 2} ${maxY - minY + pad * 2}`
  const current = apartments[alt]
  return (
    // A group, not an image: the other flats on sale inside it are links (axe nested-interactive).
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset>
    <svg
      className={styles.mapSvg}
      viewBox={viewBox}
      role="group"
      aria-label={flatText(locale, 'floorMapLabel', {
        flat: flatNumberLabel(current?.n ?? 0),
        floor: floor.f,
      })}
      data-testid="flat-floor-map"
    >
      <path d={path(floor.outline)} className={styles.mapOutline} />
      {terraces.map((t) => (
        <path key={path(t)} d={path(t)} className={styles.mapTerrace} />
      ))}
      {floor.corridor ? <path d={path(floor.corridor)} className={styles.mapCore} /> : null}
      {floor.core
        ? [floor.core.lobby, floor.core.stair, floor.core.lift].map((part) => (
            <path key={path(part)} d={path(part)} className={styles.mapCore} />
          ))
        : null}
      {floor.flats.map((f) => {
        const a = apartments[f.alt]
        const here = f.alt === alt
        const open = !here && a !== undefined && a.st > 0
        const shape = (
          <path
            key="shape"
            d={path(f.outline)}
            className={styles.mapFlat}
            data-here={here}
            data-status={a?.st ?? 0}
          />
        )
        return open ? (
          <a
            key={f.alt}
            href={`#${f.alt}`}
            aria-label={flatText(locale, 'title', { flat: flatNumberLabel(f.n) })}
            onClick={(e) => {
              e.preventDefault()
              onSelect(f.alt)
            }}
          >
            {shape}
          </a>
        ) : (
          <g key={f.alt}>{shape}</g>
        )
      })}
    </svg>
  )
}

export function SiteMap({
  site,
  code,
  locale,
}: {
  site: SiteGeometry
  code: number
  locale: Locale
}) {
  const k = site.aspect
  // Percent of the picture on both axes; x is stretched by the aspect so shapes keep their form.
  const map = (p: P): P => [p[0] * k, p[1]]
  const sp = (points: readonly SitePoint[]) => path(points, map)
  const here = site.buildings.find((b) => b.code === code)
  return (
    <svg
      className={styles.mapSvg}
      viewBox={`0 0 ${100 * k} 100`}
      role="img"
      aria-label={flatText(locale, 'siteMapLabel', { building: buildingLabel(code, locale) })}
      data-testid="flat-site-map"
    >
      <rect width={100 * k} height={100} className={styles.siteGround} />
      {site.forest.map((f) => (
        <path key={sp(f)} d={sp(f)} className={styles.siteForest} />
      ))}
      {site.water.map((w) => (
        <path key={sp(w)} d={sp(w)} className={styles.siteWater} />
      ))}
      <path d={sp(site.boundary)} className={styles.siteBoundary} />
      {site.buildings.map((b) => (
        <path
          key={b.code}
          d={sp(b.footprint)}
          className={styles.siteBuilding}
          data-here={b.code === code}
        />
      ))}
      {here ? (
        <circle cx={here.anchor[0] * k} cy={here.anchor[1]} r={5} className={styles.sitePulse} />
      ) : null}
    </svg>
  )
}

export function floorOf(building: BuildingGeometry | null, alt: Alt): SectionFloor | null {
  const floorAlt = alt.slice(0, alt.lastIndexOf('-'))
  return building?.floors.find((f) => f.alt === floorAlt) ?? null
}
