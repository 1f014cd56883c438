// The presentation's type: the site's own faces (Cormorant Garamond for display, Manrope for text)
// read from the @fontsource packages the site ships, embedded as subsets. @fontsource splits each
// face into Latin and Cyrillic files, so a Face is a stack: every character is drawn with the first
// file that has its glyph, and DejaVu (Cyrillic-complete TTF) is the last resort, embedded only when
// the copy needs it. WOFF 1 files are used because fontkit cannot subset WOFF 2.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

export type FaceName = 'display' | 'displayItalic' | 'text' | 'textStrong'

interface FaceFiles {
  /** @fontsource package and file stem; {subset} becomes latin or cyrillic. */
  pkg: string
  stem: string
  /** DejaVu TTF drawn for anything the site face lacks. */
  fallback: string
}

const FACES: Record<FaceName, FaceFiles> = {
  display: {
    pkg: '@fontsource/cormorant-garamond',
    stem: 'cormorant-garamond-{subset}-500-normal',
    fallback: 'DejaVuSerif.ttf',
  },
  displayItalic: {
    pkg: '@fontsource/cormorant-garamond',
    stem: 'cormorant-garamond-{subset}-500-italic',
    fallback: 'DejaVuSerif-Italic.ttf',
  },
  text: {
    pkg: '@fontsource/manrope',
    stem: 'manrope-{subset}-400-normal',
    fallback: 'DejaVuSans.ttf',
  },
  textStrong: {
    pkg: '@fontsource/manrope',
    stem: 'manrope-{subset}-600-normal',
    fallback: 'DejaVuSans-Bold.ttf',
  },
}

interface FontFile {
  key: string
  bytes: Uint8Array
  covers: (codePoint: number) => boolean
}

const fileCache = new Map<string, FontFile>()

function fontFile(file: string): FontFile {
  const cached = fileCache.get(file)
  if (cached) return cached
  const bytes = new Uint8Array(readFileSync(file))
  const kit = fontkit.create(bytes)
  const loaded = {
    key: path.basename(file),
    bytes,
    covers: (cp: number) => kit.hasGlyphForCodePoint(cp),
  }
  fileCache.set(file, loaded)
  return loaded
}

function stackFiles(face: FaceFiles): { site: FontFile[]; fallback: FontFile } {
  const dir = path.join(packageDir(face.pkg), 'files')
  const site = ['latin', 'cyrillic'].map((subset) =>
    fontFile(path.join(dir, `${face.stem.replace('{subset}', subset)}.woff`)),
  )
  const fallback = fontFile(path.join(packageDir('dejavu-fonts-ttf'), 'ttf', face.fallback))
  return { site, fallback }
}

/** PDF subset fonts are named TAG+Name with a six-letter tag (ISO 32000-1, 9.6.4). */
function subsetName(file: FontFile, salt: string): string {
  const digest = createHash('sha256').update(`${salt}:${file.key}`).digest()
  const tag = [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('')
  const base = file.key.replace(/\.(woff|ttf)$/, '').replace(/[^A-Za-z0-9-]/g, '')
  return `${tag}+${base}`
}

export interface Face {
  fonts: PDFFont[]
  covers: ((codePoint: number) => boolean)[]
}

export type Faces = Record<FaceName, Face>

/** Whether the site files of every face cover every character of `corpus`. */
export function siteFacesCover(corpus: string): boolean {
  const stacks = Object.values(FACES).map((face) => stackFiles(face).site)
  for (const ch of new Set(corpus)) {
    const cp = ch.codePointAt(0) ?? 0
    if (cp < 32) continue
    if (!stacks.every((stack) => stack.some((f) => f.covers(cp)))) return false
  }
  return true
}

/** Embeds the four faces into `doc`; DejaVu joins each stack only if `corpus` needs it. */
export async function embedFaces(doc: PDFDocument, corpus: string, salt: string): Promise<Faces> {
  doc.registerFontkit(fontkit)
  const withFallback = !siteFacesCover(corpus)
  const faces = {} as Faces
  for (const [name, files] of Object.entries(FACES) as [FaceName, FaceFiles][]) {
    const { site, fallback } = stackFiles(files)
    const stack = withFallback ? [...site, fallback] : site
    const fonts: PDFFont[] = []
    for (const file of stack) {
      fonts.push(
        await doc.embedFont(file.bytes, { subset: true, customName: subsetName(file, salt) }),
      )
    }
    faces[name] = { fonts, covers: stack.map((f) => f.covers) }
  }
  return faces
}
