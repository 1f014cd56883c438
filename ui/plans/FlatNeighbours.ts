// Previous and next flat on the same floor, in order of their number on the floor. Only flats a
// buyer can open count (st > 0); the flat being viewed is the anchor even when it
// is sold, so the arrows still lead somewhere. Pure.

import { parentAlt } from '../../engine/alt'
import type { Alt, Apartment, HydraData } from '../../engine/types'

export interface FlatNeighbours {
  prev: Apartment | null
  next: Apartment | null
  /** Selectable flats on the floor, the viewed one included, by number. */
  onFloor: Apartment[]
}

export function flatNeighbours(data: HydraData, alt: Alt): FlatNeighbours {
  const floor = parentAlt(alt)
  const onFloor: Apartment[] = []
  for (const a of Object.values(data.apartments)) {
    if (parentAlt(a.alt) === floor && (a.st > 0 || a.alt === alt)) onFloor.push(a)
  }
  onFloor.sort((x, y) => x.n - y.n)
  const current = data.apartments[alt]
  const n = current?.n ?? Number(alt.slice(alt.lastIndexOf('-') + 1))
  let prev: Apartment | null = null
  let next: Apartment | null = null
  for (const a of onFloor) {
    if (a.n < n) prev = a
    else if (a.n > n && next === null) next = a
  }
  return { prev, next, onFloor }
}
