import { describe, expect, it } from 'vitest'
import type { Gesture } from '../../renderer/hit/gestures'
import { type DragSample, GestureTranslator, wheelFactor } from './gestureTranslator'

type Sample = [t: number, x: number, y: number]

const types = (gestures: Gesture[]) => gestures.map((g) => g.type)

/**
 * One pointer: down at the first sample, moves, up at the last, the press timer ticking before each
 * event. The flags are what @use-gesture reports with our config: `intentional` once the travel
 * from the down point reaches 10 px on an axis, `tap` when the travel summed per axis stays <= 9.
 */
function stroke(
  c: GestureTranslator,
  samples: Sample[],
  opts: { base?: number; end?: 'up' | 'cancel'; swipe?: [number, number]; id?: number } = {},
): Gesture[] {
  const { base = 0, end = 'up', swipe = [0, 0], id = 1 } = opts
  const out: Gesture[] = []
  const [, x0, y0] = samples[0] ?? [0, 0, 0]
  let [px, py, sx, sy, intentional] = [x0, y0, 0, 0, false]
  samples.forEach(([t, x, y], i) => {
    const kind: DragSample['kind'] = i === 0 ? 'down' : i === samples.length - 1 ? end : 'move'
    sx += Math.abs(x - px)
    sy += Math.abs(y - py)
    ;[px, py] = [x, y]
    intentional ||= Math.abs(x - x0) >= 10 || Math.abs(y - y0) >= 10
    const last = kind === 'up' || kind === 'cancel'
    out.push(...c.tick(t + base))
    if (i === samples.length - 1 && samples.length > 1 && kind !== 'down') {
      // The release happens where the last move left the pointer.
      out.push(...c.onDrag(sample('move', id, t + base, x, y, intentional, false, [0, 0])))
    }
    const tap = last && sx <= 9 && sy <= 9
    out.push(...c.onDrag(sample(kind, id, t + base, x, y, intentional, tap, last ? swipe : [0, 0])))
  })
  return out
}

function sample(
  kind: DragSample['kind'],
  pointerId: number,
  t: number,
  x: number,
  y: number,
  intentional: boolean,
  tap: boolean,
  swipe: [number, number],
): DragSample {
  return { kind, pointerId, t, x, y, intentional, tap, swipe, vx: swipe[0], vy: swipe[1] }
}

describe('one pointer', () => {
  it.each<[string, Sample[], string[]]>([
    // 120 ms, no travel: 120 <= 250 and 0 <= 9
    [
      'quick still touch',
      [
        [0, 100, 100],
        [120, 100, 100],
      ],
      ['tap'],
    ],
    // 250 ms is the last tap: 250 <= 250
    [
      'longest tap',
      [
        [0, 100, 100],
        [250, 100, 100],
      ],
      ['tap'],
    ],
    // 8 px travel: 8 <= 9 is still a tap
    [
      'small wobble',
      [
        [0, 100, 100],
        [100, 108, 100],
      ],
      ['tap'],
    ],
    // 9.5 px travel: 9.5 > 9 is no tap, 9.5 < 10 is no pan either
    [
      'dead zone',
      [
        [0, 100, 100],
        [100, 109.5, 100],
      ],
      [],
    ],
    // held 300 ms still: the tick at 300 >= 251 fires press, release ends it
    [
      'press',
      [
        [0, 100, 100],
        [300, 100, 100],
      ],
      ['press', 'pressup'],
    ],
    // a press may wobble 8 px (< 9) and is still a press
    [
      'wobbly press',
      [
        [0, 100, 100],
        [100, 108, 100],
        [300, 108, 100],
      ],
      ['press', 'pressup'],
    ],
    // moved 9 px (>= 9) before the deadline: never a press
    [
      'moved, no press',
      [
        [0, 100, 100],
        [100, 109, 100],
        [400, 109, 100],
      ],
      [],
    ],
    // 12 px right starts a pan (12 >= 10) carrying the whole travel, then 500 ms for 10 px more
    [
      'slow pan',
      [
        [0, 100, 100],
        [100, 112, 100],
        [600, 122, 100],
      ],
      ['panstart', 'pan', 'pan', 'panend'],
    ],
    // held 300 ms (press), then dragged 20 px: the press ends and a pan begins
    [
      'press then drag',
      [
        [0, 100, 100],
        [300, 100, 100],
        [350, 120, 100],
        [700, 120, 100],
      ],
      ['press', 'pressup', 'panstart', 'pan', 'pan', 'panend'],
    ],
  ])('%s', (_name, samples, expected) => {
    expect(types(stroke(new GestureTranslator(), samples))).toEqual(expected)
  })

  it('a 251 ms touch is a press, never a tap', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 50, 50, false, false, [0, 0]))
    expect(c.nextDeadline()).toBe(251) // 0 + 251
    expect(c.tick(250)).toEqual([]) // 250 - 0 < 251
    expect(types(c.tick(251))).toEqual(['press'])
    expect(c.nextDeadline()).toBeNull()
    // @use-gesture still calls it a tap (no travel): the press wins
    expect(types(c.onDrag(sample('up', 1, 251, 50, 50, false, true, [0, 0])))).toEqual(['pressup'])
  })

  it.each<[string, 'up' | 'cancel', boolean]>([
    ['lifted in place', 'up', true],
    ['cancelled', 'cancel', false],
  ])('a press %s is released: %s', (_name, end, released) => {
    const out = stroke(
      new GestureTranslator(),
      [
        [0, 50, 50],
        [400, 52, 50],
      ],
      { end },
    )
    expect(out.at(-1)).toMatchObject({ type: 'pressup', released })
  })

  it('a tap needs both: short (<= 250 ms) and still (@use-gesture tap)', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    // 240 ms but @use-gesture saw more than 9 px of travel (back and forth): no tap
    expect(c.onDrag(sample('up', 1, 240, 0, 0, false, false, [0, 0]))).toEqual([])
    // a cancelled touch is never a tap
    expect(
      stroke(
        c,
        [
          [1000, 0, 0],
          [1050, 0, 0],
        ],
        { end: 'cancel' },
      ),
    ).toEqual([])
  })

  it('the first pan carries the whole travel from the down point', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    const [, pan] = c.onDrag(sample('move', 1, 20, 12, -5, true, false, [0, 0]))
    expect(pan).toMatchObject({ type: 'pan', dx: 12, dy: -5 })
    const [next] = c.onDrag(sample('move', 1, 40, 15, -5, true, false, [0, 0]))
    expect(next).toMatchObject({ type: 'pan', dx: 3, dy: 0 })
  })

  it.each<[string, [number, number], 'up' | 'cancel', string[]]>([
    // @use-gesture flagged the release as a swipe to the right
    ['a swipe', [1, 0], 'up', ['panstart', 'pan', 'pan', 'panend', 'swipe']],
    // no swipe flag: the pan just ends
    ['a slow release', [0, 0], 'up', ['panstart', 'pan', 'pan', 'panend']],
    // a cancelled pan never flings
    ['a cancel', [1, 0], 'cancel', ['panstart', 'pan', 'pan', 'panend']],
  ])('%s after a pan', (_name, swipe, end, expected) => {
    const samples: Sample[] = [
      [0, 100, 100],
      [50, 130, 100],
      [100, 160, 100],
    ]
    const out = stroke(new GestureTranslator(), samples, { swipe, end })
    expect(types(out)).toEqual(expected)
  })

  it('passes the release velocity on with the swipe', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    c.onDrag(sample('move', 1, 50, 0, 40, true, false, [0, 0]))
    const up = { ...sample('up', 1, 60, 0, 40, true, false, [0, 1]), vx: 0, vy: 0.8 }
    expect(c.onDrag(up).at(-1)).toMatchObject({ type: 'swipe', vx: 0, vy: 0.8 })
  })

  it('ignores pointers other than the one it follows', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    expect(c.onDrag(sample('up', 2, 50, 0, 0, false, true, [0, 0]))).toEqual([])
    expect(c.down).toBe(true)
  })
})

describe('double tap', () => {
  it.each<[string, number, number, string[]]>([
    // releases at 100 and 100 + 300 = 400: 300 <= 300, 5 px apart < 10
    ['close in time and place', 300, 5, ['tap', 'doubletap']],
    // releases 301 ms apart: 301 > 300
    ['too slow', 301, 0, ['tap', 'tap']],
    // 10 px apart: 10 >= 10
    ['too far apart', 200, 10, ['tap', 'tap']],
  ])('%s', (_name, gap, offset, expected) => {
    const c = new GestureTranslator()
    const first = stroke(c, [
      [0, 100, 100],
      [100, 100, 100],
    ])
    const second = stroke(
      c,
      [
        [0, 100 + offset, 100],
        [100, 100 + offset, 100],
      ],
      { base: gap },
    )
    expect(types([...first, ...second])).toEqual(expected)
  })

  it('a third tap starts a new pair', () => {
    const c = new GestureTranslator()
    const all = [0, 200, 400].flatMap((base) =>
      stroke(
        c,
        [
          [0, 10, 10],
          [50, 10, 10],
        ],
        { base },
      ),
    )
    expect(types(all)).toEqual(['tap', 'doubletap', 'tap'])
  })
})

describe('pinch', () => {
  it('scales by the ratio of finger distances and pans by the centre', () => {
    const c = new GestureTranslator()
    expect(types(c.onPinch({ kind: 'start', x: 150, y: 100, distance: 100 }))).toEqual([
      'pinchstart',
    ])
    const [pinch] = c.onPinch({ kind: 'move', x: 175, y: 100, distance: 150 })
    // scale 150 / 100 = 1.5, centre moved 175 - 150 = 25 px
    expect(pinch).toMatchObject({ type: 'pinch', scale: 1.5, dx: 25, dy: 0 })
  })

  it('a second finger ends a pan without a swipe; the finger left keeps panning', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    c.onDrag(sample('move', 1, 10, 40, 0, true, false, [0, 0]))
    expect(types(c.onPinch({ kind: 'start', x: 70, y: 0, distance: 60 }))).toEqual([
      'panend',
      'pinchstart',
    ])
    // while pinching, the drag's own moves are the pinch's business
    expect(c.onDrag(sample('move', 1, 20, 41, 0, true, false, [0, 0]))).toEqual([])
    // the second finger lifts: the first pans on from where it is, with no threshold
    expect(types(c.onPinch({ kind: 'end', x: 70, y: 0, distance: 60 }))).toEqual([
      'pinchend',
      'panstart',
    ])
    const [pan] = c.onDrag(sample('move', 1, 40, 43, 0, true, false, [0, 0]))
    expect(pan).toMatchObject({ type: 'pan', dx: 2, dy: 0 })
    expect(types(c.onDrag(sample('up', 1, 400, 43, 0, true, false, [0, 0])))).toEqual(['panend'])
  })

  it('the first finger lifting first ends it all: no tap, press or pan follows', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    expect(types(c.onPinch({ kind: 'start', x: 5, y: 0, distance: 10 }))).toEqual(['pinchstart'])
    expect(c.nextDeadline()).toBeNull()
    expect(c.tick(1000)).toEqual([])
    expect(c.onDrag(sample('up', 1, 60, 0, 0, false, true, [0, 0]))).toEqual([])
    expect(types(c.onPinch({ kind: 'end', x: 5, y: 0, distance: 10 }))).toEqual(['pinchend'])
    expect(
      types(
        stroke(c, [
          [500, 0, 0],
          [550, 0, 0],
        ]),
      ),
    ).toEqual(['tap'])
  })

  it('a pressed finger joined by another ends the press unreleased', () => {
    const c = new GestureTranslator()
    c.onDrag(sample('down', 1, 0, 0, 0, false, false, [0, 0]))
    c.tick(300)
    expect(c.onPinch({ kind: 'start', x: 5, y: 0, distance: 10 })).toMatchObject([
      { type: 'pressup', released: false },
      { type: 'pinchstart' },
    ])
  })
})

describe('wheelFactor', () => {
  it.each([
    // 100 px of wheel down: exp(-100 x 0.0015) = 0.8607
    ['wheel down, pixels', 100, 0, false, 0.8607],
    ['wheel up, pixels', -100, 0, false, 1.1618],
    // 3 lines of 16 px: exp(-48 x 0.0015) = 0.9305
    ['wheel down, lines', 3, 1, false, 0.9305],
    // 1 page of 400 px: exp(-400 x 0.0015) = 0.5488
    ['wheel down, a page', 1, 2, false, 0.5488],
    // trackpad pinch out by 10: exp(-10 x 0.01) = 0.9048
    ['trackpad pinch', 10, 0, true, 0.9048],
  ])('%s', (_name, deltaY, deltaMode, pinch, expected) => {
    expect(wheelFactor(deltaY, deltaMode, pinch)).toBeCloseTo(expected, 4)
  })
})
