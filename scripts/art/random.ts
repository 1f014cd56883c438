// Seeded pseudo-random numbers for the art: the project's generator (engine/seededRandom.ts) keyed
// by a string, so the same seed string gives the same stream on every run.

import { fnv1a, mulberry32 } from '../../engine/seededRandom'

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  range(a: number, b: number): number
  int(a: number, b: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** An independent stream derived from this seed and a label. */
  fork(label: string): Rng
}

export function rng(seed: string): Rng {
  const next = mulberry32(fnv1a(seed))
  const r: Rng = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => {
      const v = items[Math.floor(next() * items.length)]
      if (v === undefined) throw new Error('pick from an empty list')
      return v
    },
    chance: (p) => next() < p,
    fork: (label) => rng(`${seed}/${label}`),
  }
  return r
}
