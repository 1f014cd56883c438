// The site's web fonts (issue 18): the Cyrillic and Latin files of @fontsource's Manrope and
// Cormorant Garamond, each cut to the characters the site's own text uses, into generated/fonts,
// with their @font-face rules in generated/fonts.css. Vite takes both into the build, so each file
// gets a hashed name and is cached for a year. Beside each family a fallback face (Arial or Times
// New Roman, resized and with the web font's ascent and descent) stands in while it loads, so the
// swap moves no line.

import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import subsetFont from 'subset-font'

const OUT = path.resolve('generated/fonts')
const CSS = path.resolve('generated/fonts.css')
/** Where the site's words live: every character in these folders may be drawn on a page. */
const TEXT_DIRS = ['content', 'ui', 'engine', 'renderer', 'pages']

/** unicode-range of the @fontsource subsets we ship. */
export const SUBSETS = {
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const

export type Subset = keyof typeof SUBSETS

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

export function fileName(font: FontFile, subset: Subset): string {
  return `${font.slug}-${subset}-${font.weight}-${font.style}.woff2`
}

/** Parses a unicode-range list into [from, to] code point pairs. */
export function parseRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, '').split('-')
    const from = Number.parseInt(a ?? '0', 16)
    return [from, b ? Number.parseInt(b, 16) : from]
  })
}

/** The characters of `text` a subset covers, sorted: the glyphs its file keeps. */
export function charactersIn(text: Iterable<string>, subset: Subset): string {
  const ranges = parseRanges(SUBSETS[subset])
  const kept = new Set<string>()
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (ranges.some(([a, b]) => cp >= a && cp <= b)) kept.add(ch)
  }
  return [...kept].sort().join('')
}

/**
 * A font's vertical metrics and the average advance of a line of the site's Russian, per em:
 * what a fallback face must match so that swapping fonts moves nothing.
 */
export interface FaceMetrics {
  ascent: number
  descent: number
  lineGap: number
  avgWidth: number
}

/**
 * The fallbacks' metrics, measured with fontkit from Liberation Sans and Liberation Serif, which
 * share Arial's and Times New Roman's by design, on the same sample as ours (MEASURE below).
 */
export const FALLBACKS: Record<'sans' | 'serif', { local: string[]; metrics: FaceMetrics }> = {
  sans: {
    local: ['Arial', 'Liberation Sans', 'Helvetica'],
    metrics: { ascent: 1854 / 2048, descent: 434 / 2048, lineGap: 67 / 2048, avgWidth: 0.5037 },
  },
  serif: {
    local: ['Times New Roman', 'Liberation Serif', 'Times'],
    metrics: { ascent: 1825 / 2048, descent: 443 / 2048, lineGap: 87 / 2048, avgWidth: 0.4589 },
  },
}

/** The sample the widths are averaged over: the site's Russian, no punctuation. */
export const MEASURE =
  'Клубная резиденция в сосновом лесу у Финского залива в сорока шести километрах'

/** The @font-face overrides that make `fallback` take the room `font` will. */
export function fallbackOverrides(font: FaceMetrics, fallback: FaceMetrics) {
  const sizeAdjust = font.avgWidth / fallback.avgWidth
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  return {
    sizeAdjust: pct(sizeAdjust),
    ascentOverride: pct(font.ascent / sizeAdjust),
    descentOverride: pct(font.descent / sizeAdjust),
    lineGapOverride: pct(font.lineGap / sizeAdjust),
  }
}

export function fallbackFamily(family: string): string {
  return `${family} Fallback`
}

export function fontFaceCss(metrics: Map<string, FaceMetrics>): string {
  const faces = FONTS.flatMap((font) =>
    (Object.keys(SUBSETS) as Subset[]).map(
      (subset) => `@font-face {
  font-family: "${font.family}";
  font-style: ${font.style};
  font-weight: ${font.weight};
  font-display: swap;
  src: url(./fonts/${fileName(font, subset)}) format("woff2");
  unicode-range: ${SUBSETS[subset].replaceAll(',', ', ')};
}`,
    ),
  )
  const fallbacks = [...new Set(FONTS.map((f) => f.family))].map((family) => {
    const own = metrics.get(family)
    const kind = family === 'Manrope' ? 'sans' : 'serif'
    const { local, metrics: theirs } = FALLBACKS[kind]
    if (!own) throw new Error(`No metrics for ${family}`)
    const o = fallbackOverrides(own, theirs)
    return `@font-face {
  font-family: "${fallbackFamily(family)}";
  src: ${local.map((l) => `local("${l}")`).join(', ')};
  size-adjust: ${o.sizeAdjust};
  ascent-override: ${o.ascentOverride};
  descent-override: ${o.descentOverride};
  line-gap-override: ${o.lineGapOverride};
}`
  })
  return `/* Written by scripts/fonts.ts at build time. */\n${[...faces, ...fallbacks].join('\n')}\n`
}

async function siteText(): Promise<Set<string>> {
  const chars = new Set<string>()
  // Every printable ASCII character: numbers, prices and URLs may show any of them.
  for (let cp = 0x20; cp < 0x7f; cp++) chars.add(String.fromCodePoint(cp))
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const ch of await readFile(full, 'utf8')) if (ch >= ' ') chars.add(ch)
      }
    }
  }
  for (const dir of TEXT_DIRS) await walk(path.resolve(dir))
  return chars
}

function measure(bytes: Buffer): FaceMetrics {
  const font = fontkit.create(bytes)
  const run = font.layout(MEASURE)
  const width = run.glyphs.reduce((sum, g) => sum + g.advanceWidth, 0)
  return {
    ascent: font.ascent / font.unitsPerEm,
    descent: Math.abs(font.descent) / font.unitsPerEm,
    lineGap: font.lineGap / font.unitsPerEm,
    avgWidth: width / run.glyphs.length / font.unitsPerEm,
  }
}

async function main() {
  await mkdir(OUT, { recursive: true })
  const text = await siteText()
  const metrics = new Map<string, FaceMetrics>()
  let before = 0
  let after = 0
  for (const font of FONTS) {
    for (const subset of Object.keys(SUBSETS) as Subset[]) {
      const name = fileName(font, subset)
      const source = await readFile(
        path.resolve('node_modules/@fontsource', font.pkg, 'files', name),
      )
      const cut = await subsetFont(source, charactersIn(text, subset), { targetFormat: 'woff2' })
      await writeFile(path.join(OUT, name), cut)
      before += source.length
      after += cut.length
      // The upright regular (or medium) Cyrillic face speaks for its family's fallback.
      if (subset === 'cyrillic' && font.style === 'normal' && !metrics.has(font.family)) {
        const woff = name.replace(/\.woff2$/, '.woff')
        metrics.set(
          font.family,
          measure(
            await readFile(path.resolve('node_modules/@fontsource', font.pkg, 'files', woff)),
          ),
        )
      }
    }
  }
  await writeFile(CSS, fontFaceCss(metrics))
  const kb = (n: number) => `${Math.round(n / 1024)} KB`
  console.log(
    `fonts: ${FONTS.length * 2} files cut to the site's characters, ${kb(before)} -> ${kb(after)}`,
  )
}

if (process.argv[1]?.endsWith('fonts.ts')) await main()
