// Prices in roubles for premium country property 46 km from St Petersburg: a base rate per m² by
// block, adjusted for floor, outlook, size and terrace, with a little seeded noise. Pure.

import type { BuildingType, LivingFormat } from '../../engine/types'
import type { FlatPosition } from './model'
import type { Random } from './random'

/** Base rate per m² by living format and building type. */
const BASE: Record<LivingFormat, Partial<Record<BuildingType, number>>> = {
  hotel: { C: 390_000 },
  serviced: { A: 420_000 },
  private: { A: 470_000, B: 540_000, C: 565_000 },
}

export const RATE_BOUNDS = [350_000, 650_000] as const

export interface PriceInput {
  type: BuildingType
  format: LivingFormat
  f: number
  floors: number
  position: FlatPosition
  sq: number
  sqTerrace: number
  lv: number
  /** Outlook of the building's site: 1 in the forest, more on the shore. */
  outlook: number
}

export function priceOf(input: PriceInput, random: Random): { tc: number; t: number } {
  const base = BASE[input.format][input.type] ?? 480_000
  const floor = input.f === 1 ? 0.97 : input.f === input.floors ? 1.06 : 1 + 0.015 * (input.f - 1)
  const outlook = { front: 1.04, back: 1, end: 1.07 }[input.position] * input.outlook
  // Larger flats sell for less per m², as on every price list.
  const size = Math.min(1.05, Math.max(0.9, 1 - 0.04 * Math.log2(input.sq / 60)))
  const levels = input.lv === 2 ? 1.04 : 1
  const noise = 1 + (random() - 0.5) * 0.04
  const [low, high] = RATE_BOUNDS
  // A terrace sells at about a third of the rate of heated floor, a large roof terrace beyond its
  // first 20 m² at half that again.
  const terrace = 0.3 * Math.min(20, input.sqTerrace) + 0.15 * Math.max(0, input.sqTerrace - 20)
  const perMetre = Math.max(
    low + 5_000,
    (base * floor * outlook * size * levels * noise * (input.sq + terrace)) / input.sq,
  )
  // Penthouses approach the top of the market without piling up on it.
  const knee = high - 70_000
  const soft =
    perMetre <= knee
      ? perMetre
      : knee + (high - knee) * (1 - Math.exp(-(perMetre - knee) / (high - knee)))
  const tc = Math.round((soft * input.sq) / 1000) * 1000
  return { tc, t: Math.round(tc / input.sq) }
}
