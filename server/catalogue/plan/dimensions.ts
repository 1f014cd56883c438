// Structural dimensions per building type, metres: the grid every layout and floor is cut from.
// Net sizes are inside faces of walls; walls are the gaps between them.

import type { BuildingType } from '../../../engine/types'

export interface Dimensions {
  /** Net depth of a row flat from the corridor wall to the facade wall. */
  rowDepth: number
  /** Band along the entrance side holding the hall, bathrooms and stores. */
  serviceDepth: number
  /** Net width of a flat's own corridor. */
  flatCorridor: number
  /** Net width of the common corridor between the two rows. */
  commonCorridor: number
  /** Floor to floor height. */
  floorHeight: number
  /** Net depth of a ground floor garden terrace and of a top floor terrace recess. */
  gardenDepth: number
  recessDepth: number
}

/** Exterior walls with insulation. */
export const EXTERIOR_WALL = 0.45
/** Walls between flats, and between a flat and the corridor or core: acoustic, load-bearing. */
export const PARTY_WALL = 0.25
/** Partitions inside a flat. */
export const PARTITION = 0.15
/** Net width of the stair and lift core slot in the back row. */
export const CORE_WIDTH = 6.2

const DIMENSIONS: Record<BuildingType, Dimensions> = {
  A: {
    rowDepth: 9,
    serviceDepth: 2.6,
    flatCorridor: 1.3,
    commonCorridor: 1.8,
    floorHeight: 3.3,
    gardenDepth: 3,
    recessDepth: 3,
  },
  B: {
    rowDepth: 10,
    serviceDepth: 2.8,
    flatCorridor: 1.4,
    commonCorridor: 1.8,
    floorHeight: 3.5,
    gardenDepth: 3.6,
    recessDepth: 3.2,
  },
  C: {
    rowDepth: 10,
    serviceDepth: 2.8,
    flatCorridor: 1.4,
    commonCorridor: 2,
    floorHeight: 3.5,
    gardenDepth: 3.4,
    recessDepth: 3.2,
  },
}

export function dimensionsOf(type: BuildingType): Dimensions {
  return DIMENSIONS[type]
}

/** Net length of an end flat's entrance side: the building's inner depth. */
export function innerDepth(type: BuildingType): number {
  const d = DIMENSIONS[type]
  return 2 * d.rowDepth + 2 * PARTY_WALL + d.commonCorridor
}
