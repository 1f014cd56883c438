// Writes the sheet's three DejaVu faces, cut to the characters a broker PDF prints, to
// ui/pdf/generated for Vite to hash (fontUrls.ts). Together the full files are 1.7 MB; a buyer who
// presses "PDF" on a phone downloads about 100 KB instead. Run by `npm run build`.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FONT_FILES } from '../ui/pdf/fonts'
import { subsetPdfFont } from '../ui/pdf/fontSubset'
import { readFullFont } from '../ui/pdf/fontsNode'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../ui/pdf/generated')

await mkdir(OUT, { recursive: true })
for (const file of Object.values(FONT_FILES)) {
  const full = await readFullFont(file)
  const cut = await subsetPdfFont(full)
  await writeFile(path.join(OUT, file), cut)
  console.log(`pdf font ${file}: ${full.length >> 10} KB -> ${cut.length >> 10} KB`)
}
