// Room labels on every layout the generator makes: each label sits inside its room and
// off the items drawn in the view (fixtures always, furniture when it is on) wherever the room
// leaves a free spot for it; it falls back to the room's centre only when no spot is free.

import { describe, expect, it } from 'vitest'
import {
  chooseLabel,
  drawnFootprints,
  freeFit,
  insidePolygon,
  labelSpots,
  placeLabel,
  roomFit,
} from '../../../engine/geometryLabels'
import { resortModel } from '../resort'

type XY = readonly [number, number]

/**
 * Label half-sizes in metres: a name over an area and the area alone, as the flat screen draws
 * them (about 110 x 40 and 60 x 24 CSS px with their halo) at a desktop's and a phone's zoom.
 */
const SIZES: { zoom: string; full: XY; short: XY }[] = [
  { zoom: 'desktop', full: [0.9, 0.33], short: [0.5, 0.2] },
  { zoom: 'phone', full: [1.55, 0.57], short: [0.85, 0.34] },
]
const GRID = 0.1

/** The best free spot a plain 10 cm grid finds: what placement must not miss. */
function bruteFree(room: readonly XY[], items: Parameters<typeof freeFit>[2], half: XY): number {
  const xs = room.map((p) => p[0])
  const ys = room.map((p) => p[1])
  let best = 0
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += GRID) {
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += GRID) {
      best = Math.max(best, freeFit([x, y], room, items, half))
    }
  }
  return best
}

const layouts = resortModel()
  .layouts.all()
  .map((l) => [l.plan, l] as const)

describe.each(layouts)('layout %s', (_plan, layout) => {
  it('places every room label inside its room and off the items drawn, wherever a free spot exists', () => {
    const problems: string[] = []
    let free = 0
    let labels = 0
    for (const level of layout.levels) {
      for (const furniture of [false, true]) {
        const items = drawnFootprints(level.furniture, furniture)
        for (const room of level.rooms) {
          for (const size of SIZES) {
            const name = `${room.id} (${size.zoom}, furniture ${furniture ? 'on' : 'off'})`
            const full = labelSpots(room.polygon, items, size.full)
            const short = labelSpots(room.polygon, items, size.short)
            for (const [spots, half] of [
              [full, size.full],
              [short, size.short],
            ] as const) {
              const place = placeLabel(spots)
              labels++
              if (!insidePolygon(place.at, room.polygon)) problems.push(`${name}: outside the room`)
              if (place.fit >= 1 && roomFit(place.at, room.polygon, half) < 1 - 1e-9)
                problems.push(`${name}: the label crosses a wall`)
              if (place.free) {
                free++
                if (freeFit(place.at, room.polygon, items, half) < 1 - 1e-9)
                  problems.push(`${name}: the label covers an item`)
              } else if (bruteFree(room.polygon, items, half) >= 1.1) {
                problems.push(`${name}: a free spot was missed`)
              }
            }
            const choice = chooseLabel(full, short)
            const half = choice?.full ? size.full : size.short
            if (choice?.free && freeFit(choice.at, room.polygon, items, half) < 1 - 1e-9)
              problems.push(`${name}: the chosen label covers an item`)
          }
        }
      }
    }
    expect(problems).toEqual([])
    // Most labels find a free spot; the rest are small rooms filled by their fixtures.
    expect(free / labels).toBeGreaterThan(0.5)
  })
})
