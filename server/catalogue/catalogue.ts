// The catalogue: the building metadata and one Apartment row per flat, with seeded statuses and
// prices. Pure and deterministic: the same seed gives byte-identical output.

import type { Apartment } from '../../engine/types'
import type { BuildingInfo } from './buildings'
import type { ImportedBuilding } from './imported'
import { finishOf } from './finish'
import { priceOf } from './pricing'
import { streamFor } from './random'
import { type Resort, resortModel } from './resort'
import { assignStatuses } from './sales'

export const DEFAULT_SEED = 46

/** The date the static catalogue stands for; live data carries its own. */
export const CATALOGUE_DATE = '2025-06-02T09:00:00.000Z'

export interface Catalogue {
  seed: number
  stress: boolean
  updatedAt: string
  buildings: BuildingInfo[]
  apartments: Apartment[]
}

/** Shore-side buildings look over the gulf; the forest blocks over the pines. */
const OUTLOOK: Record<number, number> = {
  21: 1.06,
  22: 1.06,
  32: 1.08,
  31: 1.02,
  15: 1.02,
  16: 1.02,
  17: 1.03,
}

export function generateCatalogue(opts: { seed?: number; stress?: boolean } = {}): Catalogue {
  const seed = opts.seed ?? DEFAULT_SEED
  const stress = opts.stress ?? false
  return catalogueOf(resortModel(stress), seed, stress)
}

export function catalogueOf(resort: Resort, seed: number, stress: boolean): Catalogue {
  const apartments: Apartment[] = []
  const demand: number[] = []
  for (const model of resort.models) {
    const { info } = model
    const random = streamFor(seed, `price-${info.code}`)
    // A stream of its own: adding the finish moved no price or status of the catalogue.
    const finishRandom = streamFor(seed, `finish-${info.code}`)
    let trN = 0
    for (const floor of model.floors) {
      for (const slot of floor.flats) {
        const layout = resort.layouts.get(slot.spec)
        const { tc, t } = priceOf(
          {
            type: info.type,
            format: info.format,
            f: floor.f,
            floors: info.floors,
            position: slot.position,
            sq: layout.sq,
            sqTerrace: layout.sqTerrace,
            lv: layout.lv,
            outlook: OUTLOOK[info.code] ?? 1,
          },
          random,
        )
        trN += 1
        apartments.push({
          alt: `${info.code}-${floor.s}-${floor.f}-${slot.n}`,
          b: info.code,
          bc: layout.bc,
          rc: layout.rc,
          sq: layout.sq,
          sq_ter: Math.round((layout.sq + layout.sqTerrace) * 10) / 10,
          sq_ter_only: layout.sqTerrace,
          f: floor.f,
          tc,
          plan: layout.plan,
          n: slot.n,
          s: floor.s,
          st: 1,
          fav: false,
          t,
          lv: layout.lv,
          tr_n: trN,
          tr_b: info.label.ru,
          format: info.format,
          floor: info.floors,
          type: info.type,
          png: `/generated/plans/${layout.plan}.svg`,
          finish: finishOf(info.format, layout.rc, finishRandom),
        })
        demand.push(
          (slot.position === 'end' ? 0.15 : 0) +
            (floor.f === info.floors ? 0.1 : 0) +
            (info.format === 'serviced' ? 0.1 : 0),
        )
      }
    }
  }
  const statuses = assignStatuses(
    demand.map((d) => ({ demand: d })),
    streamFor(seed, 'sales'),
  )
  apartments.forEach((flat, i) => {
    flat.st = statuses[i] ?? 1
  })
  // Imported buildings come after the draw of statuses, so importing one moves no other flat.
  for (const building of resort.imported) apartments.push(...importedApartments(building, seed))
  return {
    seed,
    stress,
    updatedAt: CATALOGUE_DATE,
    buildings: [...resort.models.map((m) => m.info), ...resort.imported.map(importedInfo)],
    apartments,
  }
}

export function importedInfo(building: ImportedBuilding): BuildingInfo {
  const g = building.geometry
  return {
    code: building.code,
    label: g.label,
    type: g.type,
    theme: g.theme,
    format: building.format,
    floors: g.floorCount,
    sections: g.sectionCount,
  }
}

/**
 * An imported building's flats: on sale, the price on request (0) until a price list sets one,
 * numbered in the building floor by floor.
 */
function importedApartments(building: ImportedBuilding, seed: number): Apartment[] {
  const info = importedInfo(building)
  const finishRandom = streamFor(seed, `finish-${info.code}`)
  const flats = [...building.flats].sort((a, b) => a.f - b.f || a.s - b.s || a.n - b.n)
  return flats.map((flat, i) => ({
    alt: flat.alt,
    b: info.code,
    bc: flat.bc,
    rc: flat.rc,
    sq: flat.sq,
    sq_ter: Math.round((flat.sq + flat.sqTerrace) * 10) / 10,
    sq_ter_only: flat.sqTerrace,
    f: flat.f,
    tc: 0,
    plan: flat.plan,
    n: flat.n,
    s: flat.s,
    st: 1,
    fav: false,
    t: 0,
    lv: flat.lv,
    tr_n: i + 1,
    tr_b: info.label.ru,
    format: info.format,
    floor: info.floors,
    type: info.type,
    png: `/generated/plans/${flat.plan}.svg`,
    finish: finishOf(info.format, flat.rc, finishRandom),
  }))
}
