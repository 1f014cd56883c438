// What each kind of room is furnished with, in order of importance: the bed before the desk,
// the kitchen before the sofa. Pure: a level draft and its windows in, furniture drafts out.

import {
  type Along,
  blindFirst,
  type Candidate,
  doorZone,
  longest,
  RoomFitter,
  sideOf,
  windowZone,
} from './furniture'
import { kitchenLiving, lounge, studio } from './livingFurniture'
import { type Rect, rect } from './rect'
import type { FurnitureDraft, LevelDraft, Side, WindowDraft } from './spec'

type Program = (f: RoomFitter) => void

const SIDES: Side[] = ['right', 'left', 'top', 'bottom']
const ALONG: Along[] = ['centre', 'start', 'end']
const width = (r: Rect) => r.x1 - r.x0
const height = (r: Rect) => r.y1 - r.y0

function hall(f: RoomFitter) {
  const sides: Side[] =
    f.room.rects.length > 1 ? ['right', 'left', 'top'] : ['right', 'left', 'top', 'bottom']
  longest(f, 'wardrobe', [2, 1.6, 1.3, 1], 0.6, sides, ['start', 'end'])
}

function bedroom(f: RoomFitter, master: boolean) {
  const single = width(f.body) < 3 || height(f.body) < 3
  const size: [number, number] = master ? [1.8, 2] : single ? [0.9, 2] : [1.6, 2]
  const bed = f.place(
    single ? 'bed-single' : 'bed-double',
    size,
    f.around(size[0], size[1], blindFirst(f, SIDES), ALONG),
  )
  if (bed) {
    const side = sideOf(bed)
    const b = bed.box
    const [lo, hi] = side === 'left' || side === 'right' ? [b.y0, b.y1] : [b.x0, b.x1]
    for (const at of [lo - 0.25, hi + 0.25])
      f.place('nightstand', [0.45, 0.4], [f.around(0.45, 0.4, [side], [at])[0] as Candidate])
  }
  if (master) {
    f.place(
      'armchair',
      [0.8, 0.8],
      f.around(0.8, 0.8, ['bottom', 'right', 'left'], ['start', 'end']),
    )
    f.place(
      'shelves',
      [1.2, 0.45],
      f.around(1.2, 0.45, blindFirst(f, SIDES), ['start', 'end', 'centre']),
    )
    return
  }
  longest(
    f,
    'wardrobe',
    [2.4, 2, 1.6, 1.2],
    0.6,
    blindFirst(f, ['top', 'left', 'right', 'bottom']),
    ['start', 'end'],
  )
  f.place('desk', [1.2, 0.6], f.around(1.2, 0.6, ['left', 'right'], ['end', 'start']))
}

function bathroom(f: RoomFitter) {
  const b = f.body
  const roomy = width(b) >= 1.8 && height(b) >= 1.8
  if (
    !(
      roomy &&
      f.place(
        'bath',
        [1.7, 0.75],
        f.around(1.7, 0.75, ['top', 'bottom', 'left', 'right'], ['start', 'end']),
      )
    )
  ) {
    f.place(
      'shower',
      [0.9, 0.9],
      f.around(0.9, 0.9, ['top', 'bottom', 'left', 'right'], ['start', 'end']),
    )
  }
  f.place(
    'wc',
    [0.4, 0.65],
    f.around(0.4, 0.65, ['left', 'right', 'top', 'bottom'], ['centre', 'start', 'end']),
  )
  f.place(
    'sink',
    [0.6, 0.45],
    f.around(0.6, 0.45, ['left', 'right', 'top', 'bottom'], ['centre', 'start', 'end']),
  )
}

const PROGRAMS: Record<string, Program> = {
  hall,
  'kitchen-living': kitchenLiving,
  living: lounge,
  kitchen: (f) =>
    longest(f, 'kitchen-run', [3.6, 3, 2.4], 0.62, ['top', 'left', 'right'], ['start', 'end']),
  bedroom: (f) => bedroom(f, false),
  'master-bedroom': (f) => bedroom(f, true),
  bathroom,
  wc: (f) => {
    f.place('wc', [0.4, 0.65], f.around(0.4, 0.65, ['top', 'left', 'right'], ['centre', 'start']))
    f.place(
      'sink',
      [0.45, 0.35],
      f.around(0.45, 0.35, ['left', 'right', 'top'], ['start', 'centre']),
    )
  },
  wardrobe: (f) => {
    longest(f, 'shelves', [2.2, 1.8, 1.4, 1], 0.5, ['left'], ['start'])
    longest(f, 'shelves', [2.2, 1.8, 1.4, 1], 0.5, ['right'], ['start'])
  },
  laundry: (f) => {
    f.place('washer', [0.6, 0.6], f.around(0.6, 0.6, ['top', 'left'], ['start', 'end']))
    f.place('washer', [0.6, 0.6], f.around(0.6, 0.6, ['top', 'left', 'right'], ['start', 'end']))
    longest(f, 'shelves', [1.6, 1.2, 0.8], 0.4, ['right', 'left'], ['start'])
  },
  storage: (f) =>
    longest(f, 'shelves', [2, 1.6, 1.2, 0.8], 0.45, ['top', 'left', 'right'], ['start', 'end']),
  terrace: (f) => {
    const b = f.body
    const spots = [0.25, 0.5, 0.75].map((k) =>
      RoomFitter.free(b.x0 + width(b) * k, (b.y0 + b.y1) / 2, 1.2, 0.8),
    )
    f.place('outdoor-table', [1.2, 0.8], spots, 0.5)
    for (let i = 0; i < 2; i++)
      f.place(
        'lounger',
        [0.7, 1.9],
        f.around(0.7, 1.9, ['bottom', 'left', 'right', 'top'], ['end', 'start', 'centre']),
      )
  },
}

export function furnish(level: LevelDraft, windows: readonly WindowDraft[]): FurnitureDraft[] {
  const placed: FurnitureDraft[] = []
  for (const room of level.rooms) {
    const body = room.rects[0] as Rect
    if (room.kind === 'stair') {
      // The flight fills the stair room; its opening is the landing, not floor to keep clear.
      const at = [(body.x0 + body.x1) / 2, (body.y0 + body.y1) / 2] as const
      placed.push({
        kind: 'stair-flight',
        at,
        size: [width(body) - 0.1, height(body) - 0.1],
        angle: 0,
        room,
      })
      continue
    }
    const doors = level.doors.flatMap((door) => doorZone(door, room, body) ?? [])
    const inBody = windows.filter((w) => w.room === room && within(body, w))
    const zones = inBody.map((w) => windowZone(w, body))
    const fitter = new RoomFitter(
      room,
      body,
      doors,
      zones.map((z) => z.zone),
      new Set(zones.map((z) => z.side)),
    )
    const studioRoom =
      room.kind === 'kitchen-living' &&
      level.rooms.every((r) => r.kind !== 'bedroom' && r.kind !== 'master-bedroom')
    ;(studioRoom ? studio : PROGRAMS[room.kind])?.(fitter)
    placed.push(...fitter.placed)
  }
  return placed
}

const within = (body: Rect, w: WindowDraft) => {
  const box = rect(
    Math.min(w.a[0], w.b[0]),
    Math.min(w.a[1], w.b[1]),
    Math.max(w.a[0], w.b[0]),
    Math.max(w.a[1], w.b[1]),
  )
  return (
    box.x0 >= body.x0 - 0.3 &&
    box.x1 <= body.x1 + 0.3 &&
    box.y0 >= body.y0 - 0.3 &&
    box.y1 <= body.y1 + 0.3
  )
}
