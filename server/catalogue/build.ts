// Build step (npm run build:data): writes the static geometry as content-hashed JSON under
// public/generated/geometry, one SVG thumbnail per layout under public/generated/plans, the plans
// stage's pictures (each building's facade, each section's floor) under public/generated/stage,
// generated/manifest.json naming them, and generated/sun-view.json (every flat's sun and view,
// served by GET /api/sun-view/{alt}). Run: npx tsx server/catalogue/build.ts

import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GeometryManifest } from '../../engine/geometry'
import { DEFAULT_SEED } from './catalogue'
import { facadeStagePicture, floorFrameBox, floorStagePicture } from './draw/stagePictures'
import { layoutThumbnail } from './draw/thumbnails'
import { resortLayouts, resortModel } from './resort'
import { resortGeometry, sunViewData } from './sunView/sunViewData'
import { SUN_VIEW_FILE } from './sunView/sunViewFile'

export const contentHash = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 8)

export interface BuildResult {
  manifest: GeometryManifest
  files: number
  bytes: number
  /** Time the sun-and-view computation took, ms. */
  sunViewMs: number
}

/** Writes everything under `root` (the repository); returns the manifest it wrote. */
export function buildGeometry(root: string, seed = DEFAULT_SEED): BuildResult {
  const geometryDir = path.join(root, 'public/generated/geometry')
  const plansDir = path.join(root, 'public/generated/plans')
  const stageDir = path.join(root, 'public/generated/stage')
  // Hashed names change with content: clear the old ones rather than let them pile up.
  for (const dir of [geometryDir, plansDir, stageDir]) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
  }
  mkdirSync(path.join(root, 'generated'), { recursive: true })
  let files = 0
  let bytes = 0
  const write = (dir: string, name: string, text: string) => {
    writeFileSync(path.join(dir, name), text)
    files += 1
    bytes += Buffer.byteLength(text)
  }
  const hashed = (name: string, json: unknown) => {
    const text = JSON.stringify(json)
    const file = `${name}.${contentHash(text)}.json`
    write(geometryDir, file, text)
    return `/generated/geometry/${file}`
  }
  const picture = (name: string, svg: string) => {
    const file = `${name}.${contentHash(svg)}.svg`
    write(stageDir, file, svg)
    return `/generated/stage/${file}`
  }

  const resort = resortModel()
  const { site, buildings: geometries } = resortGeometry(resort)
  const manifest: GeometryManifest = {
    site: hashed('site', site),
    buildings: {},
    facades: {},
    stage: { facades: {}, floors: {} },
    catalogueSeed: seed,
  }
  for (const geometry of geometries) {
    const code = String(geometry.code)
    manifest.buildings[code] = hashed(code, geometry)
    const { width, height, sections } = geometry.facade
    manifest.facades[code] = {
      width,
      height,
      floorHeight: geometry.floorHeight,
      sections: sections.length,
    }
    const facade = facadeStagePicture(geometry)
    manifest.stage.facades[code] = {
      src: picture(`facade-${code}`, facade.svg),
      box: facade.box,
      sections: Object.fromEntries(
        sections.map((s) => {
          const xs = s.polygon.map((p) => p[0])
          return [String(s.s), [Math.min(...xs), Math.max(...xs)] as const]
        }),
      ),
    }
    for (const floor of geometry.floors) {
      const plan = floorStagePicture(floor)
      manifest.stage.floors[floor.alt] = {
        src: picture(`floor-${floor.alt}`, plan.svg),
        box: plan.box,
        frame: floorFrameBox(floor),
      }
    }
  }
  for (const layout of resortLayouts(resort))
    write(plansDir, `${layout.plan}.svg`, layoutThumbnail(layout))
  write(path.join(root, 'generated'), 'manifest.json', `${JSON.stringify(manifest, null, 2)}\n`)
  const sunStarted = performance.now()
  const sunView = sunViewData(site, geometries)
  const sunViewMs = Math.round(performance.now() - sunStarted)
  write(root, SUN_VIEW_FILE, JSON.stringify(sunView))
  return { manifest, files, bytes, sunViewMs }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const seed = Number(process.env.KHVOYA_CATALOGUE_SEED ?? DEFAULT_SEED)
  const { files, bytes, sunViewMs } = buildGeometry(process.cwd(), seed)
  const ms = Math.round(performance.now() - started)
  console.log(
    `catalogue: ${files} files, ${(bytes / 1024).toFixed(0)} KB in ${ms} ms (sun and view ${sunViewMs} ms)`,
  )
}
