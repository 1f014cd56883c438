// Raster versions of every illustration: an SVG painted late on a phone (its render
// delay was 2-3 s), so each one is drawn once here, at the widths of engine/rasterArt.ts, in AVIF
// and WebP with a JPEG fallback, under a versioned path (public/generated/img/<name>.<v>/) that is
// cached for a year. A client who drops a photo (<name>.jpg, .png or .webp) beside the SVG in
// public/art gets it used instead. Partner logos stay vector. Writes generated/images.json
// (name -> version and widths) for the pages; unchanged images come from a cache in
// node_modules/.cache, so a rebuild only draws what changed.

import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp, { type Sharp } from 'sharp'
import { ART } from '../content/art'
import {
  isFallbackWidth,
  RASTER_WIDTHS,
  type RasterArt,
  type RasterFormat,
  rasterWidths,
} from '../engine/rasterArt'

const ART_DIR = path.resolve('public/art')
const OUT = path.resolve('public/generated/img')
const CACHE = path.resolve('node_modules/.cache/khvoya-images')
const MANIFEST = path.resolve('generated/images.json')
/** Bump when the encoding changes: every version changes with it. */
const PIPELINE = 'avif50e3-webp76-jpeg80-w800-v2'
const SOURCES = ['.jpg', '.jpeg', '.png', '.webp', '.svg']

const ENCODE: Record<RasterFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 50, effort: 3 }),
  webp: (img) => img.webp({ quality: 76, effort: 3 }),
  jpeg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
}

/** Photos and illustrations; a partner's logo is a small vector and stays one. */
export function rasterNames(): string[] {
  return Object.keys(ART).filter((name) => !name.startsWith('logo-'))
}

function sourceOf(name: string): string {
  for (const ext of SOURCES) {
    const file = path.join(ART_DIR, `${name}${ext}`)
    if (existsSync(file)) return file
  }
  throw new Error(`No art for '${name}' in public/art`)
}

export function versionOf(bytes: Buffer): string {
  return createHash('sha256').update(PIPELINE).update(bytes).digest('hex').slice(0, 10)
}

/** The widest picture to cut the smaller ones from, as raw RGBA. */
function master(file: string, bytes: Buffer, width: number): Sharp {
  if (!file.endsWith('.svg')) return sharp(bytes)
  const png = new Resvg(bytes, { fitTo: { mode: 'width', value: width } }).render().asPng()
  return sharp(png)
}

async function draw(name: string): Promise<[string, RasterArt]> {
  const file = sourceOf(name)
  const bytes = readFileSync(file)
  const v = versionOf(bytes)
  const intrinsic =
    (ART as Record<string, { width: number }>)[name]?.width ?? Math.max(...RASTER_WIDTHS)
  const widths = rasterWidths(intrinsic)
  const dir = `${name}.${v}`
  const cached = path.join(CACHE, dir)
  if (!existsSync(cached)) {
    const tmp = `${cached}.tmp`
    rmSync(tmp, { recursive: true, force: true })
    mkdirSync(tmp, { recursive: true })
    const largest = widths[widths.length - 1] ?? intrinsic
    const source = await master(file, bytes, largest).png().toBuffer()
    for (const w of widths) {
      const formats: RasterFormat[] = isFallbackWidth(w, widths)
        ? ['avif', 'webp', 'jpeg']
        : ['avif', 'webp']
      for (const format of formats) {
        const out = ENCODE[format](sharp(source).resize({ width: w }))
        await out.toFile(path.join(tmp, `${w}.${format === 'jpeg' ? 'jpg' : format}`))
      }
    }
    // Renamed whole: a build cut short never leaves half an image in the cache.
    rmSync(cached, { recursive: true, force: true })
    renameSync(tmp, cached)
  }
  const target = path.join(OUT, dir)
  if (!existsSync(target)) {
    mkdirSync(target, { recursive: true })
    for (const f of readdirSync(cached)) copyFileSync(path.join(cached, f), path.join(target, f))
  }
  return [name, { v, widths }]
}

async function main() {
  const started = performance.now()
  mkdirSync(OUT, { recursive: true })
  mkdirSync(path.dirname(MANIFEST), { recursive: true })
  // Each image on its own thread pool of one: the cores go to different images.
  sharp.concurrency(1)
  const names = rasterNames()
  const queue = [...names]
  const done: [string, RasterArt][] = []
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) done.push(await draw(name))
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
  const manifest = Object.fromEntries(done.sort(([a], [b]) => a.localeCompare(b)))
  // Versions no page names any more are removed: a stale folder would only grow the upload.
  const live = new Set(done.map(([name, art]) => `${name}.${art.v}`))
  for (const dir of readdirSync(OUT)) {
    if (!live.has(dir)) rmSync(path.join(OUT, dir), { recursive: true, force: true })
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
  const s = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`images: ${names.length} illustrations in AVIF, WebP and JPEG in ${s} s`)
}

if (process.argv[1]?.endsWith('images.ts')) await main()
