// The location widget: an illustrated vector map of the coast with the residence and ~22 numbered
// surroundings placed by their coordinates, and the list of the same numbers with drive times.
// Pointing at (or tapping) a marker or a list item highlights both.

import { useEffect, useRef, useState } from 'react'
import { COMPLEX_POINT, MAP_POINTS, type MapPointKind } from '../../content/mapPoints'
import { useLocale, useT } from '../i18n'
import { openPopup } from '../shell/shellActions'
import styles from './LocationMap.module.css'
import { CoastLayers, LAND } from './CoastLayers'
import { MAP_HEIGHT, MAP_WIDTH, project } from './locationGeography'

/** Marker and list-badge colours: each carries a white 12-13 px number at 4.5:1 or more (the
 * lighter teal, 4.2:1, failed axe on the list badges). */
const KIND_COLOUR: Record<MapPointKind, string> = {
  lake: '#2f6b77',
  river: '#2f6b77',
  gulf: '#2f6b77',
  road: '#7a5c2c',
  station: '#1c1f1d',
  reserve: '#4a6b4f',
  town: '#1c1f1d',
  landmark: '#1f3b2d',
  airport: '#1c1f1d',
}

/** Names of the large areas (content/i18n/places.ts), printed on the map itself. */
const REGION_LABELS = [
  { lat: 60.05, lon: 29.62, name: 'place.gulf' },
  // Anchored at its end: the city lies against the east edge of the map.
  { lat: 59.83, lon: 30.35, name: 'place.city', anchor: 'end' },
  // Below the island: its numbered marker stands on the town itself.
  { lat: 59.978, lon: 29.75, name: 'place.kronstadt', dy: 34 },
] as const

/** The points in list order (nearest first); a point's number is its place here. */
const ORDERED = [...MAP_POINTS].sort((a, b) => a.minutes - b.minutes)
const PLACES = ORDERED.map((p) => project(p.lat, p.lon))

/** Marker radius in pixels; markers are drawn at this size whatever the map's scale. */
const MARKER_PX = 11
/** Units per pixel before the widget measures the map (the desktop's usual value, as in CSS). */
const DEFAULT_K = 0.66

type Pt = [number, number]

/**
 * Where each marker is drawn at `k` map units per pixel: markers that would overlap (the
 * villages and stations around Zelenogorsk sit within a few pixels on a phone) are pushed apart,
 * and off the residence's own mark and name, in a few relaxation passes. A moved marker keeps a
 * leader line to its place. Deterministic: the same scale gives the same layout.
 */
export function spreadMarkers(
  places: Pt[],
  k: number,
  obstacles: [number, number, number][],
): Pt[] {
  const r = MARKER_PX * k
  const gap = r * 2 + 2 * k
  const pos = places.map(([x, y]) => [x, y] as Pt)
  for (let pass = 0; pass < 60; pass++) {
    let moved = false
    for (let i = 0; i < pos.length; i++) {
      const a = pos[i] as Pt
      for (let j = i + 1; j < pos.length; j++) {
        const b = pos[j] as Pt
        let dx = b[0] - a[0]
        let dy = b[1] - a[1]
        let d = Math.hypot(dx, dy)
        if (d >= gap) continue
        if (d < 1e-3) {
          // Same spot: part them along a fixed direction of their own.
          dx = Math.cos(i + j)
          dy = Math.sin(i + j)
          d = 1
        }
        const push = (gap - d) / 2
        a[0] -= (dx / d) * push
        a[1] -= (dy / d) * push
        b[0] += (dx / d) * push
        b[1] += (dy / d) * push
        moved = true
      }
      for (const [ox, oy, or] of obstacles) {
        const dx = a[0] - ox
        const dy = a[1] - oy
        const d = Math.hypot(dx, dy) || 1
        const need = or * k + r
        if (d >= need) continue
        a[0] += (dx / d) * (need - d)
        a[1] += (dy / d) * (need - d)
        moved = true
      }
      a[0] = Math.min(MAP_WIDTH - r, Math.max(r, a[0]))
      a[1] = Math.min(MAP_HEIGHT - r, Math.max(r, a[1]))
    }
    if (!moved) break
  }
  return pos
}

/**
 * Map units per screen pixel, so markers and labels keep their pixel size whatever the map's
 * width (a 683-unit map is 350 px wide on a phone: 15-unit labels were 7 px). Until the page
 * hydrates, CSS gives the usual value for the screen size.
 */
function useUnitsPerPixel(ref: React.RefObject<SVGSVGElement | null>): number | undefined {
  const [k, setK] = useState<number>()
  useEffect(() => {
    const svg = ref.current
    if (!svg) return
    const update = () => svg.clientWidth > 0 && setK(MAP_WIDTH / svg.clientWidth)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(svg)
    return () => observer.disconnect()
  }, [ref])
  return k
}

export function LocationMap() {
  const locale = useLocale()
  const t = useT()
  const [active, setActive] = useState<string | null>(null)
  const svgRef = useRef<SVGSVGElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const k = useUnitsPerPixel(svgRef)
  const [hx, hy] = project(COMPLEX_POINT.lat, COMPLEX_POINT.lon)
  const minutes = (n: number) => t('map.minutes', { minutes: n })
  /** From the map: the list item comes into view when the list scrolls on its own (desktop). */
  const pointAt = (id: string) => {
    setActive(id)
    const list = listRef.current
    const item = list?.querySelector<HTMLElement>(`[data-item="${id}"]`)
    if (!list || !item || list.scrollHeight <= list.clientHeight) return
    const top = item.offsetTop - list.offsetTop
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTo({ top: top - list.clientHeight / 2, behavior: 'smooth' })
    }
  }
  const activePoint = ORDERED.find((p) => p.id === active)
  const scale = k ?? DEFAULT_K
  // The residence's mark and its name (about 70 px wide) keep the markers off them.
  const obstacles: [number, number, number][] = [
    [hx, hy, 18],
    [hx + 28 * scale, hy - 16 * scale, 16],
    [hx + 58 * scale, hy - 16 * scale, 16],
  ]
  const drawn = spreadMarkers(PLACES, scale, obstacles)
  return (
    <div
      className={styles.wrap}
      data-testid="location-map"
      style={k ? { ['--k' as string]: k.toFixed(3) } : undefined}
    >
      <svg
        ref={svgRef}
        className={styles.map}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby="location-map-title"
      >
        <title id="location-map-title">{COMPLEX_POINT.name[locale]}</title>
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill={LAND} />
        <CoastLayers />
        {REGION_LABELS.map((r) => {
          const [x, y] = project(r.lat, r.lon)
          return (
            <g key={r.name} transform={`translate(${x} ${y})`}>
              <text
                className={`${styles.scaled} ${styles.region}`}
                y={'dy' in r ? r.dy : 0}
                textAnchor={'anchor' in r ? r.anchor : 'middle'}
              >
                {t(r.name)}
              </text>
            </g>
          )
        })}
        <g className={styles.home} transform={`translate(${hx} ${hy})`}>
          <g className={styles.scaled}>
            <circle r="16" fill="#1f3b2d" opacity="0.18" />
            <circle r="8" fill="#1f3b2d" stroke="#faf7f1" strokeWidth="2" />
            <text x="12" y="-10" className={styles.homeLabel}>
              {t('place.home')}
            </text>
          </g>
        </g>
        {/* A moved marker's leader line and the dot at its real place. */}
        <g className={styles.leaders}>
          {ORDERED.map((p, index) => {
            const [px, py] = PLACES[index] as Pt
            const [x, y] = drawn[index] as Pt
            if (Math.hypot(x - px, y - py) <= MARKER_PX * scale * 0.5) return null
            return (
              <g key={p.id}>
                <line
                  x1={px}
                  y1={py}
                  x2={x}
                  y2={y}
                  stroke={KIND_COLOUR[p.kind]}
                  strokeWidth={1.2 * scale}
                />
                <circle cx={px} cy={py} r={2.6 * scale} fill={KIND_COLOUR[p.kind]} />
              </g>
            )
          })}
        </g>
        {/* Markers are for the pointer; the list below is the same control for every user. */}
        <g>
          {ORDERED.map((p, index) => {
            const [x, y] = drawn[index] as Pt
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the list's buttons are the control for keyboard and screen readers
              <g
                key={p.id}
                transform={`translate(${x} ${y})`}
                data-point={p.id}
                className={styles.point}
                data-active={active === p.id}
                onMouseEnter={() => pointAt(p.id)}
                onClick={() => pointAt(p.id)}
              >
                <g className={styles.scaled}>
                  <circle r="11" fill={KIND_COLOUR[p.kind]} stroke="#faf7f1" strokeWidth="1.5" />
                  <text y="4" textAnchor="middle" className={styles.number}>
                    {index + 1}
                  </text>
                </g>
              </g>
            )
          })}
          {/* The active marker and its name are drawn last, above its neighbours. */}
          {activePoint
            ? (() => {
                const [x, y] = drawn[ORDERED.indexOf(activePoint)] as Pt
                const right = x < MAP_WIDTH * 0.6
                return (
                  <g transform={`translate(${x} ${y})`} className={styles.point} data-active="true">
                    <g className={styles.scaled}>
                      <circle
                        r="14"
                        fill={KIND_COLOUR[activePoint.kind]}
                        stroke="#faf7f1"
                        strokeWidth="2"
                      />
                      <text y="4" textAnchor="middle" className={styles.number}>
                        {ORDERED.indexOf(activePoint) + 1}
                      </text>
                      <text
                        x={right ? 20 : -20}
                        y="5"
                        textAnchor={right ? 'start' : 'end'}
                        className={styles.label}
                      >
                        {activePoint.name[locale]} · {minutes(activePoint.minutes)}
                      </text>
                    </g>
                  </g>
                )
              })()
            : null}
        </g>
      </svg>
      <div className={styles.side}>
        <ol className={styles.list} ref={listRef}>
          {ORDERED.map((p, index) => (
            <li key={p.id} data-item={p.id}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={active === p.id}
                onMouseEnter={() => setActive(p.id)}
                onFocus={() => setActive(p.id)}
                onClick={() => setActive(p.id)}
              >
                <span
                  className={styles.badge}
                  style={{ background: KIND_COLOUR[p.kind] }}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
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
