// Writes the plan primitives of engine/planShapes as SVG: filled shapes as elements, lines and
// arcs as path data so a drawing groups every line of one ink into one path. Pure strings.

import type { Pt, Shape } from '../../../engine/planShapes'

export const fmt = (n: number) => (Math.round(n * 100) / 100).toString()
export const pts = (poly: readonly Pt[]) => poly.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')

const at = ([x, y]: Pt) => `${fmt(x)} ${fmt(y)}`

/** Path data of a line, an arc or a polygon's outline; empty for the other kinds. */
export function shapePath(s: Shape): string {
  switch (s.kind) {
    case 'line': {
      // Most plan lines run along an axis: H and V keep a thumbnail's bytes down.
      const [ax, ay] = [fmt(s.a[0]), fmt(s.a[1])]
      const [bx, by] = [fmt(s.b[0]), fmt(s.b[1])]
      const to = ay === by ? `H${bx}` : ax === bx ? `V${by}` : `L${bx} ${by}`
      return `M${ax} ${ay}${to}`
    }
    case 'arc': {
      const large = Math.abs(s.sweep) > Math.PI ? 1 : 0
      // SVG's sweep flag 1 runs the way angles grow: clockwise on screen, y down.
      return `M${at(s.from)}A${fmt(s.r)} ${fmt(s.r)} 0 ${large} ${s.sweep > 0 ? 1 : 0} ${at(s.to)}`
    }
    case 'polygon':
      return `M${s.points.map(at).join('L')}Z`
    default:
      return ''
  }
}

/** One primitive as an element, inheriting its paint from the group it is written in. */
export function shapeElement(s: Shape): string {
  switch (s.kind) {
    case 'rect': {
      const rx = s.radius > 0 ? ` rx="${fmt(s.radius)}"` : ''
      return `<rect x="${fmt(s.x)}" y="${fmt(s.y)}" width="${fmt(s.w)}" height="${fmt(s.h)}"${rx}/>`
    }
    case 'ellipse':
      return s.rx === s.ry
        ? `<circle cx="${fmt(s.cx)}" cy="${fmt(s.cy)}" r="${fmt(s.rx)}"/>`
        : `<ellipse cx="${fmt(s.cx)}" cy="${fmt(s.cy)}" rx="${fmt(s.rx)}" ry="${fmt(s.ry)}"/>`
    case 'polygon':
      return `<polygon points="${pts(s.points)}"/>`
    default:
      return `<path d="${shapePath(s)}"/>`
  }
}

/** Filled shapes as elements, then every line and arc of them together as one path. */
export function shapesSvg(shapes: readonly Shape[]): string {
  let elements = ''
  let lines = ''
  for (const s of shapes) {
    if (s.kind === 'line' || s.kind === 'arc') lines += shapePath(s)
    else elements += shapeElement(s)
  }
  return lines ? `${elements}<path d="${lines}"/>` : elements
}
