// The floor plan's sun tint: a flat's "most sun" figure (the sunniest room's hours, the mean of
// the four dates; sunSummary.ts) put in one of five steps, the same steps for the canvas's colours
// and the legend beside it. Pure.

/** Upper ends of the first four steps, hours; the fifth runs on from the last. */
export const SUN_TINT_BOUNDS = [1, 2, 4, 6] as const

/** 0 (under an hour) to 4 (six hours and more); a missing or broken figure is step 0. */
export function sunTintStep(hours: number | undefined): number {
  if (hours === undefined || !Number.isFinite(hours)) return 0
  const step = SUN_TINT_BOUNDS.findIndex((bound) => hours < bound)
  return step < 0 ? SUN_TINT_BOUNDS.length : step
}

/** The legend's steps: `from` null for the first, `to` null for the last. */
export function sunTintSteps(): { from: number | null; to: number | null }[] {
  const ends = [null, ...SUN_TINT_BOUNDS, null]
  return ends.slice(0, -1).map((from, i) => ({ from, to: ends[i + 1] ?? null }))
}
