// Draws our partner logos (public/art/logo-*.svg: paths, circles and text in the site faces) as
// PDF vectors set in the embedded fonts, so they stay crisp and their wordmarks are real type.
// A logo using anything else answers false, and the caller places it as a picture instead.

import { readFileSync } from 'node:fs'
import type { RGB } from 'pdf-lib'
import type { ArtName } from '../../../content/schema'
import { artFile } from './art'
import { hexToRgb } from './palette'
import { H, type Slide } from './slide'
import { circlesPath } from './vector'

type Attrs = Record<string, string>

const ELEMENT = /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g
const KNOWN = new Set(['svg', 'title', 'g', 'path', 'circle', 'text'])

function attrsOf(raw: string): Attrs {
  const out: Attrs = {}
  for (const m of raw.matchAll(/([a-zA-Z-:]+)="([^"]*)"/g)) out[m[1]!] = m[2]!
  return out
}

function colour(value: string | undefined): RGB | undefined {
  if (!value || value === 'none') return undefined
  const hex = value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value
  return /^#[0-9a-f]{6}$/i.test(hex) ? hexToRgb(hex) : undefined
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')

/** Fits the logo into the box, centred; false when it needs features this drawer lacks. */
export function drawLogo(s: Slide, name: ArtName, x: number, top: number, w: number, h: number) {
  const svg = readFileSync(artFile(name), 'utf8')
  const tags = [...svg.matchAll(ELEMENT)]
  for (const [, closing, tag, raw] of tags) {
    if (!KNOWN.has(tag!)) return false
    if (!closing && tag === 'g' && raw!.trim()) return false
  }
  const box = attrsOf(tags[0]?.[3] ?? '')
    .viewBox?.split(/[\s,]+/)
    .map(Number)
  if (box?.length !== 4) return false
  const [, , vw, vh] = box as [number, number, number, number]
  const k = Math.min(w / vw, h / vh)
  const ox = x + (w - vw * k) / 2
  const oy = top + (h - vh * k) / 2
  const at = { x: ox, y: H - oy, scale: k }

  for (const m of svg.matchAll(/<(path|circle)\b([^>]*?)\/>|<text\b([^>]*)>([^<]*)<\/text>/g)) {
    if (m[1]) {
      const a = attrsOf(m[2]!)
      const d =
        m[1] === 'path'
          ? (a.d ?? '')
          : circlesPath([{ at: [Number(a.cx), Number(a.cy)], r: Number(a.r) }])
      const fill = colour(a.fill ?? '#000000')
      const stroke = colour(a.stroke)
      const opacity = Number(a.opacity ?? a['fill-opacity'] ?? 1)
      s.page.drawSvgPath(d, {
        ...at,
        ...(fill ? { color: fill, opacity } : {}),
        ...(stroke
          ? {
              borderColor: stroke,
              borderWidth: Number(a['stroke-width'] ?? 1),
              borderOpacity: opacity,
            }
          : {}),
      })
      continue
    }
    const a = attrsOf(m[3]!)
    const faces = s.deck.faces
    const family = a['font-family'] ?? ''
    const weight = Number(a['font-weight'] ?? 400)
    const face = family.startsWith('Cormorant')
      ? faces.display
      : weight >= 500
        ? faces.textStrong
        : faces.text
    const style = {
      face,
      size: Number(a['font-size'] ?? 16) * k,
      color: colour(a.fill) ?? hexToRgb('#1c1f1d'),
      tracking: Number(a['letter-spacing'] ?? 0) * k,
    }
    const anchor =
      a['text-anchor'] === 'middle' ? 'center' : a['text-anchor'] === 'end' ? 'right' : 'left'
    s.line(
      decodeEntities(m[4] ?? ''),
      style,
      ox + Number(a.x ?? 0) * k,
      oy + Number(a.y ?? 0) * k,
      anchor,
    )
  }
  return true
}
