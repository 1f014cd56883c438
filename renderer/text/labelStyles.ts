// The type the canvas sets its words in: the two families of the site and every label style the
// scenes use, by role. Data only; glyphAtlas.ts paints them, the scenes name them.

export const FONTS = {
  display: 'Cormorant Garamond, Georgia, serif',
  text: 'Manrope, Helvetica Neue, Arial, sans-serif',
} as const

export interface LabelStyle {
  family: keyof typeof FONTS
  weight: 500 | 600
  /** CSS px. */
  size: number
  /** Extra CSS px between letters (small capitals breathe). */
  letterSpacing?: number
  /** A halo of this width (CSS px) behind the letters, drawn as its own layer. */
  halo?: number
}

export const LABEL_STYLES = {
  /** A flat's number on its badge; a floor chip's name. */
  badge: { family: 'text', weight: 600, size: 12 },
  /** Small figures: a facade's flats on sale, the plan key's scale, a flat's dimension lines. */
  small: { family: 'text', weight: 500, size: 11 },
  /** Bedrooms and area under a flat's badge, over a halo of paper. */
  flatDetail: { family: 'text', weight: 500, size: 11, halo: 3 },
  /** The second line of a label card: flats on sale, in capitals. */
  cardLine: { family: 'text', weight: 500, size: 11, letterSpacing: 0.4 },
  /** A building's name on its card. */
  cardTitle: { family: 'display', weight: 500, size: 24 },
  /** The belvedere's name on its landmark card. */
  landmarkTitle: { family: 'display', weight: 500, size: 19 },
  /** A building's name on the badge a card shrinks to. */
  badgeTitle: { family: 'display', weight: 500, size: 15 },
  /** A room's name on the flat plan, over a halo of floor colour. */
  roomName: { family: 'text', weight: 500, size: 13, letterSpacing: 0.2, halo: 3 },
  /** A room's area. */
  roomArea: { family: 'text', weight: 600, size: 15, halo: 3 },
  /** Amenities and the entrance on the site plan, in spaced capitals; 12 px is the least that reads. */
  note: { family: 'text', weight: 600, size: 12, letterSpacing: 0.8, halo: 3 },
} as const satisfies Record<string, LabelStyle>

export type LabelStyleName = keyof typeof LABEL_STYLES

/**
 * A style no smaller than `floor` CSS px: the showroom kiosk is read from a metre or two, where
 * nothing on the canvas may be set below 18 px.
 */
export function atLeast(style: LabelStyle, floor: number): LabelStyle {
  return style.size >= floor ? style : { ...style, size: floor }
}

/** The CSS font shorthand a 2D canvas draws a style in, at `scale` times its size. */
export function canvasFont(style: LabelStyle, scale = 1): string {
  return `${style.weight} ${style.size * scale}px ${FONTS[style.family]}`
}
