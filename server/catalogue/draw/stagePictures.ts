// The plans stage's pictures before the canvas draws: a building's facade and a section's floor as
// small SVGs in the canvas's palette and in the canvas's own world units (the facade's metres with
// y down from the ground line, the floor's plan metres), so the page can lay each exactly where the
// canvas will draw the same thing (ui/plans/stagePicture.ts). Transparent around the drawing: the
// stage's paper shows through, as it does around the canvas's subject. Pure strings.

import {
  type BuildingGeometry,
  facadeLawnDepth,
  type FacadePoint,
  type SectionFloor,
} from '../../../engine/geometry'
import { sectionFloorSvg } from './floorSvg'
import { fmt } from './shapeSvg'

/** A picture and the box its viewBox spans in its scene's world units: minX, minY, maxX, maxY. */
export interface StageDrawing {
  svg: string
  box: readonly [number, number, number, number]
}

// The canvas's inks (renderer/paint/palette.ts, renderer/scenes/facadeDrawing.ts): the server may
// not import the renderer, so the few a facade needs are copied here as CSS colours.
const THEME = {
  black: { body: '#2a2f2c', edge: '#111412', glass: '#6f8a86' },
  beige: { body: '#e2d2b4', edge: '#a8926a', glass: '#7d9693' },
  white: { body: '#f7f3ea', edge: '#b9b2a4', glass: '#86a09c' },
} as const
const LAWN = '#b7c9a6'
const APRON = '#e6d8c0'
const SHADOW = '#1c2a22'

const box4 = (b: StageDrawing['box']) =>
  `${fmt(b[0])} ${fmt(b[1])} ${fmt(b[2] - b[0])} ${fmt(b[3] - b[1])}`

/** An SVG over `box`, its intrinsic size 10 px a metre (the page sets the size it is shown at). */
function svgOver(box: StageDrawing['box'], body: string): string {
  const [w, h] = [Math.round((box[2] - box[0]) * 10), Math.round((box[3] - box[1]) * 10)]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box4(box)}" width="${w}" height="${h}">${body}</svg>`
}

/**
 * The front elevation as the facade scene draws it at rest: cladding by section, the plinth and
 * parapet bands, floor lines, pavilions, shaded glass and terrace rails, on its lawn. No sky or
 * pines: the canvas adds them, fading in over the paper.
 */
export function facadeStagePicture(building: BuildingGeometry): StageDrawing {
  const { facade } = building
  const theme = THEME[building.theme]
  const W = facade.width
  const H = facade.height
  const top = Math.max(H, ...facade.pavilions.flatMap((p) => p.map((q) => q[1])))
  const side = Math.max(4, W * 0.12)
  const box = [-side, -(top + 0.3), W + side, H] as const
  const lawn = `x="${fmt(box[0])}" y="0" width="${fmt(box[2] - box[0])}" height="${fmt(facadeLawnDepth(H))}"`
  const pt = (p: FacadePoint) => `${fmt(p[0])},${fmt(-p[1])}`
  const poly = (ps: readonly FacadePoint[]) => `<polygon points="${ps.map(pt).join(' ')}"/>`
  const parts = [
    // The scene's lawn fades to paper a few metres below the ground line and runs past the stage's
    // edges: here it fades out the same way below and beside the building, so it does not end as
    // a box where the canvas's lawn goes on.
    `<defs><linearGradient id="v" x2="0" y2="1"><stop offset="0" stop-color="${LAWN}"/><stop offset=".3" stop-color="#dfe5d3"/><stop offset="1" stop-color="#e6e9dc" stop-opacity="0"/></linearGradient><linearGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".08" stop-color="#fff"/><stop offset=".92" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="m"><rect ${lawn} fill="url(#h)"/></mask><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d7e4e1"/><stop offset=".55" stop-color="${theme.glass}"/><stop offset="1" stop-color="#4f6562"/></linearGradient></defs>`,
    `<rect ${lawn} fill="url(#v)" mask="url(#m)"/>`,
    `<rect x="-1.5" y="0" width="${fmt(W + 3)}" height="1.1" fill="${APRON}" fill-opacity=".8"/>`,
    `<rect x="-1.5" y="-.3" width="${fmt(W + 3)}" height=".5" fill="${SHADOW}" fill-opacity=".18"/>`,
    `<g fill="${theme.body}">${facade.sections.map((s) => poly(s.polygon)).join('')}</g>`,
    `<rect x="0" y="-.6" width="${fmt(W)}" height=".6" fill="${theme.edge}" fill-opacity=".85"/>`,
    `<rect x="0" y="${fmt(-H)}" width="${fmt(W)}" height=".9" fill="${theme.edge}" fill-opacity=".35"/>`,
  ]
  // Floor lines at each band's foot but the ground floor's, as the canvas draws them.
  let lines = `M0 ${fmt(-H)}H${fmt(W)}`
  for (const band of facade.floors) {
    const zs = band.polygon.map((p) => p[1])
    const xs = band.polygon.map((p) => p[0])
    if (Math.max(...zs) < H - 1)
      lines += `M${fmt(Math.min(...xs))} ${fmt(-Math.max(...zs))}H${fmt(Math.max(...xs))}`
  }
  parts.push(
    `<path d="${lines}" stroke="${theme.edge}" stroke-width=".08" stroke-opacity=".6" fill="none"/>`,
  )
  if (facade.pavilions.length > 0)
    parts.push(
      `<g fill="${theme.body}" stroke="${theme.edge}" stroke-width=".1">${facade.pavilions.map(poly).join('')}</g>`,
    )
  parts.push(
    `<g fill="url(#g)" stroke="${theme.edge}" stroke-width=".07">${facade.windows.map(poly).join('')}</g>`,
  )
  let rails = ''
  for (const r of facade.railings) {
    const xs = r.map((p) => p[0])
    rails += `M${fmt(Math.min(...xs))} ${fmt(-Math.max(...r.map((p) => p[1])))}H${fmt(Math.max(...xs))}`
  }
  if (rails)
    parts.push(
      `<g fill="#cfe0dc" fill-opacity=".35">${facade.railings.map(poly).join('')}</g>`,
      `<path d="${rails}" stroke="${theme.edge}" stroke-width=".08" fill="none"/>`,
    )
  return { svg: svgOver(box, parts.join('')), box }
}

/**
 * One section's floor as the floor scene frames it at rest: its walls, corridor, core and flats
 * with their rooms and openings (the thumbnails' painter, engine/planShapes), no furniture and no
 * numbers (the canvas draws the flats' badges). The box reaches a garden terrace outside the walls.
 */
export function floorStagePicture(floor: SectionFloor): StageDrawing {
  const points = [
    ...floor.outline,
    ...floor.flats.flatMap((f) => f.levels[0]?.rooms.flatMap((r) => r.polygon) ?? []),
  ]
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const pad = 0.3
  const box = [
    Math.floor((Math.min(...xs) - pad) * 10) / 10,
    Math.floor((Math.min(...ys) - pad) * 10) / 10,
    Math.ceil((Math.max(...xs) + pad) * 10) / 10,
    Math.ceil((Math.max(...ys) + pad) * 10) / 10,
  ] as const
  return { svg: svgOver(box, sectionFloorSvg(floor, 0.05, null, false)), box }
}

/** The box of a floor's outline, m: what the floor scene frames (renderer/scenes/floorScene.ts). */
export function floorFrameBox(floor: SectionFloor): StageDrawing['box'] {
  const xs = floor.outline.map((p) => p[0])
  const ys = floor.outline.map((p) => p[1])
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}
