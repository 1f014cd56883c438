// A small catalogue for the server tests, shaped like the generator's output (`apartments`) with
// a `toHydraData(cat, live)` of the same signature. 22 flats in buildings 11, 21 and 31.

import { hydraFromApartments, makeApartment } from '../../engine/fixtures'
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

/** The flats are engine/fixtures' makeApartment, numbered through each building (tr_n). */
export function fixtureCatalogue(): FixtureCatalogue {
  const apartments: Apartment[] = []
  for (const [code, [sections, floors, flats]] of Object.entries(LAYOUT)) {
    const b = Number(code)
    let trN = 0
    for (let s = 1; s <= sections; s++) {
      for (let f = 1; f <= floors; f++) {
        for (let n = 1; n <= flats; n++) {
          trN++
          // e.g. 11-1-1-1: rc 2, sq 76
          const st = FIXTURE_STATUS[`${b}-${s}-${f}-${n}`] ?? 1
          apartments.push(makeApartment({ b, s, f, n, st, tr_n: trN, floor: floors }))
        }
      }
    }
  }
  return { apartments }
}

/** Live status and price merged over the flats, then counted as engine/fixtures counts them. */
export function fixtureToHydraData(
  cat: FixtureCatalogue,
  live?: Map<Alt, { st: Status; tc: number }>,
): HydraData {
  const merged = cat.apartments.map((base) => {
    const state = live?.get(base.alt)
    return state ? { ...base, st: state.st, tc: state.tc, t: Math.round(state.tc / base.sq) } : base
  })
  return hydraFromApartments(merged, '')
}

/** The fixture as the API consumes a catalogue. */
export function fixtureSource(cat = fixtureCatalogue()): CatalogueSource {
  return bindCatalogue(cat, fixtureToHydraData)
}
