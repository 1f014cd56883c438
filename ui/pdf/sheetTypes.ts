// The display list of a printed sheet: what to draw where on an A4 page, in points with y growing
// down from the top-left corner. Layout code produces it; drawSheet (pdf-lib) and SheetSvg (the
// HTML template) both draw it, so the PDF and the preview are one design. Types and constants only.

/** A4 portrait in PostScript points (1 pt = 1/72 in). */
export const A4 = { width: 595.28, height: 841.89 } as const

/** Points per millimetre: print scales and the template's CSS size use it. */
export const PT_PER_MM = 72 / 25.4

/** The site palette (ui/styles/global.css) plus the neutrals a print sheet needs. */
export const PALETTE = {
  pine: '#1f3b2d',
  moss: '#4a6b4f',
  sage: '#8fa88a',
  sand: '#d9c7a3',
  beige: '#efe6d6',
  beigeDeep: '#e6d8c0',
  mint: '#cfe3d6',
  charcoal: '#1c1f1d',
  inkSoft: '#5d645f',
  hairline: '#cfc8b8',
  furniture: '#9a978e',
  room: '#fbf9f4',
  wet: '#e7efee',
  paper: '#ffffff',
  water: '#c9dde0',
} as const

export type Ink = keyof typeof PALETTE

/** The faces a sheet uses; fonts.ts maps each to a TTF with Cyrillic. */
export const FONT_ROLES = ['regular', 'bold', 'light'] as const
export type FontRole = (typeof FONT_ROLES)[number]

export interface PathItem {
  kind: 'path'
  /** SVG path data in page points (M, L, C, Z only). */
  d: string
  fill?: Ink
  stroke?: Ink
  /** Stroke width, pt. */
  width?: number
  dash?: readonly number[]
  /** Round caps turn zero-length segments into dots: the pines of the master plan. */
  cap?: 'round'
}

export interface TextItem {
  kind: 'text'
  text: string
  /** Left end of the baseline: layout has already measured and aligned the text. */
  x: number
  y: number
  size: number
  font: FontRole
  ink: Ink
  /** Extra space after each character, pt. */
  tracking?: number
}

/** A clickable area: the QR code and the site address open the flat on the site. */
export interface LinkItem {
  kind: 'link'
  x: number
  y: number
  width: number
  height: number
  url: string
}

export type SheetItem = PathItem | TextItem | LinkItem

export interface SheetPage {
  items: SheetItem[]
}

/** Width of a run of text in points; layout never guesses, the drawing side supplies it. */
export type Measure = (text: string, font: FontRole, size: number) => number
