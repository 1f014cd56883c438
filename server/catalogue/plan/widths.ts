// Splits a run of metres between rooms that each want a width within bounds. Pure; every width
// comes out on the 5 cm grid the plans are drawn on, and the run is filled exactly.

import { round2 } from './rect'

export interface Want {
  min: number
  pref: number
  max: number
  /** Share of any slack or shortfall. */
  weight: number
}

const snap = (value: number) => Math.round(value * 20) / 20

/** Widths for `wants` filling `total` with `gap` between neighbours; throws when impossible. */
export function allocate(total: number, gap: number, wants: readonly Want[]): number[] {
  const room = total - gap * (wants.length - 1)
  const widths = wants.map((w) => w.pref)
  for (let pass = 0; pass < 8; pass++) {
    const slack = room - widths.reduce((sum, w) => sum + w, 0)
    if (Math.abs(slack) < 1e-9) break
    const movable = wants
      .map((w, i) => ({ w, i }))
      .filter(({ w, i }) =>
        slack > 0 ? (widths[i] as number) < w.max : (widths[i] as number) > w.min,
      )
    const weights = movable.reduce((sum, { w }) => sum + w.weight, 0)
    if (weights === 0) break
    for (const { w, i } of movable) {
      const next = (widths[i] as number) + (slack * w.weight) / weights
      widths[i] = Math.min(w.max, Math.max(w.min, next))
    }
  }
  const snapped = widths.map(snap)
  // The heaviest want takes the rounding so the run closes exactly.
  const heaviest = wants.reduce(
    (best, w, i) => (w.weight > (wants[best] as Want).weight ? i : best),
    0,
  )
  const others = snapped.reduce((sum, w, i) => (i === heaviest ? sum : sum + w), 0)
  snapped[heaviest] = round2(room - others)
  snapped.forEach((width, i) => {
    const want = wants[i] as Want
    if (width < want.min - 0.051 || width > want.max + 0.051) {
      throw new Error(`allocate: ${total} m cannot hold ${JSON.stringify(wants)} (got ${snapped})`)
    }
  })
  return snapped
}
