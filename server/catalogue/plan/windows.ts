// Windows along the exterior walls a room touches: tall glazing spread over living rooms and
// bedrooms, a narrow pane in wet rooms, clear of doors cut through the same wall. Pure.

import { type Rect, round2, type XY } from './rect'
import type { DoorDraft, Exposure, RoomDraft, Side, WindowDraft } from './spec'

const HABITABLE = new Set(['kitchen-living', 'living', 'kitchen', 'bedroom', 'master-bedroom'])
const SMALL_WINDOW = new Set(['bathroom', 'laundry', 'stair'])

/** Windows for every room edge on an exposure, clear of the doors cut through the same wall. */
export function windowsFor(
  rooms: readonly RoomDraft[],
  exposures: readonly Exposure[],
  doors: readonly DoorDraft[],
) {
  const windows: WindowDraft[] = []
  for (const room of rooms) {
    if (!HABITABLE.has(room.kind) && !SMALL_WINDOW.has(room.kind)) continue
    for (const body of room.rects) {
      for (const exposure of exposures) {
        const edge = edgeOn(body, exposure)
        if (!edge) continue
        const centre =
          exposure.side === 'top'
            ? exposure.at - exposure.wall / 2
            : exposure.side === 'left'
              ? exposure.at - exposure.wall / 2
              : exposure.at + exposure.wall / 2
        const blocked = doors
          .filter((d) => onLine(d, exposure.side, centre))
          .map((d) => spanOf(d, exposure.side))
        for (const [a, b] of freeStretches(edge, blocked)) {
          for (const [u0, u1] of panes(a, b, HABITABLE.has(room.kind))) {
            const point = (u: number): XY =>
              exposure.side === 'top' || exposure.side === 'bottom'
                ? [round2(u), round2(centre)]
                : [round2(centre), round2(u)]
            windows.push({ a: point(u0), b: point(u1), wall: exposure.wall, room })
          }
        }
      }
    }
  }
  return windows
}

function edgeOn(body: Rect, exposure: Exposure): [number, number] | null {
  const along =
    exposure.side === 'top' || exposure.side === 'bottom' ? [body.x0, body.x1] : [body.y0, body.y1]
  const face = { top: body.y0, bottom: body.y1, left: body.x0, right: body.x1 }[exposure.side]
  if (Math.abs(face - exposure.at) > 1e-6) return null
  const a = Math.max(along[0] as number, exposure.from)
  const b = Math.min(along[1] as number, exposure.to)
  return b - a > 0.6 ? [a, b] : null
}

// Door ends are rounded to the centimetre, so the wall line is matched to within one.
const onLine = (door: DoorDraft, side: Side, centre: number) =>
  side === 'top' || side === 'bottom'
    ? Math.abs(door.hinge[1] - centre) < 0.011 && Math.abs(door.latch[1] - centre) < 0.011
    : Math.abs(door.hinge[0] - centre) < 0.011 && Math.abs(door.latch[0] - centre) < 0.011

function spanOf(door: DoorDraft, side: Side): [number, number] {
  const k = side === 'top' || side === 'bottom' ? 0 : 1
  return [Math.min(door.hinge[k], door.latch[k]), Math.max(door.hinge[k], door.latch[k])]
}

function freeStretches([a, b]: [number, number], blocked: [number, number][]): [number, number][] {
  let stretches: [number, number][] = [[a, b]]
  for (const [s, e] of blocked) {
    stretches = stretches.flatMap(([u, v]): [number, number][] =>
      e <= u || s >= v
        ? [[u, v]]
        : ([
            [u, s - 0.3],
            [e + 0.3, v],
          ].filter(([p, q]) => (q as number) - (p as number) > 0) as [number, number][]),
    )
  }
  return stretches
}

/** Panes evenly spread over a stretch: tall glazing in rooms, a narrow pane in wet rooms. */
function panes(a: number, b: number, habitable: boolean): [number, number][] {
  const length = b - a
  if (!habitable) return length >= 1.2 ? [[(a + b) / 2 - 0.3, (a + b) / 2 + 0.3]] : []
  if (length < 1.3) return length >= 1 ? [[a + 0.2, b - 0.2]] : []
  const count = length >= 5.2 ? 2 : 1
  const pier = 0.6
  const width = Math.min(2.1, (length - pier * (count + 1)) / count)
  const spacing = (length - count * width) / (count + 1)
  return Array.from({ length: count }, (_, i) => {
    const start = a + spacing * (i + 1) + width * i
    return [Math.round(start * 20) / 20, Math.round((start + width) * 20) / 20] as [number, number]
  })
}
