// Packs bathrooms, stores and the stair of a two-level flat into the service band beside the hall,
// widening the hall with whatever is too narrow to use. Pure.

import type { RoomKind } from '../../../engine/geometry'
import { PARTITION as P } from './dimensions'
import { round2 } from './rect'
import { allocate, type Want } from './widths'

export type ServiceKind = Extract<RoomKind, 'bathroom' | 'wc' | 'laundry' | 'storage' | 'stair'>

const WANTS: Record<ServiceKind, Want> = {
  // 1.7 x 2.6 m is the smallest bathroom with a shower, 2.7 x 2.8 m the largest under 8 m².
  bathroom: { min: 1.7, pref: 2.1, max: 2.7, weight: 1 },
  wc: { min: 1.1, pref: 1.3, max: 1.6, weight: 0.5 },
  laundry: { min: 1.4, pref: 1.7, max: 2.2, weight: 0.7 },
  storage: { min: 1, pref: 1.3, max: 2.4, weight: 1 },
  // A dog-leg stair of two 1.1 m flights.
  stair: { min: 2.6, pref: 2.6, max: 2.6, weight: 0 },
}

export interface Gap {
  from: number
  to: number
  /** Which end touches the hall. */
  hallAt: 'from' | 'to'
}

export interface Placed {
  kind: ServiceKind
  x0: number
  x1: number
}

export interface Packing {
  placed: Placed[]
  /** The hall grows by these at its two sides. */
  hallGrowth: { left: number; right: number }
}

const width = (gap: Gap) => gap.to - gap.from
const capacityOf = (kinds: ServiceKind[]) =>
  kinds.reduce((sum, k) => sum + WANTS[k].max, 0) + P * Math.max(0, kinds.length - 1)
const need = (kinds: ServiceKind[]) => kinds.reduce((sum, k) => sum + WANTS[k].min + P, 0)

/** Puts `kinds` (in priority order) into the gaps; what does not fit is left out. */
export function packServices(gaps: Gap[], kinds: ServiceKind[]): Packing {
  const chosen: ServiceKind[][] = gaps.map(() => [])
  for (const kind of kinds) {
    const room = gaps.map(
      (gap, i) => width(gap) - need([...(chosen[i] as ServiceKind[]), kind]) + P,
    )
    // The stair goes beside the hall on the right; the rest where most room is left.
    const order = gaps.map((_, i) => i).sort((a, b) => (room[b] as number) - (room[a] as number))
    if (kind === 'stair')
      order.sort(
        (a, b) =>
          ((gaps[b] as Gap).hallAt === 'from' ? 1 : 0) -
          ((gaps[a] as Gap).hallAt === 'from' ? 1 : 0),
      )
    const pick = order.find((i) => (room[i] as number) >= -1e-9)
    if (pick !== undefined) (chosen[pick] as ServiceKind[]).push(kind)
  }
  const placed: Placed[] = []
  const hallGrowth = { left: 0, right: 0 }
  gaps.forEach((gap, i) => {
    const kinds = chosen[i] as ServiceKind[]
    // Room left over for a store becomes one rather than an overgrown hall.
    if (
      !kinds.includes('storage') &&
      width(gap) - capacityOf(kinds) >= WANTS.storage.min + (kinds.length ? P : 0)
    ) {
      kinds.push('storage')
    }
    // Nearest the hall first: the stair lands on the hall's corridor.
    kinds.sort((a, b) => (a === 'stair' ? -1 : b === 'stair' ? 1 : 0))
    const capacity = capacityOf(kinds)
    const used = kinds.length === 0 ? 0 : Math.min(width(gap), capacity)
    const spare = round2(width(gap) - used + (kinds.length === 0 ? P : 0))
    const widths =
      kinds.length === 0
        ? []
        : allocate(
            used,
            P,
            kinds.map((k) => WANTS[k]),
          )
    // Items stack away from the hall; the spare strip joins the hall.
    let at = gap.hallAt === 'from' ? gap.from + spare : gap.to - spare
    kinds.forEach((kind, k) => {
      const w = widths[k] as number
      if (gap.hallAt === 'from') {
        placed.push({ kind, x0: round2(at), x1: round2(at + w) })
        at += w + P
      } else {
        placed.push({ kind, x0: round2(at - w), x1: round2(at) })
        at -= w + P
      }
    })
    if (gap.hallAt === 'from') hallGrowth.right += spare
    else hallGrowth.left += spare
  })
  placed.sort((a, b) => a.x0 - b.x0)
  return { placed, hallGrowth }
}
