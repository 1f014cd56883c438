// Build step (npm run build, after build:data and before vike build): writes the downloadable
// documents to public/docs/ at the paths SITE.documents links, so Vite copies them into
// dist/client: the presentation in Russian (SITE's href) and English (the same name with -en),
// and the agreement template. public/docs/ is generated and ignored by git.
// Run: npx tsx scripts/documents/build.ts [outDir]

import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateAgreement } from './agreement'
import { DOCUMENT_HREFS } from './hrefs'
import { generatePresentation } from './presentation'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** public/docs, from the hrefs: all documents share one folder. */
export const DEFAULT_OUT = path.join(ROOT, 'public', path.posix.dirname(DOCUMENT_HREFS.agreement))

export interface BuiltDocument {
  href: string
  file: string
  bytes: number
}

export async function buildDocuments(outDir = DEFAULT_OUT): Promise<BuiltDocument[]> {
  const outputs: [string, () => Promise<Uint8Array>][] = [
    [DOCUMENT_HREFS.presentationRu, () => generatePresentation('ru')],
    [DOCUMENT_HREFS.presentationEn, () => generatePresentation('en')],
    [DOCUMENT_HREFS.agreement, generateAgreement],
  ]
  // Everything is generated before the folder is touched, and each file replaced by a rename, so
  // a build reading public/ meanwhile never sees a missing or half-written document.
  const files: [string, Uint8Array][] = []
  for (const [href, generate] of outputs) files.push([href, await generate()])
  mkdirSync(outDir, { recursive: true })
  const built: BuiltDocument[] = []
  for (const [href, bytes] of files) {
    const file = path.join(outDir, path.posix.basename(href))
    writeFileSync(`${file}.part`, bytes)
    renameSync(`${file}.part`, file)
    built.push({ href, file, bytes: bytes.length })
  }
  // The folder holds nothing else: names no longer linked are dropped.
  const keep = new Set(built.map((d) => path.basename(d.file)))
  for (const name of readdirSync(outDir)) if (!keep.has(name)) rmSync(path.join(outDir, name))
  return built
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const built = await buildDocuments(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_OUT)
  const ms = Math.round(performance.now() - started)
  const list = built.map((d) => `${path.basename(d.file)} ${(d.bytes / 1024).toFixed(0)} KB`)
  console.log(`documents: ${list.join(', ')} in ${ms} ms`)
}
