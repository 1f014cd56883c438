// Lays each building out: sections side by side along the front facade, two rows of flats on a
// common corridor with the stair and lift core in the back row, and a corner flat across each end.
// Pure: a BuildingPlan in, every flat's spec and placement in the building's plan metres out.

import type { Placement } from '../../engine/geometry'
import { BLOCKS, type BuildingInfo, type BuildingPlan, buildingInfo } from './buildings'
import { dimensionsOf, EXTERIOR_WALL as EXT, PARTY_WALL } from './plan/dimensions'
import { type Rect, rect, round2 } from './plan/rect'
import type { FlatSpec } from './plan/spec'
import {
  type FloorKind,
  type FlatPosition,
  floorKindLayout,
  type Slot,
  sectionLength,
} from './sectionLayout'

export type { FlatPosition } from './sectionLayout'

export interface FlatSlot {
  n: number
  spec: FlatSpec
  placement: Placement
  position: FlatPosition
}

export interface SectionFloorModel {
  s: number
  f: number
  outline: Rect
  corridor: Rect
  /** The core slot is placed like a back-row flat of width CORE_WIDTH. */
  core: Placement
  flats: FlatSlot[]
}

export interface BuildingModel {
  plan: BuildingPlan
  info: BuildingInfo
  length: number
  depth: number
  floorHeight: number
  rowDepth: number
  floors: SectionFloorModel[]
}

const shift = (m: Placement, dx: number): Placement => [
  m[0],
  m[1],
  m[2],
  m[3],
  round2(m[4] + dx),
  m[5],
]

export function buildingModel(plan: BuildingPlan): BuildingModel {
  const block = BLOCKS[plan.block]
  const d = dimensionsOf(block.type)
  const D = d.rowDepth
  // Across the building from the back facade: back row, corridor, front row.
  const backBottom = EXT + D
  const corridorTop = backBottom + PARTY_WALL
  const corridorBottom = round2(corridorTop + d.commonCorridor)
  const frontTop = round2(corridorBottom + PARTY_WALL)
  const frontBottom = round2(frontTop + D)
  const depth = round2(frontBottom + EXT)
  // Along it from the left: corner flat, sections with party walls between, corner flat.
  const length0 = sectionLength(block, D)
  const starts = Array.from({ length: plan.sections }, (_, i) =>
    round2(EXT + D + PARTY_WALL + i * (length0 + PARTY_WALL)),
  )
  const rightEnd = round2((starts[starts.length - 1] as number) + length0 + PARTY_WALL)
  const length = round2(rightEnd + D + EXT)

  const kinds = new Map<FloorKind, ReturnType<typeof floorKindLayout>>()
  const kindLayout = (kind: FloorKind) => {
    const laid =
      kinds.get(kind) ??
      floorKindLayout(block, length0, { rowDepth: D, backBottom, frontTop }, kind)
    kinds.set(kind, laid)
    return laid
  }

  const floors: SectionFloorModel[] = []
  for (let s = 1; s <= plan.sections; s++) {
    const x0 = starts[s - 1] as number
    const outline = rect(
      s === 1 ? 0 : round2(x0 - PARTY_WALL / 2),
      0,
      s === plan.sections ? length : round2(x0 + length0 + PARTY_WALL / 2),
      depth,
    )
    for (let f = 1; f <= plan.floors; f++) {
      const laid = kindLayout(f === 1 ? 'ground' : f === plan.floors ? 'top' : 'typical')
      const slots: Slot[] = laid.slots.map((slot) => ({
        ...slot,
        placement: shift(slot.placement, x0),
      }))
      // Local x = 0 of a corner flat faces the front facade; its own facade is the end wall.
      if (s === 1)
        slots.push({
          spec: laid.end,
          placement: [0, -1, -1, 0, EXT + D, frontBottom],
          position: 'end',
          order: -1,
        })
      if (s === plan.sections)
        slots.push({
          spec: laid.end,
          placement: [0, -1, 1, 0, rightEnd, frontBottom],
          position: 'end',
          order: 500,
        })
      // Numbered clockwise from the top left of the plan: left end, back row, right end, front row.
      slots.sort((p, q) => p.order - q.order)
      floors.push({
        s,
        f,
        outline,
        corridor: rect(x0, corridorTop, round2(x0 + length0), corridorBottom),
        core: shift(laid.core, x0),
        flats: slots.map((slot, i) => ({
          n: i + 1,
          spec: slot.spec,
          placement: slot.placement,
          position: slot.position,
        })),
      })
    }
  }
  return {
    plan,
    info: buildingInfo(plan),
    length,
    depth,
    floorHeight: d.floorHeight,
    rowDepth: D,
    floors,
  }
}
