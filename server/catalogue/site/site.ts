// The master plan in percent coordinates: building footprints from their real size and siting,
// the pine forest as a floor with single trees, the gulf, the pond, lawns, roads and paths.
// Pure and deterministic (the wobble and the trees come from a fixed seed).

import type { SiteFeature, SiteGeometry } from '../../../engine/geometry'
import { streamFor } from '../random'
import { blob, type M, SITE_METRES, smooth, toSite, turnedRect } from './shapes'
import {
  AMENITIES,
  BELVEDERE,
  BOUNDARY,
  GATE,
  LOBBY,
  PARK,
  POND,
  SHORE,
  SITING,
  type Siting,
} from './siteData'
import { PATHS } from './sitePaths'
import { plantTrees } from './trees'

export interface Footprint {
  code: number
  /** Outer faces of the plan, m. */
  length: number
  depth: number
  /** Where it stands, for a building with no row in SITING (an imported one). */
  at?: Siting
}

const SEED = 176

const poly = (points: readonly M[]) => points.map(toSite)

function feature<K extends string>(kind: K, points: M[], anchor: M): SiteFeature<K> {
  return { kind, footprint: poly(points), anchor: toSite(anchor) }
}

export function siteGeometry(buildings: readonly Footprint[]): SiteGeometry {
  const random = streamFor(SEED, 'site')
  const footprints = buildings.map((b) => {
    const at = b.at ?? SITING[b.code]
    if (!at) throw new Error(`site: no siting for building ${b.code}`)
    // Each building stands in its own clearing of lawn among the pines.
    const clearing = smooth(turnedRect(at.cx, at.cy, b.length + 24, b.depth + 22, at.angle), 2)
    return {
      code: b.code,
      at,
      points: turnedRect(at.cx, at.cy, b.length, b.depth, at.angle),
      clearing,
    }
  })
  const park = blob(random, PARK.cx, PARK.cy, PARK.rx, PARK.ry, 0.1)
  const pond = blob(random, POND.cx, POND.cy, POND.rx, POND.ry, 0.18)
  const shore = smooth(SHORE, 3, false)
  const gulf: M[] = [...shore, [640, 400], [150, 400]]
  // The forest floor is all the land; lawns, clearings and the beach lie over it.
  const land: M[] = [[0, 0], [640, 0], ...[...shore].reverse(), [0, 400]]
  const sand = shore.slice(8, shore.length - 10)
  const beach: M[] = [...sand, ...[...sand].reverse().map(([x, y]) => [x + 2, y - 14] as const)]
  const smoothed = PATHS.map((p) => ({
    ...p,
    points: p.smooth ? smooth(p.points, 2, false) : p.points,
  }))
  const amenities = AMENITIES.map((a) =>
    feature(a.kind, turnedRect(a.cx, a.cy, a.length, a.depth, a.angle), [a.cx, a.cy]),
  )
  const lobby = turnedRect(LOBBY.cx, LOBBY.cy, LOBBY.length, LOBBY.depth, LOBBY.angle)
  const belvedere = blob(random, BELVEDERE.cx, BELVEDERE.cy, BELVEDERE.r, BELVEDERE.r, 0, 12)
  const lawns = [park, ...footprints.map((f) => f.clearing)]
  const trees = plantTrees(streamFor(SEED, 'trees'), {
    land,
    open: [...lawns, beach, gulf],
    paths: smoothed.map((p) => ({ points: p.points, clear: p.width / 2 + 2.5 })),
    built: [
      ...AMENITIES.map((a) => turnedRect(a.cx, a.cy, a.length + 10, a.depth + 10, a.angle)),
      turnedRect(LOBBY.cx, LOBBY.cy, LOBBY.length + 10, LOBBY.depth + 10, 0),
      turnedRect(BELVEDERE.cx, BELVEDERE.cy, 26, 26, 0),
    ],
  })
  return {
    aspect: SITE_METRES[0] / SITE_METRES[1],
    metres: SITE_METRES,
    boundary: poly(BOUNDARY),
    buildings: footprints.map((f) => ({
      code: f.code,
      footprint: poly(f.points),
      anchor: toSite([f.at.cx, f.at.cy]),
      angle: f.at.angle,
    })),
    forest: [poly(land)],
    trees: trees.map((t) => ({ at: toSite([t[0], t[1]]), r: t[2] })),
    water: [poly(gulf), poly(pond)],
    beach: [poly(beach)],
    lawns: lawns.map(poly),
    paths: smoothed.map((p) => ({ kind: p.kind, width: p.width, points: poly(p.points) })),
    belvedere: feature('belvedere', belvedere, [BELVEDERE.cx, BELVEDERE.cy]),
    entrance: {
      ...feature('entrance', lobby, [LOBBY.cx, LOBBY.cy]),
      gate: poly([
        [GATE[0], GATE[1] - 7],
        [GATE[0], GATE[1] + 7],
      ]),
    },
    amenities,
  }
}
