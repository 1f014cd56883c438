// The sheet's fonts read from node_modules, for tests, the benchmark and any server-side build.
// Node only: the browser bundle never imports this file (it reaches fonts through fontUrls.ts).

import { readFile } from 'node:fs/promises'
import { FONT_FILES, type FontBytes } from './fonts'

const DIR = new URL('../../node_modules/dejavu-fonts-ttf/ttf/', import.meta.url)

export async function readFonts(): Promise<FontBytes> {
  const read = async (file: string) => new Uint8Array(await readFile(new URL(file, DIR)))
  const [regular, bold, light] = await Promise.all([
    read(FONT_FILES.regular),
    read(FONT_FILES.bold),
    read(FONT_FILES.light),
  ])
  return { regular, bold, light }
}
