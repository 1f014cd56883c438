// Which flats are sold, booked, reserved or on sale: about 22 % sold, 10 % booked, 8 % reserved,
// the rest on sale, with corner flats and serviced apartments selling first. Pure and seeded.

import type { Status } from '../../engine/types'
import type { Random } from './random'

export interface SaleCandidate {
  /** Extra pull on buyers: corner flats, top floors, popular formats. */
  demand: number
}

const SHARES: readonly [Status, number][] = [
  [0, 0.22],
  [3, 0.08],
  [2, 0.1],
]

export function assignStatuses(flats: readonly SaleCandidate[], random: Random): Status[] {
  const keys = flats.map((flat, i) => ({ i, key: random() + flat.demand }))
  keys.sort((a, b) => b.key - a.key || a.i - b.i)
  const statuses: Status[] = flats.map(() => 1)
  let at = 0
  for (const [status, share] of SHARES) {
    const count = Math.round(flats.length * share)
    for (const { i } of keys.slice(at, at + count)) statuses[i] = status
    at += count
  }
  return statuses
}
