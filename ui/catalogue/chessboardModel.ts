// The floor x riser grid of a chessboard: per building and section, floors from the top down and
// flat numbers across. Pure; a flat that the filters leave out is kept, marked as not matching.

import { sortAlts } from '../../engine/alt'
import type { Alt, Apartment } from '../../engine/types'

export interface ChessSection {
  key: string
  b: number
  s: number
  /** Flat numbers on a floor, ascending: the columns. */
  risers: number[]
  /** Floors, highest first, each with a cell per riser (null where no such flat). */
  floors: { f: number; cells: (Apartment | null)[] }[]
}

export function chessSections(apartments: Record<Alt, Apartment>): ChessSection[] {
  const groups = new Map<string, Apartment[]>()
  for (const alt of sortAlts(Object.keys(apartments))) {
    const a = apartments[alt] as Apartment
    const key = `${a.b}-${a.s}`
    const list = groups.get(key) ?? []
    list.push(a)
    groups.set(key, list)
  }
  return [...groups].map(([key, flats]) => {
    const risers = [...new Set(flats.map((a) => a.n))].sort((x, y) => x - y)
    const floorNumbers = [...new Set(flats.map((a) => a.f))].sort((x, y) => y - x)
    const at = new Map(flats.map((a) => [`${a.f}-${a.n}`, a]))
    return {
      key,
      b: (flats[0] as Apartment).b,
      s: (flats[0] as Apartment).s,
      risers,
      floors: floorNumbers.map((f) => ({
        f,
        cells: risers.map((n) => at.get(`${f}-${n}`) ?? null),
      })),
    }
  })
}
