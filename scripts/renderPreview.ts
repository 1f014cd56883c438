// Renders the master plan, a few floors of a type A, B and C building (a typical floor and the
// top floor with its terraces) and a sheet of layout thumbnails to SVG and PNG in /tmp/previews,
// for looking at with one's own eyes. Run: npx tsx scripts/renderPreview.ts [dir]

import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromium'
import { facadeSvg } from '../server/catalogue/draw/facadeSvg'
import { buildingFloorSvg, buildingRoofSvg } from '../server/catalogue/draw/floorSvg'
import { siteSvg } from '../server/catalogue/draw/siteSvg'
import { layoutThumbnail } from '../server/catalogue/draw/thumbnails'
import { buildingGeometry } from '../server/catalogue/geometry/building'
import { resortModel } from '../server/catalogue/resort'
import { siteGeometry } from '../server/catalogue/site/site'

const out = process.argv[2] ?? '/tmp/previews'
mkdirSync(out, { recursive: true })

function toPng(name: string, svg: string, width: number, height: number) {
  const file = path.join(out, `${name}.svg`)
  writeFileSync(file, svg)
  execFileSync(
    CHROMIUM_PATH,
    [
      ...CHROME_FLAGS,
      '--hide-scrollbars',
      `--screenshot=${path.join(out, `${name}.png`)}`,
      `--window-size=${width},${height}`,
      file,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  )
  console.log(`${name}.png`)
}

const resort = resortModel()
const site = siteGeometry(
  resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
)
toPng(
  'site',
  siteSvg(
    site,
    resort.models.map((m) => m.info),
  ),
  1600,
  1000,
)

const picks = (process.env.PREVIEW_BUILDINGS ?? '11,21,31').split(',').map(Number)
for (const model of resort.models.filter((m) => picks.includes(m.info.code))) {
  const building = buildingGeometry(model, resort.layouts)
  const width = 1200
  for (const f of [1, 2, model.info.floors]) {
    const svg = buildingFloorSvg(building, f, width)
    const height = Number(/height="(\d+)"/.exec(svg)?.[1] ?? 900)
    toPng(`floor-${model.info.code}-${f}`, svg, width, height)
  }
  if (building.floors.some((fl) => fl.flats.some((flat) => flat.levels.length > 1))) {
    const roof = buildingRoofSvg(building, width)
    toPng(`roof-${model.info.code}`, roof, width, Number(/height="(\d+)"/.exec(roof)?.[1] ?? 900))
  }
  const facade = facadeSvg(building, 1200)
  toPng(
    `facade-${model.info.code}`,
    facade,
    1200,
    Number(/height="(\d+)"/.exec(facade)?.[1] ?? 400),
  )
}

const layouts = resort.layouts.all()
const cols = 6
const cell = 300
const cells = layouts.map((layout, i) => {
  const x = (i % cols) * cell
  const y = Math.floor(i / cols) * (cell + 24)
  const inner = layoutThumbnail(layout)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
  return `<g transform="translate(${x} ${y})"><svg width="${cell}" height="${cell}" viewBox="0 0 300 300">${inner}</svg><text x="150" y="${cell + 16}" font-size="14" text-anchor="middle" font-family="sans-serif">${layout.plan} · ${layout.sq} m²</text></g>`
})
const rows = Math.ceil(layouts.length / cols)
const sheetH = rows * (cell + 24)
toPng(
  'thumbnails',
  `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${sheetH}"><rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`,
  cols * cell,
  sheetH,
)
