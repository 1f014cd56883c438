// Test fixtures: small, fully predictable HydraData built from a layout, with overrides.
// Pure factories; counts of buildings, sections and floors are always derived from flat statuses.

import { emptyHydraData } from './emptyHydra'
import { buildingLabel, buildingType } from './buildings'
import type { LivingFormat } from './types'
import type { Alt, Apartment, HydraData, Status } from './types'

export interface LayoutEntry {
  sections: number
  floors: number
  /** Flats per floor. */
  flats: number
}

export interface HydraFixtureOptions {
  /** Building code -> shape. Replaces the default layout when given. */
  layout?: Record<number, LayoutEntry>
  /** Status per flat alt; every other flat is on sale (1). */
  status?: Record<Alt, Status>
  /** Field overrides per flat, applied last. */
  apartment?: (alt: Alt) => Partial<Apartment>
  updatedAt?: string
}

/** 11: 2 sections x 3 floors x 2 flats = 12; 21: 1 x 2 x 3 = 6; 31: 1 x 2 x 2 = 4; 22 flats. */
export const DEFAULT_LAYOUT: Record<number, LayoutEntry> = {
  11: { sections: 2, floors: 3, flats: 2 },
  21: { sections: 1, floors: 2, flats: 3 },
  31: { sections: 1, floors: 2, flats: 2 },
}

/** The resort's thirteen building codes, as fixtures model it (the catalogue is the real source). */
export const FIXTURE_CODES = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 31, 32] as const

/** The fixtures' formats: serviced apartments in 11-14, the hotel in 31, private residences else. */
export function fixtureFormat(code: number): LivingFormat {
  if (code >= 11 && code <= 14) return 'serviced'
  return code === 31 ? 'hotel' : 'private'
}

/**
 * One flat with formulas a test can recompute by hand:
 * rc = (f + n) % 6, sq = 35 + 20 rc + n, tc = sq x 400 000, t = 400 000.
 */
export function makeApartment(overrides: Partial<Apartment> = {}): Apartment {
  const b = overrides.b ?? 11
  const s = overrides.s ?? 1
  const f = overrides.f ?? 1
  const n = overrides.n ?? 1
  const rc = overrides.rc ?? (f + n) % 6
  const sq = overrides.sq ?? 35 + 20 * rc + n
  return {
    alt: `${b}-${s}-${f}-${n}`,
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
    st: 1,
    fav: false,
    t: 400_000,
    lv: 1,
    tr_n: n,
    tr_b: buildingLabel(b, 'ru'),
    format: fixtureFormat(b),
    floor: Math.max(f, 3),
    type: buildingType(b) ?? 'A',
    png: `/plans/P${rc}.png`,
    // Larger flats handed over for the buyer's own fitting out, as the generator mostly does.
    finish: rc >= 3 ? 'whitebox' : 'finished',
    ...overrides,
  }
}

/** Builds the four collections and common.all from a flat list, the way the server derives them. */
export function hydraFromApartments(
  list: readonly Apartment[],
  updatedAt = '2025-01-01T00:00:00Z',
): HydraData {
  const data = emptyHydraData(updatedAt)
  const sq: number[] = []
  const f: number[] = []
  const tc: number[] = []
  for (const a of list) {
    const on = a.st > 0 ? 1 : 0
    const bAlt = `${a.b}`
    const sAlt = `${a.b}-${a.s}`
    const fAlt = `${a.b}-${a.s}-${a.f}`
    data.buildings[bAlt] ??= { alt: bAlt, b: a.b, count: 0 }
    data.sections[sAlt] ??= { alt: sAlt, b: a.b, s: a.s, count: 0 }
    data.floors[fAlt] ??= { alt: fAlt, b: a.b, s: a.s, f: a.f, count: 0 }
    const building = data.buildings[bAlt]
    const section = data.sections[sAlt]
    const floor = data.floors[fAlt]
    building.count += on
    section.count += on
    floor.count += on
    data.apartments[a.alt] = a
    data.common.all.count += on
    data.common.all.total += 1
    sq.push(a.sq)
    f.push(a.f)
    tc.push(a.tc)
  }
  if (list.length > 0) {
    data.common.all.ranges = {
      sq: [Math.min(...sq), Math.max(...sq)],
      f: [Math.min(...f), Math.max(...f)],
      tc: [Math.min(...tc), Math.max(...tc)],
    }
  }
  return data
}

export function makeHydraData(options: HydraFixtureOptions = {}): HydraData {
  const layout = options.layout ?? DEFAULT_LAYOUT
  const list: Apartment[] = []
  for (const [code, shape] of Object.entries(layout)) {
    const b = Number(code)
    for (let s = 1; s <= shape.sections; s++) {
      for (let f = 1; f <= shape.floors; f++) {
        for (let n = 1; n <= shape.flats; n++) {
          const alt = `${b}-${s}-${f}-${n}`
          const st = options.status?.[alt] ?? 1
          list.push(
            makeApartment({ b, s, f, n, st, floor: shape.floors, ...options.apartment?.(alt) }),
          )
        }
      }
    }
  }
  return hydraFromApartments(list, options.updatedAt)
}

/** The same data with some flats' statuses changed and every count recomputed: a data reload. */
export function withStatuses(data: HydraData, status: Record<Alt, Status>): HydraData {
  const list = Object.values(data.apartments).map((a) => {
    const st = status[a.alt]
    return st === undefined ? a : { ...a, st }
  })
  return hydraFromApartments(list, data.common.all.updatedAt)
}

export const EMPTY_HYDRA: HydraData = hydraFromApartments([])
