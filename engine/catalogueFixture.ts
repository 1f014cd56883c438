// A seeded, plausible catalogue of any size for benchmarks and property tests.
// Pure and deterministic: the same seed and size always give the same data.

import { buildingLabel, buildingType } from './buildings'
import { FIXTURE_CODES, fixtureFormat, hydraFromApartments } from './fixtures'
import { mulberry32 } from './seededRandom'
import type { Apartment, HydraData, Status } from './types'

export interface CatalogueFixtureOptions {
  seed?: number
  /** Number of flats; the real complex has 300-600, the stress catalogue 20 000. */
  flats?: number
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  let r = random() * weighted.reduce((sum, [, w]) => sum + w, 0)
  for (const [value, weight] of weighted) {
    r -= weight
    if (r < 0) return value
  }
  return (weighted[weighted.length - 1] as readonly [T, number])[0]
}

const BEDROOM_MIX = [
  [0, 15],
  [1, 30],
  [2, 25],
  [3, 15],
  [4, 10],
  [5, 5],
] as const
const STATUS_MIX: readonly (readonly [Status, number])[] = [
  [1, 70],
  [2, 12],
  [3, 8],
  [0, 10],
]
/** Living area range per bedroom count, m². */
const AREA_BY_ROOMS = [
  [28, 40],
  [40, 60],
  [60, 85],
  [85, 120],
  [120, 160],
  [160, 220],
] as const

export function makeCatalogue(options: CatalogueFixtureOptions = {}): HydraData {
  const random = mulberry32(options.seed ?? 1)
  const target = Math.max(0, Math.floor(options.flats ?? 480))
  const shapes = FIXTURE_CODES.map((b) => ({
    b,
    sections: 1 + Math.floor(random() * 3),
    floors: 3 + Math.floor(random() * 3),
  }))
  const totalFloors = shapes.reduce((sum, s) => sum + s.sections * s.floors, 0)
  // Spread the flats evenly: every floor gets `base`, the first `extra` floors one more.
  const base = Math.floor(target / totalFloors)
  const extra = target - base * totalFloors
  const list: Apartment[] = []
  let floorNo = 0
  for (const { b, sections, floors } of shapes) {
    let tr = 0
    for (let s = 1; s <= sections; s++) {
      for (let f = 1; f <= floors; f++) {
        const onFloor = base + (floorNo++ < extra ? 1 : 0)
        for (let n = 1; n <= onFloor; n++) {
          const rc = pick(random, BEDROOM_MIX)
          const [lo, hi] = AREA_BY_ROOMS[rc]
          const sq = Math.round((lo + random() * (hi - lo)) * 10) / 10
          const terrace = f === 1 || f === floors ? Math.round(10 + random() * 30) : 0
          const t = Math.round(380_000 + random() * 270_000)
          tr += 1
          list.push({
            alt: `${b}-${s}-${f}-${n}`,
            b,
            bc: Math.max(1, Math.ceil(rc / 2)),
            rc,
            sq,
            sq_ter: Math.round((sq + terrace) * 10) / 10,
            sq_ter_only: terrace,
            f,
            tc: Math.round((sq * t) / 1000) * 1000,
            plan: `${b}-${rc}-${Math.floor(random() * 4) + 1}`,
            n,
            s,
            st: pick(random, STATUS_MIX),
            fav: false,
            t,
            lv: f === floors && rc >= 3 && random() < 0.3 ? 2 : 1,
            tr_n: tr,
            tr_b: buildingLabel(b, 'ru'),
            format: fixtureFormat(b),
            floor: floors,
            type: buildingType(b) ?? 'A',
            png: `/generated/plans/${b}-${rc}.png`,
            // From the room count, not the stream: the fixture's other draws stay as they were.
            finish: rc >= 3 ? 'whitebox' : 'finished',
          })
        }
      }
    }
  }
  return hydraFromApartments(list, '2025-06-01T09:00:00Z')
}
