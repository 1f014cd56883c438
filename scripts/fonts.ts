// The site's web fonts: one WOFF2 per face (Manrope 400/500/600, Cormorant Garamond 500
// upright and italic) holding both the Cyrillic and the Latin the site's own text uses, written to
// generated/fonts with their @font-face rules in generated/fonts.css. One file, not a Cyrillic and a
// Latin one: Russian text also needs Latin's spaces, digits and punctuation, so split files put two
// downloads per face before a Russian page's first paint, and kerning between the scripts is lost.
// The sources are the full static TTFs of @expo-google-fonts (Google Fonts' own files, the same
// versions @fontsource cuts), subset here with harfbuzz: no Python, no committed font binaries.
// Vite takes the files into the build, so each gets a hashed name and is cached for a year. Beside
// each family a fallback face (Arial or Times New Roman, resized and with the web font's ascent and
// descent) stands in while it loads, so the swap moves no line.

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import subsetFont from 'subset-font'
import { withoutComments } from './check-boundaries'

const OUT = path.resolve('generated/fonts')
const CSS = path.resolve('generated/fonts.css')
const SOURCES = path.resolve('node_modules/@expo-google-fonts')
/** Where the site's words live: every character in these folders may be drawn on a page. */
const TEXT_DIRS = ['content', 'ui', 'engine', 'renderer', 'pages']

/**
 * The scripts the web fonts draw, as Google Fonts' cyrillic and latin subsets define them. Any
 * other character the site writes is drawn by the web fonts too where every face has it (the
 * rouble sign, the arrows: `siteExtras`), and by a system font only where one lacks it (a tick).
 */
export const SCRIPTS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
} as const

/** The unicode-range of both scripts, one file; each face's adds the site's extras to it. */
export const UNICODE_RANGE = `${SCRIPTS.latin},${SCRIPTS.cyrillic}`

/** `UNICODE_RANGE` with single code points added: `U+20BD` for the rouble sign. */
export function unicodeRange(extras: string): string {
  const points = [...extras].map(
    (ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  )
  return [UNICODE_RANGE, ...points].join(',')
}

/**
 * The OpenType features kept: those a browser applies by itself (kerning and mark positioning,
 * ligatures, contextual and localised forms) and the tabular figures the site turns on
 * (font-variant-numeric: tabular-nums). Google Fonts' own subsets keep more figure styles and the
 * fractions, which the site never turns on: their glyphs were 2.2 KB of Cormorant's file and 0.8 KB
 * of Manrope's, bytes in front of a phone's first paint. The full files carry many more (small
 * caps, stylistic sets, discretionary ligatures).
 */
export const FEATURES = ['kern', 'mark', 'mkmk', 'ccmp', 'locl', 'calt', 'liga', 'tnum']

export interface FontFile {
  family: string
  slug: string
  weight: number
  style: 'normal' | 'italic'
  /** The full TTF in node_modules/@expo-google-fonts. */
  source: string
}

export const FONTS: FontFile[] = [
  {
    family: 'Manrope',
    slug: 'manrope',
    weight: 400,
    style: 'normal',
    source: 'manrope/400Regular/Manrope_400Regular.ttf',
  },
  {
    family: 'Manrope',
    slug: 'manrope',
    weight: 500,
    style: 'normal',
    source: 'manrope/500Medium/Manrope_500Medium.ttf',
  },
  {
    family: 'Manrope',
    slug: 'manrope',
    weight: 600,
    style: 'normal',
    source: 'manrope/600SemiBold/Manrope_600SemiBold.ttf',
  },
  {
    family: 'Cormorant Garamond',
    slug: 'cormorant-garamond',
    weight: 500,
    style: 'normal',
    source: 'cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf',
  },
  {
    family: 'Cormorant Garamond',
    slug: 'cormorant-garamond',
    weight: 500,
    style: 'italic',
    source: 'cormorant-garamond/500Medium_Italic/CormorantGaramond_500Medium_Italic.ttf',
  },
]

export function fileName(font: FontFile): string {
  return `${font.slug}-${font.weight}-${font.style}.woff2`
}

/** Parses a unicode-range list into [from, to] code point pairs. */
export function parseRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, '').split('-')
    const from = Number.parseInt(a ?? '0', 16)
    return [from, b ? Number.parseInt(b, 16) : from]
  })
}

const SCRIPT_RANGES = parseRanges(UNICODE_RANGE)

const inScripts = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0
  return SCRIPT_RANGES.some(([a, b]) => cp >= a && cp <= b)
}

/** The characters of `text` in the fonts' scripts or among `extras`, sorted: the glyphs each
 * file keeps. */
export function charactersIn(text: Iterable<string>, extras = ''): string {
  const kept = new Set<string>()
  for (const ch of text) if (inScripts(ch) || extras.includes(ch)) kept.add(ch)
  return [...kept].sort().join('')
}

/**
 * The site's characters outside both scripts that every face has a glyph for, sorted. Left to a
 * system font, the rouble sign of every price was drawn in another typeface, and each such
 * character sent a phone's layout through the system's font lookups (on Linux, 10-15 ms a family
 * in the first layouts of a plans page).
 */
export function siteExtras(text: Iterable<string>, faces: readonly { has(cp: number): boolean }[]) {
  const extras = new Set<string>()
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (!inScripts(ch) && faces.every((face) => face.has(cp))) extras.add(ch)
  }
  return [...extras].sort().join('')
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

export function fontFaceCss(metrics: Map<string, FaceMetrics>, extras = ''): string {
  const range = unicodeRange(extras)
  const faces = FONTS.map(
    (font) => `@font-face {
  font-family: "${font.family}";
  font-style: ${font.style};
  font-weight: ${font.weight};
  font-display: swap;
  src: url(./fonts/${fileName(font)}) format("woff2");
  unicode-range: ${range.replaceAll(',', ', ')};
}`,
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

/**
 * The characters the site's code can show: its source files less their comments and tests (a sign
 * named in a note, ≤ on Béziers, or a name in another script in a test, is never on a page), and
 * every printable ASCII character. Each glyph is bytes in front of a phone's first paint: the two
 * preloaded files sit just under a round trip of the simulated slow 4G network, and 400 bytes more
 * put the home page's largest paint 80 ms later.
 */
async function siteText(): Promise<Set<string>> {
  const chars = new Set<string>()
  // Numbers, prices and URLs may show any printable ASCII character, and a visitor types a name in
  // a form with any Russian letter.
  for (let cp = 0x20; cp < 0x7f; cp++) chars.add(String.fromCodePoint(cp))
  for (let cp = 0x410; cp < 0x450; cp++) chars.add(String.fromCodePoint(cp))
  chars.add('Ё').add('ё')
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec|fixture)\.tsx?$/.test(entry.name)) {
        for (const ch of withoutComments(await readFile(full, 'utf8'))) if (ch >= ' ') chars.add(ch)
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

// subset-font's own options beyond the ones ui/pdf/subset-font.d.ts declares for the PDF fonts.
const subset = subsetFont as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; keepFeatures: string[] },
) => Promise<Buffer>

async function main() {
  // Emptied first: files of an older layout left here would be built into the site (pages/+Head.tsx).
  await rm(OUT, { recursive: true, force: true })
  await mkdir(OUT, { recursive: true })
  const text = await siteText()
  const sources = await Promise.all(FONTS.map((font) => readFile(path.join(SOURCES, font.source))))
  const extras = siteExtras(
    text,
    sources.map((bytes) => {
      const face = fontkit.create(bytes)
      return { has: (cp: number) => face.hasGlyphForCodePoint(cp) }
    }),
  )
  const chars = charactersIn(text, extras)
  const metrics = new Map<string, FaceMetrics>()
  let before = 0
  let after = 0
  for (const [i, font] of FONTS.entries()) {
    const source = sources[i] as Buffer
    const cut = await subset(source, chars, { targetFormat: 'woff2', keepFeatures: FEATURES })
    await writeFile(path.join(OUT, fileName(font)), cut)
    before += source.length
    after += cut.length
    // The upright regular (or medium) face speaks for its family's fallback.
    if (font.style === 'normal' && !metrics.has(font.family)) {
      metrics.set(font.family, measure(source))
    }
  }
  await writeFile(CSS, fontFaceCss(metrics, extras))
  const kb = (n: number) => `${Math.round(n / 1024)} KB`
  console.log(
    `fonts: ${FONTS.length} files, Cyrillic and Latin and ${extras}, cut to the site's ${[...chars].length} characters, ${kb(before)} -> ${kb(after)}`,
  )
}

if (process.argv[1]?.endsWith('fonts.ts')) await main()
