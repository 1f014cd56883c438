// Which floors of a facade carry a chip: all of them where a chip fits its floor band, else every
// k-th from the lowest, k the fewest bands that hold one chip with a hair of air. A facade on a
// phone shows every other floor number at a readable size rather than every number at 7 px. Pure.

/** Air kept between two chips shown one above the other, CSS px. */
const AIR = 2

/** How many floors one chip stands for, with bands `band` px tall and chips `chip` px tall. */
export function chipStride(band: number, chip: number): number {
  if (!(band > 0) || !(chip > 0)) return 1
  return Math.max(1, Math.ceil((chip + AIR) / band))
}

/** Whether floor `f`'s chip is shown at stride `k` counted from the lowest floor `lowest`. */
export function chipShown(f: number, lowest: number, k: number): boolean {
  return (f - lowest) % k === 0
}
