// The site palette (ui/styles/global.css) as pdf-lib colours, plus the few tints
// the print layouts need. One place, so the presentation and the site never drift apart.

import { type RGB, rgb } from 'pdf-lib'

export const HEX = {
  pine: '#1f3b2d',
  moss: '#4a6b4f',
  sage: '#8fa88a',
  sand: '#d9c7a3',
  beige: '#efe6d6',
  mint: '#cfe3d6',
  charcoal: '#1c1f1d',
  white: '#faf7f1',
  /** Body text on light paper: charcoal softened so long copy is not harsh. */
  ink: '#3a3f3b',
  /** Secondary text and hairlines on light paper. */
  muted: '#7d857e',
  /** Water on the maps: mint deepened so it separates from lawns. */
  water: '#b7d2c6',
} as const

export type Tone = keyof typeof HEX

export function hexToRgb(hex: string): RGB {
  const v = Number.parseInt(hex.slice(1), 16)
  return rgb(((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255)
}

/** pdf-lib colours of the palette, by name. */
export const C = Object.fromEntries(
  Object.entries(HEX).map(([name, hex]) => [name, hexToRgb(hex)]),
) as Record<Tone, RGB>

/** Linear mix of two palette colours: t = 0 gives a, 1 gives b. */
export function mix(a: Tone, b: Tone, t: number): RGB {
  const x = C[a]
  const y = C[b]
  return rgb(
    x.red + (y.red - x.red) * t,
    x.green + (y.green - x.green) * t,
    x.blue + (y.blue - x.blue) * t,
  )
}
