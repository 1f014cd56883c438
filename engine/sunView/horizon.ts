// A window's obstruction mask: for each whole-degree bearing in front of its facade, the elevation
// of the skyline, what makes it, how the window's view band divides between the gulf, a pond,
// forest, buildings and ground, and how far the first water (and which) and the first other
// facade lie. Pure: one ray
// march a bearing over a SiteGrid; beyond the grid the gulf goes on where water reaches the edge,
// the pine forest everywhere else.

import { Cover, type CoverCode, type SiteGrid } from './siteGrid'

/** A window (or a terrace edge) on the site: metres, bearing of its outward normal from north. */
export interface WindowPose {
  x: number
  y: number
  /** Height of the reference point above ground, m. */
  z: number
  bearing: number
  /** The window's own building id: its cells do not block (the facade rule does). */
  own: number
  /**
   * A loggia the window looks out of: `depth` to its open edge, side walls `left` and `right` of
   * the window's centre (looking out), and the slab above `rise` metres over the reference point.
   */
  recess?: { depth: number; left: number; right: number; rise: number }
}

/** The view band a person at the window takes in: degrees below and above the level line. */
export const VIEW_BAND = { below: 15, above: 30 } as const
/** Buckets of `Horizon.band`, BAND_KINDS.length per bearing; sky is what is left of the band. */
export const BAND_KINDS = ['gulf', 'pond', 'forest', 'buildings', 'ground'] as const
const KINDS = BAND_KINDS.length
const BUILDINGS = BAND_KINDS.indexOf('buildings')

export interface Horizon {
  /** Skyline elevation per bearing 0-359, degrees; NaN behind the facade (more than 90° off). */
  elevation: Float32Array
  /** Cover code of what makes the skyline (water or ground when nothing rises above it). */
  cause: Uint8Array
  /** Degrees of the view band seen as each of BAND_KINDS, BAND_KINDS.length per bearing. */
  band: Float32Array
  /** Distance to the first water and the first other building along each bearing; Infinity if none. */
  water: Float32Array
  facade: Float32Array
  /** Which water that first water is: Cover.water (the gulf) or Cover.pond; 0 where none. */
  waterKind: Uint8Array
}

const RAD = Math.PI / 180
const bucket = (cover: number): number =>
  cover === Cover.water
    ? 0
    : cover === Cover.pond
      ? 1
      : cover === Cover.forest
        ? 2
        : cover === Cover.building
          ? BUILDINGS
          : 4
const isWater = (cover: number) => cover === Cover.water || cover === Cover.pond

/** Signed angle from the normal to `bearing`, degrees in (-180, 180]; positive is clockwise. */
export function offFacade(bearing: number, normal: number): number {
  const d = ((((bearing - normal) % 360) + 540) % 360) - 180
  return d === -180 ? 180 : d
}

const emptyHorizon = (): Horizon => ({
  elevation: new Float32Array(360).fill(Number.NaN),
  cause: new Uint8Array(360),
  band: new Float32Array(360 * KINDS),
  water: new Float32Array(360).fill(Number.POSITIVE_INFINITY),
  facade: new Float32Array(360).fill(Number.POSITIVE_INFINITY),
  waterKind: new Uint8Array(360),
})

export function traceHorizon(grid: SiteGrid, pose: WindowPose): Horizon {
  return traceHorizons(grid, [pose])[0] as Horizon
}

/** What a ray met, step by step: reused between rays, grown when a ray is longer. */
interface Samples {
  count: number
  d: Float64Array
  top: Float32Array
  cover: Uint8Array
  /** Cover of the last cell inside the grid, and the distance the ray left it at. */
  last: number
  exit: number
}

/**
 * Horizons of many windows at once. Windows one above another (a riser) share their rays: each
 * bearing is marched once per ground point and building, then read at every window's height.
 */
export function traceHorizons(grid: SiteGrid, poses: readonly WindowPose[]): Horizon[] {
  const out = poses.map(emptyHorizon)
  const groups = new Map<string, number[]>()
  poses.forEach((p, i) => {
    const key = `${p.x},${p.y},${p.bearing},${p.own}`
    groups.set(key, [...(groups.get(key) ?? []), i])
  })
  const samples: Samples = {
    count: 0,
    d: new Float64Array(512),
    top: new Float32Array(512),
    cover: new Uint8Array(512),
    last: Cover.ground,
    exit: 0,
  }
  for (const members of groups.values()) {
    const first = poses[members[0] as number] as WindowPose
    for (let bearing = 0; bearing < 360; bearing++) {
      const off = offFacade(bearing, first.bearing)
      if (Math.abs(off) > 90) continue
      march(grid, first, bearing, samples)
      for (const i of members)
        read(grid, poses[i] as WindowPose, bearing, off, samples, out[i] as Horizon)
    }
  }
  return out
}

function march(grid: SiteGrid, pose: WindowPose, bearing: number, s: Samples) {
  const { cols, rows, cell, top, cover, owner } = grid
  const dx = Math.sin(bearing * RAD)
  const dy = -Math.cos(bearing * RAD)
  let n = 0
  let d = 0.5
  s.last = Cover.ground
  for (;;) {
    const c = Math.floor((pose.x + dx * d) / cell)
    const r = Math.floor((pose.y + dy * d) / cell)
    if (c < 0 || r < 0 || c >= cols || r >= rows) break
    const i = r * cols + c
    if (owner[i] === 0 || owner[i] !== pose.own) {
      if (n === s.d.length) grow(s)
      s.d[n] = d
      s.top[n] = top[i] as number
      s.cover[n] = cover[i] as number
      s.last = cover[i] as number
      n++
    }
    d += Math.max(0.5, d * 0.02)
  }
  s.count = n
  s.exit = d
}

function grow(s: Samples) {
  const size = s.d.length * 2
  const [d, top, cover] = [new Float64Array(size), new Float32Array(size), new Uint8Array(size)]
  d.set(s.d)
  top.set(s.top)
  cover.set(s.cover)
  Object.assign(s, { d, top, cover })
}

function read(
  grid: SiteGrid,
  pose: WindowPose,
  bearing: number,
  off: number,
  s: Samples,
  out: Horizon,
) {
  const b = bearing * KINDS
  let hi = Math.tan(VIEW_BAND.above * RAD)
  let best = Number.NEGATIVE_INFINITY
  let cause: CoverCode = Cover.ground
  const recess = pose.recess
  if (recess) {
    // Past a side wall of the loggia nothing else is seen; under its slab the band is cut short.
    const lateral = recess.depth * Math.tan(off * RAD)
    if ((lateral > 0 && lateral > recess.right) || (lateral < 0 && -lateral > recess.left)) {
      out.elevation[bearing] = 90
      out.cause[bearing] = Cover.building
      out.band[b + BUILDINGS] = VIEW_BAND.below + VIEW_BAND.above
      return
    }
    const slab = (recess.rise * Math.cos(off * RAD)) / recess.depth
    if (slab < hi) {
      out.band[b + BUILDINGS] =
        (out.band[b + BUILDINGS] as number) + VIEW_BAND.above - Math.atan(slab) / RAD
      hi = slab
    }
    best = slab
    cause = Cover.building
  }
  let seen = Math.tan(-VIEW_BAND.below * RAD)
  const reveal = (slope: number, kind: number) => {
    if (slope <= seen || seen >= hi) return
    const upper = Math.min(slope, hi)
    const k = b + bucket(kind)
    out.band[k] = (out.band[k] as number) + (Math.atan(upper) - Math.atan(seen)) / RAD
    seen = upper
  }
  let water = Number.POSITIVE_INFINITY
  let waterKind = 0
  let facade = Number.POSITIVE_INFINITY
  for (let j = 0; j < s.count; j++) {
    const d = s.d[j] as number
    const kind = s.cover[j] as number
    if (isWater(kind) && d < water) {
      water = d
      waterKind = kind
    }
    if (kind === Cover.building && d < facade) facade = d
    const slope = ((s.top[j] as number) - pose.z) / d
    if (slope > best) {
      best = slope
      cause = kind as CoverCode
    }
    if (slope > seen) reveal(slope, kind)
  }
  out.water[bearing] = water
  out.waterKind[bearing] = waterKind
  out.facade[bearing] = facade
  if (s.last === Cover.water) {
    // The sea horizon: the water surface rises towards the level line and never above it.
    reveal(-1e-6, Cover.water)
    if (best < 0) {
      best = 0
      cause = Cover.water
    }
  } else {
    const slope = (grid.canopy - pose.z) / s.exit
    if (slope > best) {
      best = slope
      cause = Cover.forest
    }
    reveal(slope, Cover.forest)
  }
  out.elevation[bearing] = Math.atan(best) / RAD
  out.cause[bearing] = cause
}
