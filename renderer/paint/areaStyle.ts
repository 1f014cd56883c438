// The colour and opacity of one interactive area from its layer and state. Pure: scenes call it on
// every restyle, tests call it with tables. Opacities come from opacities.ts, colours from palette.ts.

import type { Status } from '../../engine/types'
import { AREA_OPACITY, type AreaLayer } from './opacities'
import { AVAILABILITY_COLOURS, PALETTE, STATUS_COLOURS } from './palette'

export interface AreaState {
  /** Something on sale inside (count > 0, or status > 0 for a flat). */
  available: boolean
  hovered: boolean
  /** Selected, or on the selected path. */
  active: boolean
  /** Left out of the `include` subset. */
  dimmed: boolean
  /** Flats only: the status colours the fill. */
  status?: Status
}

export interface AreaStyle {
  fill: number
  fillAlpha: number
  line: number
  lineAlpha: number
  /** The whole area's alpha: below 1 only when dimmed. */
  alpha: number
}

function highlightColour(layer: AreaLayer, state: AreaState): number {
  if (layer === 'flat') return STATUS_COLOURS[state.available ? (state.status ?? 1) : 0]
  if (!state.available) return AVAILABILITY_COLOURS.soldOut
  return layer === 'minimap' ? PALETTE.pine : PALETTE.mint
}

export function areaStyle(layer: AreaLayer, state: AreaState): AreaStyle {
  const o = AREA_OPACITY[layer]
  const fill = highlightColour(layer, state)
  let fillAlpha: number
  let lineAlpha: number
  if (state.active) {
    fillAlpha = o.active
    lineAlpha = o.lineActive
  } else if (state.hovered) {
    // A sold-out area still answers the pointer, but never brighter than an available one at rest.
    fillAlpha = state.available ? o.hover : Math.max(o.unavailable, o.idle)
    lineAlpha = o.lineHover
  } else {
    fillAlpha = state.available ? o.idle : o.unavailable
    lineAlpha = o.lineIdle
  }
  const line = state.active || state.hovered ? PALETTE.pine : PALETTE.paper
  return { fill, fillAlpha, line, lineAlpha, alpha: state.dimmed ? o.dimmed : 1 }
}
