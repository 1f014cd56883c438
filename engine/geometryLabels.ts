// Where a room's label (its name and area) sits on a plan: in the largest part of the room left
// free by the items drawn in the view, fixtures always and furniture when it is shown (a label on
// the WC or on the bed reads as neither). One rule for the canvas and the PDF sheet. Pure geometry
// in the units of the polygon (metres on every plan).

import { FIXTURE_KINDS, type Furniture } from './geometry'

type XY = readonly [number, number]

/** An axis-aligned box on the plan. */
export interface Footprint {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

/**
 * The box an item's drawing covers, in its own frame (width along x, back at -y): the chairs
 * drawn round a table and in front of a desk count, or a label would sit on them.
 */
function localBox(item: Furniture<XY>): [number, number, number, number] {
  const [w, d] = item.size
  const [hw, hd] = [w / 2, d / 2]
  switch (item.kind) {
    case 'dining-table':
      return [-hw, -hd - 0.42, hw, hd + 0.42]
    case 'outdoor-table': {
      const reach = Math.min(w, d) / 2 + 0.48
      const across = Math.max(hd + 0.42, reach)
      return [-Math.max(hw, reach), -across, Math.max(hw, reach), across]
    }
    case 'desk':
      return [-hw, -hd, hw, hd + 0.47]
    default:
      return [-hw, -hd, hw, hd]
  }
}

/** An item's footprint on the plan: its box turned by its quarter turns (clockwise on screen). */
export function itemFootprint(item: Furniture<XY>): Footprint {
  const [x0, y0, x1, y1] = localBox(item)
  const a = (item.angle * Math.PI) / 180
  const cos = Math.round(Math.cos(a))
  const sin = Math.round(Math.sin(a))
  const xs: number[] = []
  const ys: number[] = []
  for (const [x, y] of [
    [x0, y0],
    [x1, y1],
  ] as const) {
    xs.push(item.at[0] + x * cos - y * sin)
    ys.push(item.at[1] + x * sin + y * cos)
  }
  return {
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs),
    y1: Math.max(...ys),
  }
}

/** The footprints a view draws: fixtures always, the furniture only when it is switched on. */
export function drawnFootprints(items: readonly Furniture<XY>[], furniture: boolean): Footprint[] {
  return items.filter((item) => furniture || FIXTURE_KINDS.has(item.kind)).map(itemFootprint)
}

/** Even-odd ray casting; a point on an edge may fall either way. */
export function insidePolygon([x, y]: XY, polygon: readonly XY[]): boolean {
  let hit = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as XY
    const [xj, yj] = polygon[j] as XY
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

/**
 * The largest s for which a box of half-size s·half centred on p misses the segment a-b: the
 * distance from p to the segment in the box's own measure (the largest of the scaled x and y gaps).
 * Plans are rectilinear, so the common case is a pair of gaps; a slanted edge takes the least of
 * the measure at its ends and turning points (it is convex along the segment).
 */
function boxDistance(p: XY, a: XY, b: XY, half: XY): number {
  if (a[1] === b[1]) {
    const gap = Math.max(0, Math.min(a[0], b[0]) - p[0], p[0] - Math.max(a[0], b[0])) / half[0]
    return Math.max(gap, Math.abs(a[1] - p[1]) / half[1])
  }
  if (a[0] === b[0]) {
    const gap = Math.max(0, Math.min(a[1], b[1]) - p[1], p[1] - Math.max(a[1], b[1])) / half[1]
    return Math.max(gap, Math.abs(a[0] - p[0]) / half[0])
  }
  const x0 = (a[0] - p[0]) / half[0]
  const y0 = (a[1] - p[1]) / half[1]
  const x1 = (b[0] - a[0]) / half[0]
  const y1 = (b[1] - a[1]) / half[1]
  const at = (t: number) => Math.max(Math.abs(x0 + x1 * t), Math.abs(y0 + y1 * t))
  let best = Math.min(at(0), at(1))
  for (const t of [-x0 / x1, -y0 / y1, (y0 - x0) / (x1 - y1), -(y0 + x0) / (x1 + y1)]) {
    if (t > 0 && t < 1) best = Math.min(best, at(t))
  }
  return best
}

/** How many times over the label box fits at p inside the room: 0 outside it. */
export function roomFit(p: XY, room: readonly XY[], half: XY): number {
  if (!insidePolygon(p, room)) return 0
  let fit = Number.POSITIVE_INFINITY
  for (let i = 0, j = room.length - 1; i < room.length; j = i++) {
    fit = Math.min(fit, boxDistance(p, room[j] as XY, room[i] as XY, half))
  }
  return fit
}

/** How many times over the label box fits at p clear of an item: negative when p is on it. */
export function itemFit(p: XY, item: Footprint, half: XY): number {
  return Math.max(
    (item.x0 - p[0]) / half[0],
    (p[0] - item.x1) / half[0],
    (item.y0 - p[1]) / half[1],
    (p[1] - item.y1) / half[1],
  )
}

/** Room and items together: at most this many times the label box fits at p. */
export function freeFit(p: XY, room: readonly XY[], items: readonly Footprint[], half: XY) {
  let fit = roomFit(p, room, half)
  for (const item of items) fit = Math.min(fit, itemFit(p, item, half))
  return fit
}

export interface Spot {
  at: XY
  /** How many times over the label box fits here: 1 or more, the whole label does. */
  fit: number
}

export interface LabelSpots {
  /** The middle of the largest free area, off every item; null when the items fill the room. */
  free: Spot | null
  /** The room's centre: the middle of its largest area, items or not. */
  centre: Spot
}

/** Within this share of the best fit, the spot nearer the room's middle wins: labels sit calmly. */
const TIE = 0.04
/** Grid steps across the room's longer side; finer grids round the best spots follow. */
const GRID = 24
const KEEP = 4

interface Sample {
  at: XY
  room: number
  free: number
}

type Measure = 'room' | 'free'

/**
 * Both candidate spots for a label of half-size `half` in `room`, clear of `items`. Where the box
 * goes does not depend on its scale, only on its shape; `fit` does, in proportion: a label half
 * the size fits twice over. So a renderer can find the spots once and scale `fit` with its zoom.
 */
export function labelSpots(room: readonly XY[], items: readonly Footprint[], half: XY): LabelSpots {
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const [x, y] of room) {
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  const middle: XY = [(minX + maxX) / 2, (minY + maxY) / 2]
  // An item off the room's box never limits the label more than the room's own walls do.
  const near = items.filter((i) => i.x1 > minX && i.x0 < maxX && i.y1 > minY && i.y0 < maxY)
  const seen: Sample[] = []
  const visit = (x: number, y: number) => {
    const at: XY = [x, y]
    const inRoom = roomFit(at, room, half)
    let free = inRoom
    for (const item of near) free = Math.min(free, itemFit(at, item, half))
    seen.push({ at, room: inRoom, free })
  }
  const step = Math.max(maxX - minX, maxY - minY) / GRID
  for (let x = minX + step / 2; x < maxX; x += step) {
    for (let y = minY + step / 2; y < maxY; y += step) visit(x, y)
  }
  visit(middle[0], middle[1])
  // The measures are piecewise linear: finer grids round the best few find the tops of their slopes.
  for (const measure of ['room', 'free'] as const) {
    for (const scale of [3, 9]) {
      const fine = step / scale
      for (const { at } of top(seen, measure)) {
        for (let i = -2; i <= 2; i++) {
          for (let j = -2; j <= 2; j++) if (i || j) visit(at[0] + i * fine, at[1] + j * fine)
        }
      }
    }
  }
  const centre = calmest(seen, 'room', middle)
  const free = calmest(seen, 'free', middle)
  return { free: free.fit > 0 ? free : null, centre }
}

function top(seen: readonly Sample[], measure: Measure): Sample[] {
  const best: Sample[] = []
  for (const sample of seen) {
    if (best.length < KEEP) best.push(sample)
    else if (sample[measure] > (best[KEEP - 1] as Sample)[measure]) best[KEEP - 1] = sample
    else continue
    best.sort((a, b) => b[measure] - a[measure])
  }
  return best
}

/** The best spot by `measure`, or one nearly as good nearer the room's middle. */
function calmest(seen: readonly Sample[], measure: Measure, middle: XY): Spot {
  let best = seen[0] as Sample
  for (const sample of seen) if (sample[measure] > best[measure]) best = sample
  const off = (s: Sample) => Math.hypot(s.at[0] - middle[0], s.at[1] - middle[1])
  let calm = best
  for (const sample of seen) {
    if (sample[measure] >= best[measure] * (1 - TIE) && off(sample) < off(calm)) calm = sample
  }
  const chosen = best[measure] > 0 ? calm : best
  return { at: chosen.at, fit: chosen[measure] }
}

export interface LabelPlace extends Spot {
  /** Off every item: false only when no free spot holds the label. */
  free: boolean
}

/**
 * The label's place: the largest free area if the label fits there, else the room's centre.
 * `scale`: how many times larger the label is drawn than the `half` its spots were found for.
 */
export function placeLabel(spots: LabelSpots, scale = 1): LabelPlace {
  const { free, centre } = spots
  if (free && free.fit / scale >= 1) return { at: free.at, fit: free.fit / scale, free: true }
  return { at: centre.at, fit: centre.fit / scale, free: false }
}

export interface LabelChoice {
  at: XY
  /** The name and the area; false: the short form alone (the area on screen, the number on paper). */
  full: boolean
  free: boolean
}

export interface FormChoice {
  at: XY
  /** Which of the forms offered, fullest first. */
  form: number
  free: boolean
}

/**
 * Which of a label's forms to draw and where, the forms given fullest first (the short one
 * last): the first that fits off the items (a name is worth less than a clean plan), else the
 * first that fits at the room's centre; null when none fits in the room at all.
 */
export function chooseForm(forms: readonly LabelSpots[], scale = 1): FormChoice | null {
  const places = forms.map((spots) => placeLabel(spots, scale))
  const free = places.findIndex((p) => p.free)
  if (free >= 0) return { at: (places[free] as LabelPlace).at, form: free, free: true }
  const fits = places.findIndex((p) => p.fit >= 1)
  if (fits >= 0) return { at: (places[fits] as LabelPlace).at, form: fits, free: false }
  return null
}

/**
 * Which form of a room's label to draw and where: the full label off the items, else the short
 * one off the items, else the full label at the room's centre, else the short one; null when
 * neither fits in the room at all.
 */
export function chooseLabel(full: LabelSpots, short: LabelSpots, scale = 1): LabelChoice | null {
  const choice = chooseForm([full, short], scale)
  return choice && { at: choice.at, full: choice.form === 0, free: choice.free }
}

/**
 * A room's name on two lines, broken at the space or hyphen nearest its middle (the hyphen stays
 * on the first line): "Мастер-" over "спальня". Null for a single word.
 */
export function splitName(name: string): [string, string] | null {
  let best = -1
  for (let i = 1; i < name.length - 1; i++) {
    const ch = name[i]
    if (ch !== ' ' && ch !== '-') continue
    const cut = ch === '-' ? i + 1 : i
    if (best < 0 || Math.abs(cut - name.length / 2) < Math.abs(best - name.length / 2)) best = cut
  }
  if (best < 0) return null
  return [name.slice(0, best).trimEnd(), name.slice(best).trimStart()]
}
