// How wide a flat of each family may be along its row: what the floor planner stretches rows
// within. Pure; derived from the same room wants the layout builders use.

import { bandedWants } from './banded'
import { oneBedWants } from './compact'
import { PARTITION as P } from './dimensions'
import type { FlatSpec } from './spec'
import type { Want } from './widths'

/** A studio is a 2 m bathroom beside a hall of 1.7-3.4 m. */
const STUDIO: Want = { min: 3.85, pref: 4.4, max: 5.6, weight: 1 }

export function frontage(spec: FlatSpec): Want {
  if (spec.family === 'studio') return { ...STUDIO, pref: spec.type === 'A' ? 4.4 : 4.6 }
  const wants = spec.family === 'one-bed' ? oneBedWants(spec) : bandedWants(spec)
  const gaps = P * (wants.length - 1)
  const sum = (pick: (w: Want) => number) => wants.reduce((total, w) => total + pick(w), gaps)
  return { min: sum((w) => w.min), pref: sum((w) => w.pref), max: sum((w) => w.max), weight: 1 }
}
