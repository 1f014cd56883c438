import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildGeometry, contentHash } from './build'

const root = mkdtempSync(path.join(tmpdir(), 'khvoya-catalogue-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('buildGeometry', () => {
  const result = buildGeometry(root, 46)

  it('writes the manifest naming hashed files under /generated', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'generated/manifest.json'), 'utf8'))
    expect(manifest).toEqual(result.manifest)
    expect(manifest.catalogueSeed).toBe(46)
    expect(Object.keys(manifest.buildings)).toHaveLength(13)
    for (const url of [manifest.site, ...Object.values<string>(manifest.buildings)]) {
      expect(url).toMatch(/^\/generated\/geometry\/\w+\.[0-9a-f]{8}\.json$/)
      const text = readFileSync(path.join(root, 'public', url), 'utf8')
      expect(url).toContain(`.${contentHash(text)}.json`)
    }
  })

  it('writes one thumbnail per plan the catalogue names', () => {
    const plans = readdirSync(path.join(root, 'public/generated/plans'))
    expect(plans.length).toBeGreaterThan(40)
    expect(plans.every((p) => p.endsWith('.svg'))).toBe(true)
    expect(existsSync(path.join(root, 'public/generated/plans/A-2E-71.svg'))).toBe(true)
  })

  it('writes a stage picture per building and per floor, hashed and named in the manifest', () => {
    const { stage, buildings } = result.manifest
    expect(Object.keys(stage.facades).sort()).toEqual(Object.keys(buildings).sort())
    const floors = Object.keys(stage.floors)
    // Every floor alt of every building's geometry, and no other.
    const alts = Object.keys(buildings).flatMap((code) => {
      const geometry = JSON.parse(readFileSync(path.join(root, 'public', buildings[code]!), 'utf8'))
      return geometry.floors.map((f: { alt: string }) => f.alt)
    })
    expect(floors.sort()).toEqual(alts.sort())
    const files = [...Object.values(stage.facades), ...Object.values(stage.floors)]
    for (const { src, box } of files) {
      expect(src).toMatch(/^\/generated\/stage\/(facade|floor)-[\d-]+\.[0-9a-f]{8}\.svg$/)
      const svg = readFileSync(path.join(root, 'public', src), 'utf8')
      expect(src).toContain(`.${contentHash(svg)}.svg`)
      // The picture spans the box the page places it by.
      const [x = 0, y = 0, w = 0, h = 0] = svg
        .match(/viewBox="([^"]+)"/)![1]!
        .split(' ')
        .map(Number)
      expect([x, y, x + w, y + h].map((n) => n.toFixed(1))).toEqual(box.map((n) => n.toFixed(1)))
    }
    expect(readdirSync(path.join(root, 'public/generated/stage'))).toHaveLength(files.length)
  })

  it('is repeatable', () => {
    const again = buildGeometry(root, 46)
    expect(again.manifest).toEqual(result.manifest)
    // Old hashed files are cleared, not left to pile up.
    expect(readdirSync(path.join(root, 'public/generated/geometry'))).toHaveLength(14)
  })
})
