// Our SVG illustrations (content/art.ts, public/art/) as JPEG bytes for print: rasterised by resvg
// at the size they are shown, cropped to the frame's aspect around a focus point, optionally with a
// pine scrim baked in so white type reads on them, and encoded as JPEG to keep the PDF small.
// Results are memoised per process, so the Russian and English presentations share the work.

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import jpeg from 'jpeg-js'
import type { ArtName } from '../../../content/schema'
import { HEX } from './palette'

/** A darkening towards one edge, baked into the pixels (pdf-lib has no gradients). */
export interface Scrim {
  from: 'left' | 'bottom' | 'top'
  /** Opacity of the pine at the edge, 0-1. */
  strength: number
  /** Fraction of the frame the scrim covers, 0-1. */
  reach: number
}

export interface ArtRequest {
  name: ArtName
  /** Frame width over height. */
  aspect: number
  /** Output width in pixels: about twice the frame width in points. */
  width: number
  /** Where the crop centres, 0-1 of the source on each axis. */
  focus?: readonly [number, number]
  scrims?: readonly Scrim[]
  quality?: number
}

const ART_DIR = fileURLToPath(new URL('../../../public/art/', import.meta.url))
const cache = new Map<string, Uint8Array>()

export function artFile(name: ArtName): string {
  return path.join(ART_DIR, `${name}.svg`)
}

/**
 * Cuts the frame out of the rendered pixels around the focus point. (Cropping through the SVG's
 * viewBox would render fewer pixels, but resvg 2.6 panics when a clipped group falls wholly
 * outside the view, and a panic cannot be caught.)
 */
function crop(src: Buffer, w: number, h: number, req: ArtRequest) {
  const cw = Math.min(w, Math.round(h * req.aspect))
  const ch = Math.min(h, Math.round(w / req.aspect))
  const [fx, fy] = req.focus ?? [0.5, 0.5]
  const x0 = Math.round(Math.min(Math.max(fx * w - cw / 2, 0), w - cw))
  const y0 = Math.round(Math.min(Math.max(fy * h - ch / 2, 0), h - ch))
  const data = Buffer.alloc(cw * ch * 4)
  for (let y = 0; y < ch; y++) {
    src.copy(data, y * cw * 4, ((y0 + y) * w + x0) * 4, ((y0 + y) * w + x0 + cw) * 4)
  }
  return { data, width: cw, height: ch }
}

/** The SVG's own width over height, from its viewBox. */
function aspectOf(svg: string, name: string): number {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const box = /viewBox="([^"]+)"/
    .exec(root)?.[1]
    ?.split(/[\s,]+/)
    .map(Number)
  if (box?.length !== 4 || !box[2] || !box[3]) throw new Error(`art: ${name}.svg has no viewBox`)
  return box[2] / box[3]
}

function applyScrim(img: { data: Buffer; width: number; height: number }, scrim: Scrim) {
  const v = Number.parseInt(HEX.pine.slice(1), 16)
  const tone = [(v >> 16) & 255, (v >> 8) & 255, v & 255] as const
  const { data, width, height } = img
  const along = scrim.from === 'left' ? width : height
  // The ramp depends on one coordinate only: compute it once per column or row.
  const ramp = new Float32Array(along)
  for (let i = 0; i < along; i++) {
    const t = scrim.from === 'bottom' ? 1 - i / along : i / along
    ramp[i] = t >= scrim.reach ? 0 : scrim.strength * (1 - t / scrim.reach) ** 1.6
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const k = ramp[scrim.from === 'left' ? x : y]!
      if (k === 0) continue
      const i = (y * width + x) * 4
      data[i] = data[i]! + (tone[0] - data[i]!) * k
      data[i + 1] = data[i + 1]! + (tone[1] - data[i + 1]!) * k
      data[i + 2] = data[i + 2]! + (tone[2] - data[i + 2]!) * k
    }
  }
}

/**
 * Rasterised JPEGs survive between builds here, addressed by the SVG's bytes and the request, so
 * a build only pays for pictures that changed. node_modules/.cache is the conventional, ignored home.
 */
const DISK_CACHE = fileURLToPath(
  new URL('../../../node_modules/.cache/khvoya-documents/', import.meta.url),
)
const RASTER_VERSION = 2

/** The illustration as JPEG bytes, cropped to `aspect` and `width` pixels wide. */
export function artJpeg(req: ArtRequest): Uint8Array {
  const key = JSON.stringify(req)
  const cached = cache.get(key)
  if (cached) return cached
  const svg = readFileSync(artFile(req.name), 'utf8')
  const digest = createHash('sha256').update(`${RASTER_VERSION}\n${key}\n${svg}`).digest('hex')
  const file = path.join(DISK_CACHE, `${digest.slice(0, 32)}.jpg`)
  let bytes: Uint8Array
  if (existsSync(file)) bytes = new Uint8Array(readFileSync(file))
  else {
    // Render wide enough that the crop, not the whole picture, is `width` pixels across.
    const renderWidth = Math.round(req.width * Math.max(1, aspectOf(svg, req.name) / req.aspect))
    const rendered = new Resvg(svg, {
      fitTo: { mode: 'width', value: renderWidth },
      background: HEX.white,
      font: { loadSystemFonts: false },
    }).render()
    const img = crop(rendered.pixels, rendered.width, rendered.height, req)
    for (const scrim of req.scrims ?? []) applyScrim(img, scrim)
    bytes = new Uint8Array(jpeg.encode(img, req.quality ?? 80).data)
    mkdirSync(DISK_CACHE, { recursive: true })
    writeFileSync(file, bytes)
  }
  cache.set(key, bytes)
  return bytes
}
