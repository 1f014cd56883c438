// The sheet's fonts for tests, the benchmark and the build: read from node_modules and cut to the
// subsets the browser downloads (fontSubset.ts). Node only: the browser bundle never imports this
// file (it reaches the built subsets through fontUrls.ts).

import { readFile } from 'node:fs/promises'
import { FONT_FILES, type FontBytes } from './fonts'
import { subsetPdfFont } from './fontSubset'

const DIR = new URL('../../node_modules/dejavu-fonts-ttf/ttf/', import.meta.url)

/** The full DejaVu file of a sheet face. */
export async function readFullFont(file: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(file, DIR)))
}

export async function readFonts(): Promise<FontBytes> {
  const read = async (file: string) => subsetPdfFont(await readFullFont(file))
  const [regular, bold, light] = await Promise.all([
    read(FONT_FILES.regular),
    read(FONT_FILES.bold),
    read(FONT_FILES.light),
  ])
  return { regular, bold, light }
}
