// The resort's buildings: which kind of block each code is, how many sections and floors, and
// what the sections hold on a typical and on the top floor. Data plus label lookups.

import { buildingLetters } from '../../content/i18n/buildings'
import { buildingLabel, buildingTheme, isBuildingCode } from '../../engine/buildings'
import type { BuildingTheme, BuildingType, LivingFormat } from '../../engine/types'
import type { FlatFamily } from './plan/spec'

export interface FlatUnit {
  family: FlatFamily
  rc: number
  bc: number
}

/** A row of units along the common corridor; 'core' is the stair and lift. */
export type RowUnit = FlatUnit | 'core'

export interface SectionRows {
  back: RowUnit[]
  front: RowUnit[]
}

export interface BlockKind {
  type: BuildingType
  typical: SectionRows
  top: SectionRows
  /** The corner flats across the building's two ends. */
  end: FlatUnit
  /** Top floor corner flats: a terrace cut into the facade, or a roof pavilion above. */
  topEnd: 'recess' | 'duplex'
}

const ST: FlatUnit = { family: 'studio', rc: 0, bc: 1 }
const B1: FlatUnit = { family: 'one-bed', rc: 1, bc: 1 }
const B2: FlatUnit = { family: 'banded', rc: 2, bc: 2 }
const B3: FlatUnit = { family: 'banded', rc: 3, bc: 2 }
const E3: FlatUnit = { family: 'banded', rc: 3, bc: 2 }
const E4: FlatUnit = { family: 'banded', rc: 4, bc: 3 }

export type BlockName = 'serviced' | 'residence-a' | 'residence-b' | 'hotel' | 'residence-c'

export const BLOCKS: Record<BlockName, BlockKind> = {
  // Serviced apartments: studios and one-bedroom flats let by the resort's management.
  serviced: {
    type: 'A',
    typical: { back: [B1, ST, 'core', ST, B1], front: [B1, ST, B2, ST] },
    top: { back: [B2, 'core', B2], front: [B1, B2, B1] },
    end: E3,
    topEnd: 'recess',
  },
  'residence-a': {
    type: 'A',
    typical: { back: [B2, 'core', B2], front: [B3, B2] },
    top: { back: [B2, 'core', B2], front: [B3, B2] },
    end: E4,
    topEnd: 'recess',
  },
  'residence-b': {
    type: 'B',
    typical: { back: [B2, 'core', B3], front: [B3, B3] },
    top: { back: [B2, 'core', B3], front: [B3, B3] },
    end: E4,
    topEnd: 'duplex',
  },
  hotel: {
    type: 'C',
    typical: { back: [ST, ST, B1, 'core', B1, ST, ST], front: [ST, B1, ST, ST, ST, B1, ST] },
    top: { back: [B1, B1, 'core', B1, B1], front: [B1, B2, B1, B2] },
    end: E4,
    topEnd: 'recess',
  },
  'residence-c': {
    type: 'C',
    typical: { back: [B3, 'core', B2], front: [B3, B3] },
    top: { back: [B3, 'core', B2], front: [B3, B3] },
    end: E4,
    topEnd: 'duplex',
  },
}

export interface BuildingPlan {
  code: number
  block: BlockName
  sections: number
  floors: number
}

/** The 13 buildings: 441 flats. */
export const BUILDINGS: readonly BuildingPlan[] = [
  { code: 11, block: 'serviced', sections: 1, floors: 4 },
  { code: 12, block: 'serviced', sections: 1, floors: 3 },
  { code: 13, block: 'serviced', sections: 2, floors: 3 },
  { code: 14, block: 'serviced', sections: 1, floors: 5 },
  { code: 15, block: 'residence-a', sections: 1, floors: 4 },
  { code: 16, block: 'residence-a', sections: 2, floors: 3 },
  { code: 17, block: 'residence-a', sections: 1, floors: 3 },
  { code: 18, block: 'residence-a', sections: 1, floors: 4 },
  { code: 19, block: 'residence-a', sections: 2, floors: 4 },
  { code: 21, block: 'residence-b', sections: 2, floors: 3 },
  { code: 22, block: 'residence-b', sections: 1, floors: 4 },
  { code: 31, block: 'hotel', sections: 2, floors: 3 },
  { code: 32, block: 'residence-c', sections: 1, floors: 3 },
]

const THEMES: Record<BuildingType, BuildingTheme> = { A: 'black', B: 'beige', C: 'white' }
const FORMATS: Record<BlockName, LivingFormat> = {
  serviced: 'serviced',
  'residence-a': 'private',
  'residence-b': 'private',
  hotel: 'hotel',
  'residence-c': 'private',
}

export interface BuildingInfo {
  code: number
  label: { ru: string; en: string }
  type: BuildingType
  theme: BuildingTheme
  format: LivingFormat
  floors: number
  sections: number
}

/** The labels and theme by the spec's code rule (engine/buildings.ts); the format by the block. */
export function buildingInfo(plan: BuildingPlan): BuildingInfo {
  const { code } = plan
  const type = BLOCKS[plan.block].type
  const row = Math.floor(code / 10) - 1
  const known = isBuildingCode(code)
  return {
    code,
    label: known
      ? { ru: buildingLabel(code, 'ru'), en: buildingLabel(code, 'en') }
      : {
          ru: `${buildingLetters.ru.rows[row]}${code % 10}`,
          en: `${buildingLetters.en.rows[row]}${code % 10}`,
        },
    type,
    theme: (known ? buildingTheme(code) : null) ?? THEMES[type],
    format: FORMATS[plan.block],
    floors: plan.floors,
    sections: plan.sections,
  }
}
