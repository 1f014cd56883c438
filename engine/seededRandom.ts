// The one seeded random generator of the project: mulberry32 (a 32-bit state, identical on every
// platform) and FNV-1a for turning a name into a seed. The catalogue, its test fixtures, the
// construction photos, the art and the renderer's forest all draw from it, so the same seed gives
// the same flats and pictures everywhere. Pure.

export type Random = () => number

/** A stream of floats in [0, 1) from a 32-bit seed. */
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

/** The 32-bit FNV-1a hash of `key`; another `basis` mixes a numeric seed in. */
export function fnv1a(key: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
