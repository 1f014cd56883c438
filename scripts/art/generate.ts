// Writes public/art/<name>.svg for every art registry entry and the construction photo set.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ART } from '../../content/art'
import { constructionPhoto, months, PER_MONTH, photoName, videoPoster } from './construction'
import { render, type Entry } from './scenes'

export function entries(): Entry[] {
  return Object.entries(ART).map(([name, a]) => ({ name, ...a }))
}

/** Writes every image into outDir and returns the written paths relative to it. */
export function generate(outDir: string, only?: string[]): string[] {
  const written: string[] = []
  mkdirSync(outDir, { recursive: true })
  for (const e of entries()) {
    if (only && !only.includes(e.name)) continue
    const file = `${e.name}.svg`
    writeFileSync(join(outDir, file), render(e))
    written.push(file)
  }
  if (only && !only.includes('construction')) return written
  mkdirSync(join(outDir, 'construction'), { recursive: true })
  for (const [y, m] of months()) {
    for (let i = 1; i <= PER_MONTH; i++) {
      const file = `construction/${photoName(y, m, i)}`
      writeFileSync(join(outDir, file), constructionPhoto(y, m, i))
      written.push(file)
    }
  }
  writeFileSync(join(outDir, 'construction/video-poster.svg'), videoPoster())
  written.push('construction/video-poster.svg')
  return written
}

/** Command line: npx tsx scripts/art/generate.ts [outDir] [--only name,name]; `construction` selects the photo set. */
const self = fileURLToPath(import.meta.url)
if (process.argv[1] && resolve(process.argv[1]) === self) {
  const args = process.argv.slice(2)
  const i = args.indexOf('--only')
  const only = i >= 0 ? args[i + 1]?.split(',') : undefined
  const positional = args.filter((a, k) => !a.startsWith('--') && (i < 0 || k !== i + 1))
  const out = positional[0] ?? join(dirname(self), '../../public/art')
  const files = generate(out, only)
  console.log(`wrote ${files.length} images to ${out}`)
}
