// One layout per distinct FlatSpec, and its plan code: type, rooms in the Russian euro count
// (studio ST, one bedroom 2E, ...), area, T for a terrace, D for two levels, e.g. `A-2E-71`.

import type { FlatLayout } from '../../../engine/geometry'
import { buildLayout } from './layout'
import { type FlatSpec, specKey } from './spec'

export class LayoutRegistry {
  private readonly byKey = new Map<string, FlatLayout>()
  // Floors of one kind share their spec objects, so most look-ups never build a key.
  private readonly bySpec = new WeakMap<FlatSpec, FlatLayout>()
  private readonly taken = new Set<string>()

  /** The layout for `spec`, built on first use. Codes depend on the order of first use. */
  get(spec: FlatSpec): FlatLayout {
    const seen = this.bySpec.get(spec)
    if (seen) return seen
    const key = specKey(spec)
    const known = this.byKey.get(key)
    if (known) {
      this.bySpec.set(spec, known)
      return known
    }
    const body = buildLayout(spec)
    const rooms = body.rc === 0 ? 'ST' : `${body.rc + 1}E`
    const base = `${body.type}-${rooms}-${Math.round(body.sq)}${body.lv === 2 ? 'D' : body.sqTerrace > 0 ? 'T' : ''}`
    let plan = base
    for (let k = 2; this.taken.has(plan); k++) plan = `${base}-${k}`
    this.taken.add(plan)
    const layout: FlatLayout = { plan, ...body }
    this.byKey.set(key, layout)
    this.bySpec.set(spec, layout)
    return layout
  }

  all(): FlatLayout[] {
    return [...this.byKey.values()]
  }
}
