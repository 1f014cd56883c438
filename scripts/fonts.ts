// Copies the web fonts the site uses (Cyrillic and Latin subsets only) from the npm registry's
// @fontsource packages into public/generated/fonts. Their @font-face rules are ui/styles/fonts.css
// (kept equal to fontFaceCss() by a test). Fonts served from public/ stay outside Vite's asset
// graph, so only the two the Head names are preloaded instead of every subset.

import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

const OUT = path.resolve('public/generated/fonts')

/** unicode-range of the @fontsource subsets we ship. */
export const SUBSETS = {
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const

export interface FontFile {
  family: string
  pkg: string
  slug: string
  weight: number
  style: 'normal' | 'italic'
}

export const FONTS: FontFile[] = [
  { family: 'Manrope', pkg: 'manrope', slug: 'manrope', weight: 400, style: 'normal' },
  { family: 'Manrope', pkg: 'manrope', slug: 'manrope', weight: 500, style: 'normal' },
  { family: 'Manrope', pkg: 'manrope', slug: 'manrope', weight: 600, style: 'normal' },
  {
    family: 'Cormorant Garamond',
    pkg: 'cormorant-garamond',
    slug: 'cormorant-garamond',
    weight: 500,
    style: 'normal',
  },
  {
    family: 'Cormorant Garamond',
    pkg: 'cormorant-garamond',
    slug: 'cormorant-garamond',
    weight: 500,
    style: 'italic',
  },
]

export function fileName(font: FontFile, subset: keyof typeof SUBSETS): string {
  return `${font.slug}-${subset}-${font.weight}-${font.style}.woff2`
}

export function fontFaceCss(): string {
  return FONTS.flatMap((font) =>
    (Object.keys(SUBSETS) as (keyof typeof SUBSETS)[]).map(
      (subset) => `@font-face {
  font-family: "${font.family}";
  font-style: ${font.style};
  font-weight: ${font.weight};
  font-display: swap;
  src: url(/generated/fonts/${fileName(font, subset)}) format("woff2");
  unicode-range: ${SUBSETS[subset].replaceAll(',', ', ')};
}`,
    ),
  ).join('\n')
}

async function main() {
  await mkdir(OUT, { recursive: true })
  for (const font of FONTS) {
    for (const subset of Object.keys(SUBSETS) as (keyof typeof SUBSETS)[]) {
      const name = fileName(font, subset)
      await copyFile(
        path.resolve('node_modules/@fontsource', font.pkg, 'files', name),
        path.join(OUT, name),
      )
    }
  }
  console.log(`fonts: ${FONTS.length * 2} files`)
}

if (process.argv[1]?.endsWith('fonts.ts')) await main()
