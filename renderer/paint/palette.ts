// The site palette (ui/styles/global.css) as Pixi colour numbers, and the colours each
// building theme and flat status takes on the canvas. Data only.

import type { BuildingTheme, Status } from '../../engine/types'

export const PALETTE = {
  pine: 0x1f3b2d,
  pineDeep: 0x142a1f,
  moss: 0x4a6b4f,
  sage: 0x8fa88a,
  sand: 0xd9c7a3,
  beige: 0xefe6d6,
  beige2: 0xe6d8c0,
  mint: 0xcfe3d6,
  ink: 0x1c1f1d,
  inkSoft: 0x4b524d,
  paper: 0xfaf7f1,
} as const

/** Landscape tones mixed from the palette, so the site plan reads as one illustration. */
export const LAND = {
  lawn: 0xb7c9a6,
  forest: 0x4a6b4f,
  forestDeep: 0x2f4d3a,
  water: 0xa9c5c5,
  waterEdge: 0x7c9e9c,
  beach: 0xe3d3b0,
  road: 0xf3ede2,
  roadEdge: 0xcdbf9f,
  path: 0xfaf7f1,
  boardwalk: 0xc9ad7f,
  shadow: 0x1c2a22,
} as const

export interface ThemeColours {
  /** Roof on the site plan, cladding on the facade. */
  body: number
  /** Roof edge, parapets, frames. */
  edge: number
  /** Window glass on the facade. */
  glass: number
}

export const THEME_COLOURS: Record<BuildingTheme, ThemeColours> = {
  black: { body: 0x2a2f2c, edge: 0x111412, glass: 0x6f8a86 },
  beige: { body: 0xe2d2b4, edge: 0xa8926a, glass: 0x7d9693 },
  white: { body: 0xf7f3ea, edge: 0xb9b2a4, glass: 0x86a09c },
}

/**
 * What "something on sale" and "sold out" look like on the master plan: the cards' second line and
 * a sold-out building's wash. The legend under the map draws its swatches from here too.
 */
export const AVAILABILITY_COLOURS = {
  available: PALETTE.moss,
  soldOut: 0x8a8f8a,
} as const

/** Flat fills on the floor plan: greens for sale, sand for holds, grey for sold. */
export const STATUS_COLOURS: Record<Status, number> = {
  0: 0xa7aba6,
  1: 0x8fbf9f,
  2: 0xd9b77a,
  3: 0xc49a6c,
}

/** Interior finishes: what white-box mode takes away. */
export const FINISH = {
  floor: 0xf6f1e7,
  wet: 0xe4ebe8,
  terrace: 0xe9dcc2,
  wall: PALETTE.ink,
  whiteBox: 0xfbfaf7,
  furniture: 0x8c8f8a,
  furnitureFill: 0xffffff,
  core: 0xe3ded3,
  corridor: 0xefebe2,
  glass: 0x9fc0c8,
} as const
