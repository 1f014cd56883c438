// Where an imported building stands on the master plan: the operator's `--at X,Y[,ROT]` in site
// metres (checked: inside the plot, on land, clear of other buildings), or `--at auto`, the free
// place nearest the clubhouse: inside the plot, clear of every other building's clearing, the
// amenities, water, the beach and the roads and paths. Site metres: the 640 x 400 m picture,
// x east, y south (north up).

import { turnedRect, type M } from '../catalogue/site/shapes'
import {
  AMENITIES,
  BELVEDERE,
  BOUNDARY,
  LOBBY,
  POND,
  SHORE,
  type Siting,
} from '../catalogue/site/siteData'
import { PATHS } from '../catalogue/site/sitePaths'
import { contains, distanceToSegment } from '../catalogue/geometry/polygons'

export interface PlacedFootprint {
  code: number
  length: number
  depth: number
  at: Siting
}

export type PlaceCheck = { ok: true } | { ok: false; why: string }

/** Room kept round a building: its clearing, as the site draws one for every building. */
const CLEARING = 6
/** Roads and paths keep this much more than half their width to a wall. */
const PATH_CLEARANCE = 3

const corners = (b: PlacedFootprint, grow = 0): M[] =>
  turnedRect(b.at.cx, b.at.cy, b.length + 2 * grow, b.depth + 2 * grow, b.at.angle)

function gulf(): M[] {
  return [...SHORE, [640, 400], [150, 400]]
}

function pond(): M[] {
  const out: M[] = []
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    out.push([POND.cx + POND.rx * Math.cos(a), POND.cy + POND.ry * Math.sin(a)])
  }
  return out
}

/** Points along the rectangle's edges every metre and its interior every 2 m: what must be free. */
function samples(poly: readonly M[]): M[] {
  const out: M[] = []
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as M
    const b = poly[(i + 1) % poly.length] as M
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1])))
    for (let k = 0; k < steps; k++)
      out.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps])
  }
  const xs = poly.map((p) => p[0])
  const ys = poly.map((p) => p[1])
  for (let x = Math.min(...xs) + 1; x < Math.max(...xs); x += 2)
    for (let y = Math.min(...ys) + 1; y < Math.max(...ys); y += 2)
      if (contains(poly, [x, y])) out.push([x, y])
  return out
}

const outlines = new WeakMap<PlacedFootprint, Map<number, { corners: M[]; points: M[] }>>()

/** Another building's rectangle grown by `grow`, and its samples: computed once per search. */
function outlineOf(b: PlacedFootprint, grow: number): { corners: M[]; points: M[] } {
  const byGrow = outlines.get(b) ?? new Map<number, { corners: M[]; points: M[] }>()
  outlines.set(b, byGrow)
  const known = byGrow.get(grow)
  if (known) return known
  const rect = corners(b, grow)
  const made = { corners: rect, points: samples(rect) }
  byGrow.set(grow, made)
  return made
}

/** Why a footprint cannot stand at its place, or ok. `strict` also keeps paths and clearings free. */
export function checkPlace(
  candidate: PlacedFootprint,
  others: readonly PlacedFootprint[],
  strict: boolean,
): PlaceCheck {
  const body = corners(candidate)
  const points = samples(strict ? corners(candidate, CLEARING) : body)
  if (!points.every((p) => contains(BOUNDARY, p))) return { ok: false, why: 'it leaves the plot' }
  const water = [gulf(), pond()]
  if (points.some((p) => water.some((w) => contains(w, p))))
    return { ok: false, why: 'it stands in water' }
  const mine = samples(body)
  for (const other of others) {
    if (other.code === candidate.code) continue
    const { corners: theirs, points: theirPoints } = outlineOf(other, strict ? CLEARING : 0)
    if (mine.some((p) => contains(theirs, p)) || theirPoints.some((p) => contains(body, p)))
      return { ok: false, why: `it overlaps building ${other.code}` }
  }
  if (!strict) return { ok: true }
  const built: M[][] = [
    ...AMENITIES.map((a) => turnedRect(a.cx, a.cy, a.length + 10, a.depth + 10, a.angle)),
    turnedRect(LOBBY.cx, LOBBY.cy, LOBBY.length + 10, LOBBY.depth + 10, 0),
    turnedRect(BELVEDERE.cx, BELVEDERE.cy, 26, 26, 0),
  ]
  if (points.some((p) => built.some((b) => contains(b, p))))
    return { ok: false, why: 'it meets an amenity' }
  for (const path of PATHS) {
    const reach = path.width / 2 + PATH_CLEARANCE
    for (let i = 0; i + 1 < path.points.length; i++) {
      const a = path.points[i] as M
      const b = path.points[i + 1] as M
      if (points.some((p) => distanceToSegment(p, a, b) < reach))
        return { ok: false, why: `it meets a ${path.kind}` }
    }
  }
  return { ok: true }
}

/** The free place nearest the clubhouse, searched on a 4 m grid; null when the plot has none. */
export function autoPlace(
  code: number,
  size: readonly [number, number],
  angle: number,
  others: readonly PlacedFootprint[],
): Siting | null {
  const heart = AMENITIES.find((a) => a.kind === 'clubhouse') ?? { cx: 320, cy: 200 }
  const candidates: { at: Siting; d: number }[] = []
  for (let x = 20; x <= 620; x += 4)
    for (let y = 20; y <= 380; y += 4)
      candidates.push({ at: { cx: x, cy: y, angle }, d: Math.hypot(x - heart.cx, y - heart.cy) })
  candidates.sort((a, b) => a.d - b.d)
  for (const { at } of candidates) {
    const placed = { code, length: size[0], depth: size[1], at }
    if (checkPlace(placed, others, true).ok) return at
  }
  return null
}

/** `X,Y` or `X,Y,ROT` in site metres and degrees; null when malformed. */
export function parseAt(text: string): { cx: number; cy: number; angle: number | null } | null {
  const parts = text.split(',').map((p) => p.trim())
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^-?\d+(\.\d+)?$/.test(p)))
    return null
  const [cx, cy, angle] = parts.map(Number) as [number, number, number | undefined]
  if (cx < 0 || cx > 640 || cy < 0 || cy > 400) return null
  return { cx, cy, angle: angle ?? null }
}
