// Page 4, the surroundings: a vector map of the Karelian Isthmus coast with the residence, rings
// every 10 km and the 22 places of content/mapPoints.ts as numbered markers, nearest first, with
// a legend of names and drive times beside it.

import { COMPLEX_POINT, MAP_POINTS } from '../../../content/mapPoints'
import { C } from '../kit/palette'
import { H, M, type Slide, W } from '../kit/slide'
import { widthOf } from '../kit/text'
import { Canvas, circlesPath, polygonPath, polylinePath, type Pt, rectPath } from '../kit/vector'
import { print, section } from './copy'
import { GULF, KOTLIN, LAKES, type LatLon, ROADS } from './mapShapes'
import { relax } from './markers'

const KM_PER_DEG_LAT = 111.2
const CENTRE: LatLon = [60.062, 29.935]
const LON_SPAN = 0.8
/** Where the sea and the city names sit, in open water and in town. */
const GULF_LABEL: LatLon = [60.118, 29.67]
const CITY_LABEL: LatLon = [59.895, 30.3]

export function mapSlide(s: Slide) {
  const t = s.type
  const copy = print(s.locale)
  const left = 338
  const canvas = new Canvas(s.page, left, 0, W - left, H)
  const kx = Math.cos((CENTRE[0] * Math.PI) / 180)
  const scale = canvas.width / (LON_SPAN * kx)
  const project = ([lat, lon]: LatLon): Pt => [
    canvas.width / 2 + (lon - CENTRE[1]) * kx * scale,
    canvas.height / 2 + (CENTRE[0] - lat) * scale,
  ]
  const perKm = scale / KM_PER_DEG_LAT
  const home = project([COMPLEX_POINT.lat, COMPLEX_POINT.lon])
  const points = [...MAP_POINTS].sort((a, b) => a.minutes - b.minutes)
  // Places beyond the frame (Pulkovo, the larch grove) sit on its edge, still numbered.
  const inside = ([x, y]: Pt): Pt => [
    Math.min(Math.max(x, 10), canvas.width - 10),
    Math.min(Math.max(y, 10), canvas.height - 10),
  ]
  const markers = relax(
    points.map((p) => inside(project([p.lat, p.lon]))),
    7.2,
  ).map(inside)

  canvas.clipped(() => {
    canvas.fill(rectPath(canvas.width, H), C.beige)
    canvas.fill(polygonPath(GULF.map(project)), C.water)
    canvas.fill(polygonPath(KOTLIN.map(project)), C.beige)
    for (const lake of LAKES) {
      const [x, y] = project(lake.at)
      const rx = lake.rx * perKm
      const ry = lake.ry * perKm
      canvas.fill(
        `M${x - rx} ${y}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`,
        C.water,
      )
    }
    for (const road of ROADS) {
      const path = polylinePath(road.points.map(project))
      canvas.outline(path, road.major ? C.sand : C.sage, road.major ? 2.2 : 1.1, {
        ...(road.major ? {} : { dash: [2, 2] }),
      })
    }
    for (const km of [10, 20, 30]) {
      canvas.outline(circlesPath([{ at: home, r: km * perKm }]), C.moss, 0.5, {
        dash: [1.5, 2.5],
        opacity: 0.7,
      })
    }
  })
  // Ring labels down and to the left of the residence, where the gulf leaves room for them.
  for (const km of [10, 20, 30]) {
    const x = left + home[0] - km * perKm * 0.42
    const y = home[1] + km * perKm * 0.9
    if (x > left + 16 && y < H - 16) {
      s.line(`${km} ${copy.km}`, { ...t.small, size: 6, color: C.moss }, x, y, 'center')
    }
  }
  const gulf = MAP_POINTS.find((p) => p.kind === 'gulf')
  const [gx, gy] = project(GULF_LABEL)
  if (gulf)
    s.line(gulf.name[s.locale], { ...t.quote, size: 13, color: C.moss }, left + gx, gy, 'center')
  const [cx, cy] = project(CITY_LABEL)
  const city = { ...t.quote, size: 13, color: C.muted }
  s.line(copy.city, city, Math.min(left + cx + widthOf(city, copy.city) / 2, W - 14), cy, 'right')

  markers.forEach((at, i) => {
    const point = points[i]!
    const [x0, y0] = project([point.lat, point.lon])
    const onMap = x0 > 0 && x0 < canvas.width && y0 > 0 && y0 < canvas.height
    if (onMap && Math.hypot(at[0] - x0, at[1] - y0) > 2) {
      canvas.outline(polylinePath([[x0, y0], at]), C.pine, 0.5)
      canvas.fill(circlesPath([{ at: [x0, y0], r: 1.2 }]), C.pine)
    }
    canvas.fill(circlesPath([{ at, r: 6.4 }]), C.pine)
    s.line(
      String(i + 1),
      { ...t.strong, size: 5.6, color: C.white },
      left + at[0],
      at[1] + 2,
      'center',
    )
  })
  canvas.fillAndOutline(circlesPath([{ at: home, r: 8 }]), C.sand, C.pine, 2.4)
  const brand = { ...t.subtitle, size: 16 }
  const label = COMPLEX_POINT.name[s.locale]
    .replace(/^.*«(.*)»$/, '$1')
    .replace(/ Club Residence$/, '')
  s.rect(left + home[0] + 12, home[1] - 11, widthOf(brand, label) + 10, 20, C.white, 0.85)
  s.line(label, brand, left + home[0] + 17, home[1] + 5)

  drawLegend(s, points, left)
  const widget = section('about-location', s.locale, 'widget')
  s.line(copy.surroundings, t.eyebrow, M, 62)
  s.line(widget.title ?? copy.surroundings, { ...t.title, size: 30 }, M, 100)
  if (widget.intro) s.para(widget.intro, t.body, { x: M, top: 118, width: left - M - 40 })
  s.footer(copy.surroundings, { x1: left - 40 })
}

function drawLegend(s: Slide, points: typeof MAP_POINTS, left: number) {
  const t = s.type
  const copy = print(s.locale)
  const colGap = 18
  const colWidth = (left - M - 40 - colGap) / 2
  const rows = Math.ceil(points.length / 2)
  let top = 176
  s.line(copy.travel, t.eyebrow, M, top)
  top += 14
  const columnTops = [top, top]
  points.forEach((point, i) => {
    const col = i < rows ? 0 : 1
    const x = M + col * (colWidth + colGap)
    const y = columnTops[col]!
    s.rule(x, y, colWidth, C.sand, 0.4)
    s.badge(i + 1, x + 5.5, y + 10.5, 5.2)
    const minutes = `${point.minutes} ${copy.minutes}`
    s.line(minutes, { ...t.small, color: C.moss }, x + colWidth, y + 12.6, 'right')
    const bottom = s.para(
      point.name[s.locale],
      { ...t.body, size: 7.2 },
      {
        x: x + 16,
        top: y + 7.4,
        width: colWidth - 16 - 30,
        leading: 9.6,
      },
    )
    columnTops[col] = bottom + 6
  })
  s.para(copy.mapNote, t.small, { x: M, top: Math.max(...columnTops) + 10, width: left - M - 40 })
}
