// Furniture of the rooms people live in by day: the kitchen-living room, the upper lounge and the
// studio's one room. Pure placement rules over a RoomFitter.

import { blindFirst, type Candidate, longest, RoomFitter, sideOf } from './furniture'
import type { Rect } from './rect'
import type { Side } from './spec'

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }
const width = (r: Rect) => r.x1 - r.x0

/** Sofa with its back to a blind wall, a coffee table before it and the television opposite. */
export function lounge(f: RoomFitter) {
  const sides = blindFirst(f, ['left', 'right', 'top'])
  const sofa = f.place('sofa', [2.2, 0.9], f.around(2.2, 0.9, sides, ['end', 'centre', 'start']))
  if (sofa) {
    const side = sideOf(sofa)
    const b = sofa.box
    const table =
      side === 'left' || side === 'right'
        ? RoomFitter.free(
            side === 'left' ? b.x1 + 0.75 : b.x0 - 0.75,
            (b.y0 + b.y1) / 2,
            1,
            0.55,
            90,
          )
        : RoomFitter.free((b.x0 + b.x1) / 2, b.y1 + 0.75, 1, 0.55)
    f.place('coffee-table', [1, 0.55], [table])
    const centre = side === 'left' || side === 'right' ? (b.y0 + b.y1) / 2 : (b.x0 + b.x1) / 2
    f.place('tv-unit', [1.6, 0.4], [f.around(1.6, 0.4, [OPPOSITE[side]], [centre])[0] as Candidate])
  }
  f.place('armchair', [0.8, 0.8], f.around(0.8, 0.8, ['bottom', 'left', 'right'], ['start', 'end']))
}

export function kitchenLiving(f: RoomFitter) {
  // The kitchen keeps to the inner wall, by the risers, even if shorter there.
  const runs = [3.6, 3, 2.4, 1.8]
  if (!longest(f, 'kitchen-run', runs, 0.62, ['top'], ['start', 'end', 'centre'])) {
    longest(f, 'kitchen-run', runs, 0.62, ['left', 'right'], ['start', 'end'])
  }
  const b = f.body
  const tops = [1.9, 2.3, 2.7, 3.1].map((dy) => b.y0 + dy)
  const tables = tops.flatMap((cy) =>
    [0.5, 0.35, 0.65].map((k) => RoomFitter.free(b.x0 + width(b) * k, cy, 1.6, 0.9)),
  )
  // Chairs take 0.5 m round the table.
  if (!f.place('dining-table', [1.6, 0.9], tables, 0.5))
    f.place(
      'dining-table',
      [0.9, 0.9],
      tables.map((t) =>
        RoomFitter.free((t.box.x0 + t.box.x1) / 2, (t.box.y0 + t.box.y1) / 2, 0.9, 0.9),
      ),
      0.45,
    )
  lounge(f)
}

/** A studio sleeps in its one room: kitchen on the inner wall, bed by the window, a small table. */
export function studio(f: RoomFitter) {
  longest(f, 'kitchen-run', [2.4, 1.8], 0.62, ['top'], ['end', 'start'])
  f.place(
    'bed-double',
    [1.6, 2],
    f.around(1.6, 2, blindFirst(f, ['left', 'right']), ['end', 'centre']),
  )
  const b = f.body
  f.place(
    'dining-table',
    [0.8, 0.8],
    [0.3, 0.5, 0.7].flatMap((k) =>
      [2, 2.5].map((dy) => RoomFitter.free(b.x0 + width(b) * k, b.y0 + dy, 0.8, 0.8)),
    ),
    0.45,
  )
  f.place('armchair', [0.8, 0.8], f.around(0.8, 0.8, ['bottom', 'right', 'left'], ['start', 'end']))
}
