// Seeded pseudo-random numbers: the same seed string gives the same stream on every run.

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

/** A 32-bit FNV-1a hash of a string. */
export function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function rng(seed: string): Rng {
  let a = hash(seed)
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
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
