// What the plans screens offer at each selection depth, read from the live data: the buildings of
// the master plan, a building's sections (its floors when it has one section), a section's floors
// from the top down, a floor's flats (on sale first, sold last). Pure; the canvas offers the same targets (renderer/scenes/facadeScene).

import { type AltPath, floorAbove } from '../../engine/alt'
import { buildingFormats, catalogueBuildingCodes } from '../../engine/buildings'
import { manifestBuildingCodes } from './manifestGeometry'
import { type PriceRange, priceRanges, saleRank } from '../../engine/priceRanges'
import type { Alt, Apartment, HydraData, LivingFormat } from '../../engine/types'

export type ChoiceKind = 'building' | 'section' | 'floor' | 'flat'

export interface Choice {
  alt: Alt
  kind: ChoiceKind
  path: readonly number[]
  /** Flats on sale inside; for a flat 1 when it is selectable (st > 0), else 0. */
  count: number
  available: boolean
  apartment?: Apartment
  /** Prices of the selectable flats inside a building, section or floor; absent when none. */
  prices?: PriceRange
  /** A building's living format, as its flats say. */
  format?: LivingFormat
}

/** Rows of each depth grouped under their parent alt ('' for buildings), built once per load. */
export interface ChoiceIndex {
  readonly byParent: ReadonlyMap<Alt, readonly Choice[]>
}

function parentOf(path: readonly number[]): Alt {
  return path.slice(0, -1).join('-')
}

function push(into: Map<Alt, Choice[]>, choice: Choice): void {
  const key = parentOf(choice.path)
  const list = into.get(key)
  if (list) list.push(choice)
  else into.set(key, [choice])
}

export function buildChoiceIndex(data: HydraData): ChoiceIndex {
  const byParent = new Map<Alt, Choice[]>()
  const prices = priceRanges(Object.values(data.apartments ?? {}))
  // The master plan always shows every building, even those with nothing on sale.
  const listed = catalogueBuildingCodes(data)
  const formats = buildingFormats(Object.values(data.apartments ?? {}))
  for (const b of listed.length > 0 ? listed : manifestBuildingCodes) {
    const count = data.buildings?.[String(b)]?.count ?? 0
    const alt = String(b)
    push(byParent, {
      alt,
      kind: 'building',
      path: [b],
      count,
      available: count > 0,
      prices: prices.get(alt),
      ...(formats.has(b) ? { format: formats.get(b) } : {}),
    })
  }
  for (const row of Object.values(data.sections ?? {})) {
    const count = row.count ?? 0
    const path = [row.b, row.s]
    const range = prices.get(row.alt)
    push(byParent, {
      alt: row.alt,
      kind: 'section',
      path,
      count,
      available: count > 0,
      prices: range,
    })
  }
  for (const row of Object.values(data.floors ?? {})) {
    const count = row.count ?? 0
    const path = [row.b, row.s, row.f]
    const range = prices.get(row.alt)
    push(byParent, {
      alt: row.alt,
      kind: 'floor',
      path,
      count,
      available: count > 0,
      prices: range,
    })
  }
  for (const a of Object.values(data.apartments ?? {})) {
    const count = a.st > 0 ? 1 : 0
    const path = [a.b, a.s, a.f, a.n]
    const choice: Choice = {
      alt: a.alt,
      kind: 'flat',
      path,
      count,
      available: count > 0,
      apartment: a,
    }
    push(byParent, choice)
    // A two-level flat whose upper level is a storey of the building (an imported model's) is
    // also found from the floor above, as the hydra counts it there.
    const above = floorAbove(a)
    if (above && data.floors?.[above]) byParent.set(above, [...(byParent.get(above) ?? []), choice])
  }
  for (const [key, list] of byParent) {
    // Floors read like the building, top floor first; a floor's flats by what a buyer can still
    // take (on sale, booked, reserved, sold), then by number; everything else in ascending order.
    const depth = key.split('-').length
    const floors = depth === 2
    list.sort((x, y) => {
      if (depth === 3 && x.apartment && y.apartment) {
        const rank = saleRank(x.apartment.st) - saleRank(y.apartment.st)
        if (rank !== 0) return rank
      }
      const a = x.path[x.path.length - 1] ?? 0
      const b = y.path[y.path.length - 1] ?? 0
      return floors ? b - a : a - b
    })
  }
  return { byParent }
}

const NONE: readonly Choice[] = []

export function childrenOf(index: ChoiceIndex, path: AltPath): readonly Choice[] {
  return index.byParent.get(path.join('-')) ?? NONE
}

/**
 * The choices shown at a selection: the children of the selection, except that a one-section
 * building offers its floors, and a flat shows its floor's flats (its neighbours).
 */
export function choicesAt(index: ChoiceIndex, path: AltPath): readonly Choice[] {
  if (path.length >= 4) return childrenOf(index, path.slice(0, 3))
  const children = childrenOf(index, path)
  const only = children[0]
  if (path.length === 1 && children.length === 1 && only) return childrenOf(index, only.path)
  return children
}
