// Seeded randomness for the catalogue: mulberry32 streams keyed by name, so a building's prices do
// not shift when another building is added. Pure: the same seed and key give the same sequence.

export type Random = () => number

/** mulberry32: a 32-bit state, good enough for plausible data, and identical on every platform. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a of the key mixed with the seed: an independent stream per key. */
export function streamFor(seed: number, key: string): Random {
  let hash = 0x811c9dc5 ^ (seed >>> 0)
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return mulberry32(hash)
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random()
}
