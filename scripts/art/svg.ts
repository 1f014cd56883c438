// SVG builders: elements with 1-decimal numbers, smooth paths, gradients, a defs registry, the document.

export type Pt = readonly [number, number]
export type Attrs = Record<string, string | number | undefined | null | false>

/** A number rounded to one decimal, without a trailing `.0` or a negative zero. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return String(r === 0 ? 0 : r)
}

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export function text(s: string): string {
  return esc(s)
}

function attrs(a: Attrs): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue
    out += ` ${k}="${typeof v === 'number' ? n(v) : esc(v)}"`
  }
  return out
}

export function el(tag: string, a: Attrs = {}, ...children: string[]): string {
  const inner = children.join('')
  return inner ? `<${tag}${attrs(a)}>${inner}</${tag}>` : `<${tag}${attrs(a)}/>`
}

export const g = (a: Attrs, ...children: string[]): string => el('g', a, ...children)

/** A rectangle, written as a short path unless it has rounded corners. */
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  a.rx === undefined
    ? el('path', { d: rects([[x, y, w, h]]), ...a })
    : el('rect', { x, y, width: w, height: h, ...a })

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a })

export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, ...a })

export const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')

export const poly = (p: readonly Pt[], a: Attrs = {}): string =>
  el('polygon', { points: pts(p), ...a })

export const polyline = (p: readonly Pt[], a: Attrs = {}): string =>
  el('polyline', { points: pts(p), fill: 'none', ...a })

export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a })

/** A reference to a def placed at x, y, scaled by s, mirrored when flip. */
export function use(id: string, x: number, y: number, s = 1, a: Attrs = {}, flip = false): string {
  const tr =
    s === 1 && !flip
      ? `translate(${n(x)} ${n(y)})`
      : `matrix(${n3(flip ? -s : s)} 0 0 ${n3(s)} ${n(x)} ${n(y)})`
  return el('use', { href: `#${id}`, transform: tr, ...a })
}

/** Three decimals, for scale factors where one decimal is too coarse. */
export function n3(v: number): string {
  const r = Math.round(v * 1000) / 1000
  return String(r === 0 ? 0 : r)
}

const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]

/** Relative path writer: rounds every point once, then writes differences, so nothing drifts. */
class Rel {
  private x = 0
  private y = 0
  d = ''
  move(p: Pt): void {
    this.x = Math.round(p[0] * 10)
    this.y = Math.round(p[1] * 10)
    this.d += `M${n(this.x / 10)} ${n(this.y / 10)}`
  }
  private step(p: Pt): string {
    const x = Math.round(p[0] * 10)
    const y = Math.round(p[1] * 10)
    const out = `${n((x - this.x) / 10)} ${n((y - this.y) / 10)}`
    return out
  }
  quad(c: Pt, e: Pt): void {
    const cs = this.step(c)
    const es = this.step(e)
    this.x = Math.round(e[0] * 10)
    this.y = Math.round(e[1] * 10)
    this.d += `q${cs} ${es}`
  }
  line(e: Pt): void {
    this.d += `l${this.step(e)}`
    this.x = Math.round(e[0] * 10)
    this.y = Math.round(e[1] * 10)
  }
}

/** A closed smooth outline through the midpoints of the given corners (quadratic splines). */
export function smoothClosed(p: readonly Pt[]): string {
  const k = p.length
  if (k < 3) return ''
  const w = new Rel()
  w.move(mid(p[k - 1]!, p[0]!))
  for (let i = 0; i < k; i++) w.quad(p[i]!, mid(p[i]!, p[(i + 1) % k]!))
  return `${w.d}Z`
}

/** An open smooth curve from the first to the last point, bending through the inner ones. */
export function smoothOpen(p: readonly Pt[]): string {
  if (p.length < 2) return ''
  const w = new Rel()
  w.move(p[0]!)
  for (let i = 1; i < p.length - 1; i++) {
    const e = i === p.length - 2 ? p[i + 1]! : mid(p[i]!, p[i + 1]!)
    w.quad(p[i]!, e)
  }
  if (p.length === 2) w.line(p[1]!)
  return w.d
}

/** Rectangles as one path's subpaths, far shorter than separate elements. */
export function rects(list: readonly (readonly [number, number, number, number])[]): string {
  return list.map(([x, y, w, h]) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`).join('')
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

function stops(s: readonly Stop[]): string {
  return s
    .map(([o, c, op]) => el('stop', { offset: n3(o), 'stop-color': c, 'stop-opacity': op }))
    .join('')
}

/** A linear gradient, vertical by default, in object-bounding-box units. */
export function linear(
  id: string,
  s: readonly Stop[],
  dir: [number, number, number, number] = [0, 0, 0, 1],
): string {
  const [x1, y1, x2, y2] = dir
  return el('linearGradient', { id, x1, y1, x2, y2 }, stops(s))
}

export function radial(id: string, s: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el('radialGradient', { id, cx: n3(cx), cy: n3(cy), r: n3(r) }, stops(s))
}

/** A pattern tile w x h in user space, written once per image; returns its fill, url(#id). */
export function pattern(defs: Defs, id: string, w: number, h: number, ...tile: string[]): string {
  defs.add(id, () =>
    el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, ...tile),
  )
  return `url(#${id})`
}

/**
 * Vertical boards (timber battens, slats, cladding) as a pattern: a ground colour and bands
 * from the tile's left edge, widest first. Returns its fill.
 */
export function boards(
  defs: Defs,
  id: string,
  w: number,
  h: number,
  ground: string,
  ...bands: [width: number, color: string][]
): string {
  return pattern(
    defs,
    id,
    w,
    h,
    rect(0, 0, w, h, { fill: ground }),
    ...bands.map(([bw, color]) => rect(0, 0, bw, h, { fill: color })),
  )
}

/** Definitions shared by one image: each id is written once, however often it is requested. */
export class Defs {
  private readonly items = new Map<string, string>()
  /**
   * Per-image shading of shared shapes: needle highlight colour and strength, dusk darkening, and
   * the side the sun lights trees from in side views (1 right, -1 left; sky() sets it).
   */
  tone = { hi: '#cfe3d6', hiOp: 0.15, dark: 0, lite: false, sun: 1 }
  has(id: string): boolean {
    return this.items.has(id)
  }
  add(id: string, make: () => string): string {
    if (!this.items.has(id)) this.items.set(id, make())
    return id
  }
  toString(): string {
    return this.items.size ? `<defs>${[...this.items.values()].join('')}</defs>` : ''
  }
}

export interface DocSpec {
  width: number
  height: number
  title: string
  defs: Defs
  body: string
  background?: string
}

export function svgDoc(d: DocSpec): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}" viewBox="0 0 ${d.width} ${d.height}" role="img" aria-labelledby="t">`
  const bg = d.background ? rect(0, 0, d.width, d.height, { fill: d.background }) : ''
  return `${head}<title id="t">${esc(d.title)}</title>${d.defs}${bg}${d.body}</svg>\n`
}

/** A point along a quad (tl, tr, br, bl) at horizontal u and vertical v, both 0..1. */
export function inQuad(q: readonly [Pt, Pt, Pt, Pt], u: number, v: number): Pt {
  const [a, b, c, e] = q
  const top: Pt = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]
  const bot: Pt = [e[0] + (c[0] - e[0]) * u, e[1] + (c[1] - e[1]) * u]
  return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v]
}

export function subQuad(
  q: readonly [Pt, Pt, Pt, Pt],
  u0: number,
  v0: number,
  u1: number,
  v1: number,
): Pt[] {
  return [inQuad(q, u0, v0), inQuad(q, u1, v0), inQuad(q, u1, v1), inQuad(q, u0, v1)]
}

export interface BoxFills {
  front: string
  top?: string
  side?: string
  bottom?: string
}

/**
 * A box in one-point perspective: the front face is the rectangle x, y, w, h; the back face is
 * pulled toward the vanishing point by k. Hidden faces fall inside the front face and are covered.
 */
/** The side face of a box3 that shows (tl, tr, br, bl order), or null when the box faces the vanishing point. */
export function sideQuad(
  x: number,
  y: number,
  w: number,
  h: number,
  vp: Pt,
  k: number,
): [Pt, Pt, Pt, Pt] | null {
  const back = (p: Pt): Pt => [p[0] + (vp[0] - p[0]) * k, p[1] + (vp[1] - p[1]) * k]
  if (x > vp[0]) return [back([x, y]), [x, y], [x, y + h], back([x, y + h])]
  if (x + w < vp[0]) return [[x + w, y], back([x + w, y]), back([x + w, y + h]), [x + w, y + h]]
  return null
}

export function box3(
  x: number,
  y: number,
  w: number,
  h: number,
  vp: Pt,
  k: number,
  f: BoxFills,
  a: Attrs = {},
): string {
  const back = (p: Pt): Pt => [p[0] + (vp[0] - p[0]) * k, p[1] + (vp[1] - p[1]) * k]
  const tl: Pt = [x, y]
  const tr: Pt = [x + w, y]
  const br: Pt = [x + w, y + h]
  const bl: Pt = [x, y + h]
  const side = f.side ?? f.front
  let out = ''
  if (y > vp[1]) out += poly([tl, tr, back(tr), back(tl)], { fill: f.top ?? f.front })
  if (y + h < vp[1]) out += poly([bl, br, back(br), back(bl)], { fill: f.bottom ?? side })
  if (x > vp[0]) out += poly([tl, bl, back(bl), back(tl)], { fill: side })
  if (x + w < vp[0]) out += poly([tr, br, back(br), back(tr)], { fill: side })
  out += rect(x, y, w, h, { fill: f.front })
  return Object.keys(a).length ? g(a, out) : out
}
