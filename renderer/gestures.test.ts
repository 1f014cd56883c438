import { describe, expect, it } from 'vitest'
import { type Gesture, GestureClassifier, type PointerSample } from './gestures'

const p = (t: number, x: number, y: number, id = 1): PointerSample => ({ id, x, y, t })
const types = (gestures: Gesture[]) => gestures.map((g) => g.type)

/** Down at (100, 100) at t = 0, optional moves, up at the last position; the tick runs first. */
function stroke(c: GestureClassifier, samples: PointerSample[], base = 0): Gesture[] {
  const [first, ...rest] = samples.map((s) => ({ ...s, t: s.t + base }))
  if (!first) return []
  const out = c.down(first)
  for (const s of rest.slice(0, -1)) out.push(...c.tick(s.t), ...c.move(s))
  const last = rest[rest.length - 1] ?? first
  out.push(...c.tick(last.t), ...c.move(last), ...c.up(last))
  return out
}

describe('single pointer', () => {
  it.each([
    // 120 ms, no travel: 120 <= 250 and 0 < 9
    ['quick still touch', [p(0, 100, 100), p(120, 100, 100)], ['tap']],
    // 250 ms is the last tap: 250 <= 250
    ['longest tap', [p(0, 100, 100), p(250, 100, 100)], ['tap']],
    // 8 px travel: 8 < 9 is still a tap
    ['small wobble', [p(0, 100, 100), p(100, 108, 100)], ['tap']],
    // 9.5 px travel: 9.5 >= 9 is no tap, 9.5 < 10 is no pan either
    ['dead zone', [p(0, 100, 100), p(100, 109.5, 100)], []],
    // held 300 ms still: the tick at 300 >= 251 fires press, release ends it
    ['press', [p(0, 100, 100), p(300, 100, 100)], ['press', 'pressup']],
    // 3-4-5 triangle x 2: 6 px right, 8 px down = 10 px >= 10 starts a pan; then 500 ms for 10 px
    [
      'slow pan',
      [p(0, 100, 100), p(100, 106, 108), p(600, 112, 116)],
      ['panstart', 'pan', 'pan', 'panend'],
    ],
    // 60 px in 100 ms: 0.6 px/ms >= 0.3 and 60 >= 10 is a swipe after the pan
    [
      'swipe',
      [p(0, 100, 100), p(50, 130, 100), p(100, 160, 100)],
      ['panstart', 'pan', 'pan', 'panend', 'swipe'],
    ],
    // 40 px in all, but the samples of the last 100 ms (350 and 400) moved 5 px in 50 ms:
    // 5 / 50 = 0.1 px/ms < 0.3, so no swipe
    [
      'pan that stops',
      [p(0, 100, 100), p(100, 130, 100), p(350, 135, 100), p(400, 140, 100)],
      ['panstart', 'pan', 'pan', 'pan', 'panend'],
    ],
    // held 300 ms (press), then dragged 20 px: the press ends and a pan begins
    [
      'press then drag',
      [p(0, 100, 100), p(300, 100, 100), p(350, 120, 100), p(700, 120, 100)],
      ['press', 'pressup', 'panstart', 'pan', 'pan', 'panend'],
    ],
  ])('%s', (_name, samples, expected) => {
    expect(types(stroke(new GestureClassifier(), samples))).toEqual(expected)
  })

  it('a 251 ms touch is a press, never a tap', () => {
    const c = new GestureClassifier()
    c.down(p(0, 50, 50))
    expect(c.nextDeadline()).toBe(251) // 0 + 251
    expect(types(c.tick(250))).toEqual([]) // 250 - 0 < 251
    expect(types(c.tick(251))).toEqual(['press'])
    expect(types(c.up(p(251, 50, 50)))).toEqual(['pressup'])
  })

  it('a press lifted in place is released; a press dragged into a pan is not', () => {
    const held = new GestureClassifier()
    held.down(p(0, 50, 50))
    held.tick(400)
    expect(held.up(p(400, 52, 50))).toMatchObject([{ type: 'pressup', released: true }])
    const dragged = new GestureClassifier()
    dragged.down(p(0, 50, 50))
    dragged.tick(400)
    // 20 px >= panThreshold 10: the press ends and a pan begins
    expect(dragged.move(p(420, 70, 50))[0]).toMatchObject({ type: 'pressup', released: false })
  })

  it('the first pan carries the whole travel from the down point', () => {
    const c = new GestureClassifier()
    c.down(p(0, 0, 0))
    const [, pan] = c.move(p(20, 12, -5))
    expect(pan).toMatchObject({ type: 'pan', dx: 12, dy: -5 })
    expect(c.move(p(40, 15, -5))[0]).toMatchObject({ type: 'pan', dx: 3, dy: 0 })
  })

  it('reports swipe velocity in px/ms', () => {
    const c = new GestureClassifier()
    const out = stroke(c, [p(0, 0, 0), p(50, 0, 20), p(100, 0, 80)])
    // window 100 ms holds all samples: (80 - 0) / (100 - 0) = 0.8 px/ms down
    expect(out.find((g) => g.type === 'swipe')).toMatchObject({ vx: 0, vy: 0.8 })
  })
})

describe('double tap', () => {
  it.each([
    // releases at 100 and 100 + 300 = 400: 300 <= 300, 5 px apart < 10
    ['close in time and place', 300, 5, ['tap', 'doubletap']],
    // releases 301 ms apart: 301 > 300
    ['too slow', 301, 0, ['tap', 'tap']],
    // 10 px apart: 10 >= 10
    ['too far apart', 200, 10, ['tap', 'tap']],
  ])('%s', (_name, gap, offset, expected) => {
    const c = new GestureClassifier()
    const first = stroke(c, [p(0, 100, 100), p(100, 100, 100)])
    const second = stroke(c, [p(0, 100 + offset, 100), p(100, 100 + offset, 100)], gap)
    expect(types([...first, ...second])).toEqual(expected)
  })

  it('a third tap starts a new pair', () => {
    const c = new GestureClassifier()
    const all = [0, 200, 400].flatMap((base) => stroke(c, [p(0, 10, 10), p(50, 10, 10)], base))
    expect(types(all)).toEqual(['tap', 'doubletap', 'tap'])
  })
})

describe('pinch', () => {
  it('scales by the ratio of finger distances and pans by the centre', () => {
    const c = new GestureClassifier()
    c.down(p(0, 100, 100, 1))
    expect(types(c.down(p(10, 200, 100, 2)))).toEqual(['pinchstart']) // distance 100, centre 150
    const [pinch] = c.move(p(20, 250, 100, 2)) // distance 150, centre 175
    // scale 150 / 100 = 1.5, centre moved 175 - 150 = 25 px
    expect(pinch).toMatchObject({ type: 'pinch', scale: 1.5, dx: 25, dy: 0 })
  })

  it('a second finger ends a pan without a swipe and never taps', () => {
    const c = new GestureClassifier()
    c.down(p(0, 0, 0, 1))
    c.move(p(10, 40, 0, 1))
    expect(types(c.down(p(20, 100, 0, 2)))).toEqual(['panend', 'pinchstart'])
    expect(types(c.up(p(30, 100, 0, 2)))).toEqual(['pinchend', 'panstart'])
    expect(types(c.move(p(40, 42, 0, 1)))).toEqual(['pan'])
    expect(types(c.up(p(400, 42, 0, 1)))).toEqual(['panend'])
  })

  it('ignores a third finger and cancels cleanly', () => {
    const c = new GestureClassifier()
    c.down(p(0, 0, 0, 1))
    c.down(p(0, 10, 0, 2))
    expect(c.down(p(0, 20, 0, 3))).toEqual([])
    expect(types(c.cancel(1))).toEqual(['pinchend'])
    expect(types(stroke(c, [p(500, 0, 0), p(550, 0, 0)]))).toEqual(['tap'])
  })
})
