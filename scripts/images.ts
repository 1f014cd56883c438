// Raster versions of every illustration: an SVG painted late on a phone (its render
// delay was 2-3 s), so each one is drawn once here, at the widths of engine/rasterArt.ts, in AVIF
// and WebP with a JPEG fallback, under a versioned path (public/generated/img/<name>.<v>/) that is
// cached for a year. A client who drops a photo (<name>.jpg, .png or .webp) beside the SVG in
// public/art gets it used instead. Partner logos stay vector. Writes generated/images.json
// (name -> version and widths) for the pages; unchanged images come from a cache in
// node_modules/.cache keyed by every input of a drawing (the source's bytes, the widths, the
// encoders' settings and versions), so a rebuild draws only what changed. It says what it is
// drawing every few seconds: a first build draws for minutes on two cores.

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
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import sharp, { type Sharp } from 'sharp'
import { ART } from '../content/art'
import {
  isFallbackWidth,
  RASTER_WIDTHS,
  type RasterArt,
  type RasterFormat,
  rasterWidths,
} from '../engine/rasterArt'
import { stepProgress } from './buildProgress'

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

/** The painters' versions: a new libvips or resvg may draw other bytes, so it is an input too. */
const PAINTERS = (() => {
  const require = createRequire(import.meta.url)
  const resvg = (require('@resvg/resvg-js/package.json') as { version: string }).version
  return `vips${sharp.versions.vips}-resvg${resvg}`
})()

/** The version of a drawing, which names its cache entry and its public folder: all its inputs. */
export function versionOf(bytes: Buffer, widths: readonly number[]): string {
  return createHash('sha256')
    .update(`${PIPELINE}\n${PAINTERS}\n${widths.join(',')}\n`)
    .update(bytes)
    .digest('hex')
    .slice(0, 10)
}

/** The widest picture to cut the smaller ones from. resvg draws off this thread (renderAsync). */
async function master(file: string, bytes: Buffer, width: number): Promise<Sharp> {
  if (!file.endsWith('.svg')) return sharp(bytes)
  const png = (await renderAsync(bytes, { fitTo: { mode: 'width', value: width } })).asPng()
  return sharp(png)
}

/** The drawn flag says whether it was drawn now or reused from the cache. */
async function draw(name: string): Promise<[string, RasterArt, boolean]> {
  const file = sourceOf(name)
  const bytes = readFileSync(file)
  const intrinsic =
    (ART as Record<string, { width: number }>)[name]?.width ?? Math.max(...RASTER_WIDTHS)
  const widths = rasterWidths(intrinsic)
  const v = versionOf(bytes, widths)
  const dir = `${name}.${v}`
  const cached = path.join(CACHE, dir)
  const drawn = !existsSync(cached)
  if (drawn) {
    const tmp = `${cached}.tmp`
    rmSync(tmp, { recursive: true, force: true })
    mkdirSync(tmp, { recursive: true })
    const largest = widths[widths.length - 1] ?? intrinsic
    const source = await (await master(file, bytes, largest)).png().toBuffer()
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
  return [name, { v, widths }, drawn]
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
  let drawnCount = 0
  const progress = stepProgress('images', { total: names.length, verb: 'drawing' })
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const began = performance.now()
      progress.start(name)
      const [, art, drawn] = await draw(name)
      done.push([name, art])
      if (drawn) drawnCount++
      const s = ((performance.now() - began) / 1000).toFixed(1)
      progress.done(name, drawn ? `drawn in ${s} s (${art.widths.length} widths)` : undefined)
    }
  }
  try {
    await Promise.all(Array.from({ length: availableParallelism() }, worker))
  } finally {
    progress.close()
  }
  const manifest = Object.fromEntries(done.sort(([a], [b]) => a.localeCompare(b)))
  // Versions no page names any more are removed: a stale folder would only grow the upload.
  const live = new Set(done.map(([name, art]) => `${name}.${art.v}`))
  for (const dir of readdirSync(OUT)) {
    if (!live.has(dir)) rmSync(path.join(OUT, dir), { recursive: true, force: true })
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
  const s = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `images: ${names.length} illustrations in AVIF, WebP and JPEG in ${s} s: ${drawnCount} drawn, ${names.length - drawnCount} reused from ${path.relative(process.cwd(), CACHE)}`,
  )
}

if (process.argv[1]?.endsWith('images.ts')) await main()
