// Seeded randomness for the catalogue: mulberry32 streams keyed by name, so a building's prices do
// not shift when another building is added. Pure: the same seed and key give the same sequence.

import { fnv1a, mulberry32, type Random } from '../../engine/seededRandom'

export type { Random }

/** FNV-1a of the key mixed with the seed: an independent stream per key. */
export function streamFor(seed: number, key: string): Random {
  return mulberry32(fnv1a(key, 0x811c9dc5 ^ (seed >>> 0)))
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random()
}
