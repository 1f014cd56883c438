// The art generator: deterministic output, a file for every registry entry, size limits, valid SVG.

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ART, type ArtScene } from '../../content/art'
import {
  constructionPhoto,
  kindOf,
  months,
  PER_MONTH,
  photoName,
  stageAt,
  videoPoster,
} from './construction'
import { entries, generate } from './generate'
import { render } from './scenes'

/** A strict enough well-formedness check for generated SVG: balanced tags, quoted attributes, escaped text. */
function wellFormed(xml: string): string | null {
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  let i = 0
  while (i < xml.length) {
    const lt = xml.indexOf('<', i)
    const textPart = xml.slice(i, lt < 0 ? xml.length : lt)
    if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(textPart)) return `unescaped & near ${i}`
    if (lt < 0) break
    tag.lastIndex = lt
    const m = tag.exec(xml)
    if (!m) return `bad tag at ${lt}: ${xml.slice(lt, lt + 60)}`
    const [, close, name, , self] = m
    if (close) {
      if (stack.pop() !== name) return `unbalanced </${name}> at ${lt}`
    } else if (!self) stack.push(name!)
    i = tag.lastIndex
  }
  return stack.length ? `unclosed <${stack.at(-1)}>` : null
}

function checkSvg(svg: string, w?: number, h?: number): void {
  expect(wellFormed(svg)).toBeNull()
  const head = svg.slice(0, svg.indexOf('>') + 1)
  expect(head).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  expect(head).toMatch(/viewBox="0 0 \d+ \d+"/)
  expect(head).toContain('role="img"')
  expect(svg).toMatch(/<title id="t">[^<]+<\/title>/)
  if (w && h) expect(head).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`)
}

const limit = (w: number, h: number): number => (w === 1920 && h === 1080 ? 80_000 : 40_000)

describe('art generator', () => {
  let dir = ''
  let files: string[] = []
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'khvoya-art-'))
    files = generate(dir)
  }, 120_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes a file for every registry entry', () => {
    for (const name of Object.keys(ART)) expect(files).toContain(`${name}.svg`)
    expect(readdirSync(dir).filter((f) => f.endsWith('.svg')).length).toBe(Object.keys(ART).length)
  })

  it('writes nine construction photos a month from 2025-03 to 2026-10, and the video poster', () => {
    const all = months()
    expect(all[0]).toEqual([2025, 3])
    expect(all.at(-1)).toEqual([2026, 10])
    expect(all).toHaveLength(20)
    for (const [y, m] of all) {
      for (let i = 1; i <= PER_MONTH; i++)
        expect(files).toContain(`construction/${photoName(y, m, i)}`)
    }
    expect(files).toContain('construction/video-poster.svg')
    expect(kindOf(1)).toBe('location')
    expect(kindOf(9)).toBe('interior')
  })

  it('keeps every image within its size limit', () => {
    for (const e of entries()) {
      expect(statSync(join(dir, `${e.name}.svg`)).size, e.name).toBeLessThan(
        limit(e.width, e.height),
      )
    }
    for (const f of readdirSync(join(dir, 'construction'))) {
      const max = f === 'video-poster.svg' ? 80_000 : 25_000
      expect(statSync(join(dir, 'construction', f)).size, f).toBeLessThan(max)
    }
  })

  it('writes well-formed SVG with a viewBox, a size, a role and a title', () => {
    for (const e of entries())
      checkSvg(readFileSync(join(dir, `${e.name}.svg`), 'utf8'), e.width, e.height)
    for (const f of readdirSync(join(dir, 'construction')))
      checkSvg(readFileSync(join(dir, 'construction', f), 'utf8'))
  })

  it('gives identical bytes on every run', () => {
    const sample = entries().filter((_, i) => i % 7 === 0)
    for (const e of sample) expect(render(e)).toBe(readFileSync(join(dir, `${e.name}.svg`), 'utf8'))
    expect(constructionPhoto(2025, 7, 3)).toBe(constructionPhoto(2025, 7, 3))
    expect(constructionPhoto(2026, 2, 8)).toBe(
      readFileSync(join(dir, 'construction/2026-02-8.svg'), 'utf8'),
    )
    expect(videoPoster()).toBe(videoPoster())
  })

  it('rounds coordinates to one decimal', () => {
    const geometry = /\s(?:d|points|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height)="([^"]*)"/g
    for (const e of entries().slice(0, 12)) {
      const svg = render(e)
      const fine = [...svg.matchAll(geometry)].map((m) => m[1]!).filter((v) => /\d\.\d{2}/.test(v))
      expect(fine.slice(0, 3), e.name).toEqual([])
    }
  })
})

// The photos tell the page's story (content/pages/about-construction.ts, 'Где мы сейчас'): every
// foundation done, the A frames (А1–А4) up to the roof, no façade or landscaping yet.
describe('scenes named in the briefs', () => {
  const entry = { name: 'pine-forest-light', ...ART['pine-forest-light'] }

  it('stops at a scene that does not exist', () => {
    expect(() => render({ ...entry, scene: 'pine-lite' as ArtScene })).toThrow(
      /"pine-forest-light" names the scene "pine-lite"/,
    )
  })

  it('draws the same picture whatever the brief says: the prose is only its title', () => {
    const reworded = { ...entry, subject: 'A lake at night in winter, with a logo and a kitchen.' }
    const untitled = (svg: string) => svg.replace(/<title id="t">[^<]*<\/title>/, '')
    expect(untitled(render(reworded))).toBe(untitled(render(entry)))
  })
})

describe('construction stages', () => {
  const all = months().map(([y, m]) => stageAt(y, m))
  const last = all[all.length - 1]!

  it('ends with every foundation cast and the A frames at full height, before walls', () => {
    for (const kind of ['B', 'C'] as const) {
      expect(last.building[kind]).toBeGreaterThan(0.07) // the slab is drawn past 0.07
      expect(last.building[kind]).toBeLessThan(0.12) // the frame starts at 0.12
    }
    // rising: the frame reaches every floor past 0.12 + 0.4 * 0.75; walls start at 0.45.
    expect(last.building.A).toBeGreaterThan(0.42)
    expect(last.building.A).toBeLessThan(0.45)
  })

  it('never shows façades, glazing or planted grounds', () => {
    for (const s of all) {
      expect(Math.max(s.building.A, s.building.B, s.building.C)).toBeLessThan(0.45)
      expect(s.site).toBeLessThan(0.45) // kerbs past 0.45, planting past 0.7, lawns past 0.8
      expect(s.interior).toBeLessThan(0.3)
    }
  })

  it('only moves forward', () => {
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!]
      for (const kind of ['A', 'B', 'C'] as const)
        expect(b.building[kind]).toBeGreaterThanOrEqual(a.building[kind])
      expect(b.site).toBeGreaterThanOrEqual(a.site)
    }
  })
})
