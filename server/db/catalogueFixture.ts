// A small catalogue for the server tests, shaped like the generator's output (`apartments`) with
// a `toHydraData(cat, live)` of the same signature. 22 flats in buildings 11, 21 and 31.

import { buildingLabel, buildingType } from '../../engine/buildings'
import { fixtureFormat } from '../../engine/fixtures'
import type { Alt, Apartment, HydraData, Status } from '../../engine/types'
import { bindCatalogue, type CatalogueSource } from '../api/hydraData'

export interface FixtureCatalogue {
  apartments: Apartment[]
}

/** Building -> [sections, floors, flats per floor]: 11 is 2x3x2 = 12, 21 is 1x2x3 = 6, 31 is 1x2x2 = 4. */
const LAYOUT: Record<number, [number, number, number]> = {
  11: [2, 3, 2],
  21: [1, 2, 3],
  31: [1, 2, 2],
}

/** Flats 11-1-1-1 (not on sale) and 11-1-1-2 (booked); every other flat is on sale. */
export const FIXTURE_STATUS: Record<Alt, Status> = { '11-1-1-1': 0, '11-1-1-2': 2 }

export function fixtureCatalogue(): FixtureCatalogue {
  const apartments: Apartment[] = []
  for (const [code, [sections, floors, flats]] of Object.entries(LAYOUT)) {
    const b = Number(code)
    let trN = 0
    for (let s = 1; s <= sections; s++) {
      for (let f = 1; f <= floors; f++) {
        for (let n = 1; n <= flats; n++) {
          trN++
          const alt = `${b}-${s}-${f}-${n}`
          const rc = (f + n) % 6
          const sq = 35 + 20 * rc + n // e.g. 11-1-1-1: rc 2, sq 76
          apartments.push({
            alt,
            b,
            bc: Math.max(1, Math.ceil(rc / 2)),
            rc,
            sq,
            sq_ter: sq,
            sq_ter_only: 0,
            f,
            tc: sq * 400_000,
            plan: `P${rc}`,
            n,
            s,
            st: FIXTURE_STATUS[alt] ?? 1,
            fav: false,
            t: 400_000,
            lv: 1,
            tr_n: trN,
            tr_b: buildingLabel(b, 'ru'),
            format: fixtureFormat(b),
            floor: floors,
            type: buildingType(b) ?? 'A',
            png: `/plans/P${rc}.png`,
            finish: rc >= 3 ? 'whitebox' : 'finished',
          })
        }
      }
    }
  }
  return { apartments }
}

export function fixtureToHydraData(
  cat: FixtureCatalogue,
  live?: Map<Alt, { st: Status; tc: number }>,
): HydraData {
  const data: HydraData = {
    buildings: {},
    sections: {},
    floors: {},
    apartments: {},
    common: {
      all: { count: 0, total: 0, updatedAt: '', ranges: { sq: [0, 0], f: [0, 0], tc: [0, 0] } },
    },
  }
  const sq: number[] = []
  const f: number[] = []
  const tc: number[] = []
  for (const base of cat.apartments) {
    const state = live?.get(base.alt)
    const a = state
      ? { ...base, st: state.st, tc: state.tc, t: Math.round(state.tc / base.sq) }
      : base
    const on = a.st > 0 ? 1 : 0
    const bAlt = `${a.b}`
    const sAlt = `${a.b}-${a.s}`
    const fAlt = `${a.b}-${a.s}-${a.f}`
    data.buildings[bAlt] ??= { alt: bAlt, b: a.b, count: 0 }
    data.sections[sAlt] ??= { alt: sAlt, b: a.b, s: a.s, count: 0 }
    data.floors[fAlt] ??= { alt: fAlt, b: a.b, s: a.s, f: a.f, count: 0 }
    data.buildings[bAlt].count += on
    data.sections[sAlt].count += on
    data.floors[fAlt].count += on
    data.apartments[a.alt] = a
    data.common.all.count += on
    data.common.all.total += 1
    sq.push(a.sq)
    f.push(a.f)
    tc.push(a.tc)
  }
  if (cat.apartments.length > 0) {
    data.common.all.ranges = {
      sq: [Math.min(...sq), Math.max(...sq)],
      f: [Math.min(...f), Math.max(...f)],
      tc: [Math.min(...tc), Math.max(...tc)],
    }
  }
  return data
}

/** The fixture as the API consumes a catalogue. */
export function fixtureSource(cat = fixtureCatalogue()): CatalogueSource {
  return bindCatalogue(cat, fixtureToHydraData)
}
