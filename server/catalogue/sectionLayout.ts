// One floor of one section laid out at x = 0: the back row (flats and the core) and the front row
// stretched to the section's length, each flat's spec and placement, and the corner flat's spec.
// Pure; floors of one kind are alike in every section, so each kind is laid out once.

import type { Placement } from '../../engine/geometry'
import type { BlockKind, FlatUnit, RowUnit } from './buildings'
import { CORE_WIDTH, innerDepth, PARTY_WALL } from './plan/dimensions'
import { frontage } from './plan/frontage'
import { round2 } from './plan/rect'
import type { FlatSpec, TerraceKind } from './plan/spec'
import { allocate, type Want } from './plan/widths'

export type FloorKind = 'ground' | 'typical' | 'top'
export type FlatPosition = 'front' | 'back' | 'end'

export interface Slot {
  spec: FlatSpec
  placement: Placement
  position: FlatPosition
  /** Sorts the slots clockwise from the plan's top left for numbering. */
  order: number
}

/** Where the rows lie across the building, m. */
export interface RowLines {
  rowDepth: number
  /** The back row's corridor side. */
  backBottom: number
  frontTop: number
}

const CORE: Want = { min: CORE_WIDTH, pref: CORE_WIDTH, max: CORE_WIDTH, weight: 0 }

const unitSpec = (
  type: FlatSpec['type'],
  unit: FlatUnit,
  width: number,
  depth: number,
  terrace: TerraceKind,
): FlatSpec => ({
  type,
  ...unit,
  width,
  depth,
  exterior: { left: false, right: false },
  doorX: null,
  terrace,
  duplex: false,
})

function wantsOf(block: BlockKind, row: RowUnit[], depth: number, terrace: TerraceKind): Want[] {
  return row.map((unit) => {
    if (unit === 'core') return CORE
    const want = frontage(unitSpec(block.type, unit, 0, depth, terrace))
    return { ...want, weight: want.pref }
  })
}

/** The longer of the typical floor's two rows at their preferred widths, on the 5 cm grid. */
export function sectionLength(block: BlockKind, depth: number): number {
  const natural = (row: RowUnit[]) => {
    const wants = wantsOf(block, row, depth, 'none')
    return wants.reduce((sum, w) => sum + w.pref, 0) + PARTY_WALL * (wants.length - 1)
  }
  return Math.ceil(Math.max(natural(block.typical.back), natural(block.typical.front)) * 20) / 20
}

export function floorKindLayout(
  block: BlockKind,
  length: number,
  lines: RowLines,
  kind: FloorKind,
) {
  const { rowDepth: D, backBottom, frontTop } = lines
  const terrace: TerraceKind = kind === 'ground' ? 'garden' : kind === 'top' ? 'recess' : 'none'
  const rows = kind === 'top' ? block.top : block.typical
  const slots: Slot[] = []
  let core: Placement = [1, 0, 0, 1, 0, 0]
  for (const side of ['back', 'front'] as const) {
    const row = rows[side]
    const widths = allocate(length, PARTY_WALL, wantsOf(block, row, D, terrace))
    let x = 0
    row.forEach((unit, i) => {
      const w = widths[i] as number
      const [a, b] = [round2(x), round2(x + w)]
      x = round2(x + w + PARTY_WALL)
      // Neighbours are mirror images, so kitchens and bathrooms pair across the party walls.
      const mirrored = i % 2 === 1
      const front: Placement = mirrored ? [-1, 0, 0, 1, b, frontTop] : [1, 0, 0, 1, a, frontTop]
      const back: Placement = mirrored
        ? [1, 0, 0, -1, a, backBottom]
        : [-1, 0, 0, -1, b, backBottom]
      if (unit === 'core') core = [-1, 0, 0, -1, b, backBottom]
      else {
        slots.push({
          spec: unitSpec(block.type, unit, round2(b - a), D, terrace),
          placement: side === 'front' ? front : back,
          position: side,
          order: side === 'back' ? 100 + a : 1000 - a,
        })
      }
    })
  }
  const duplex = kind === 'top' && block.topEnd === 'duplex'
  const endWidth = innerDepth(block.type)
  const end: FlatSpec = {
    ...unitSpec(block.type, block.end, endWidth, D, duplex ? 'none' : terrace),
    // The roof pavilion adds the master suite and its bathroom.
    ...(duplex ? { rc: block.end.rc + 1, bc: block.end.bc + 1 } : {}),
    exterior: { left: true, right: true },
    doorX: endWidth / 2,
    duplex,
  }
  return { core, slots, end }
}
