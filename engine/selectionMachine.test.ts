import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { makeHydraData, withStatuses } from './fixtures'
import { type NavWriteEvent, type SelectionEvent, selectionMachine } from './selectionMachine'
import type { SelectionInput } from './selectionTransitions'
import type { HydraData } from './types'

// 11: sections 1-2 x floors 1-3 x flats 1-2, floor 11-1-1 sold out; 21: 1 x 2 x 3, flat 21-1-2-1 sold.
function fixture(): HydraData {
  return makeHydraData({
    layout: {
      11: { sections: 2, floors: 3, flats: 2 },
      21: { sections: 1, floors: 2, flats: 3 },
    },
    status: { '11-1-1-1': 0, '11-1-1-2': 0, '21-1-2-1': 0 },
  })
}

function start(input?: SelectionInput, ...events: SelectionEvent[]) {
  const actor = createActor(selectionMachine, { input })
  const writes: Omit<NavWriteEvent, 'type'>[] = []
  actor.on('nav.write', ({ query, mode }) => writes.push({ query, mode }))
  actor.start()
  for (const event of events) actor.send(event)
  const context = () => actor.getSnapshot().context
  return {
    actor,
    writes,
    send: (event: SelectionEvent) => actor.send(event),
    context,
    level: () => context().level,
    value: () => actor.getSnapshot().value,
    nav: () => context().nav,
  }
}

const data = fixture()

describe('waiting for data', () => {
  it('starts waiting with the query remembered and nothing written', () => {
    const m = start({ query: '?building=11&section=2' })
    expect(m.value()).toBe('waiting')
    expect(m.level()).toBe('empty')
    expect(m.context().pending).toBe('?building=11&section=2')
    expect(m.writes).toEqual([])
  })

  it('resolves the query when data arrives, without a write when it was exact', () => {
    const m = start({ query: '?building=11&section=2' }, { type: 'data.load', data })
    expect(m.value()).toEqual({ ready: 'section' })
    expect(m.context().path).toEqual([11, 2])
    expect(m.nav()).toEqual({ query: 'building=11&section=2', mode: 'none' })
    expect(m.writes).toEqual([])
  })

  it('keeps the last query.sync that came before the data', () => {
    const m = start(
      { query: 'building=11' },
      { type: 'query.sync', query: 'building=11&section=first' },
      { type: 'data.load', data },
    )
    expect(m.context().path).toEqual([11, 1])
    expect(m.writes).toEqual([{ query: 'building=11&section=1', mode: 'replace' }])
  })

  it('ignores selections while there is nothing to check them against', () => {
    const m = start({}, { type: 'building.select', building: 11 }, { type: 'level.back' })
    expect(m.value()).toBe('waiting')
    expect(m.writes).toEqual([])
  })

  it('starts ready and writes the correction at once when data comes as input', () => {
    const m = start({ query: 'building=first&section=9', data })
    expect(m.value()).toEqual({ ready: 'building' })
    expect(m.writes).toEqual([{ query: 'building=11', mode: 'replace' }])
  })
})

describe('empty', () => {
  it('is the level of an empty query', () => {
    const m = start({ query: '', data })
    expect(m.value()).toEqual({ ready: 'empty' })
    expect(m.nav()).toEqual({ query: '', mode: 'none' })
  })

  it.each([
    [11, [11]],
    ['first', [11]],
    ['last', [21]],
  ] as const)('building.select %j pushes %j', (building, path) => {
    const m = start({ data }, { type: 'building.select', building })
    expect(m.level()).toBe('building')
    expect(m.context().path).toEqual(path)
    expect(m.writes).toEqual([{ query: `building=${path[0]}`, mode: 'push' }])
  })

  it.each([
    [{ type: 'building.select', building: 99 }],
    [{ type: 'building.select', building: 'current' }],
    [{ type: 'section.select', section: 1 }], // no building to select it in
    [{ type: 'flat.select', flat: 'first' }],
    [{ type: 'level.back' }],
    [{ type: 'alt.select', alt: 'garbage' }],
  ] as SelectionEvent[][])('%j changes nothing', (event) => {
    const m = start({ data }, event)
    expect(m.value()).toEqual({ ready: 'empty' })
    expect(m.nav().mode).toBe('none')
    expect(m.writes).toEqual([])
  })

  it('alt.select jumps straight to a flat with one push', () => {
    const m = start({ data }, { type: 'alt.select', alt: '21-1-2-3' })
    expect(m.value()).toEqual({ ready: 'flat' })
    expect(m.writes).toEqual([{ query: 'building=21&section=1&floor=2&flat=3', mode: 'push' }])
  })

  it('alt.select of a sold flat is refused', () => {
    const m = start({ data }, { type: 'alt.select', alt: '21-1-2-1' })
    expect(m.level()).toBe('empty')
    expect(m.writes).toEqual([])
  })
})

describe('building', () => {
  const at = () => start({ query: 'building=11', data })

  it('section.select first skips nothing: section 1 is on sale', () => {
    const m = at()
    m.send({ type: 'section.select', section: 'first' })
    expect(m.value()).toEqual({ ready: 'section' })
    expect(m.writes).toEqual([{ query: 'building=11&section=1', mode: 'push' }])
  })

  it('building.select of another building pushes', () => {
    const m = at()
    m.send({ type: 'building.select', building: 21 })
    expect(m.writes).toEqual([{ query: 'building=21', mode: 'push' }])
  })

  it('selecting the same building again writes nothing', () => {
    const m = at()
    m.send({ type: 'building.select', building: 'current' })
    expect(m.level()).toBe('building')
    expect(m.nav().mode).toBe('none')
    expect(m.writes).toEqual([])
  })

  it('level.back empties the selection with replace', () => {
    const m = at()
    m.send({ type: 'level.back' })
    expect(m.value()).toEqual({ ready: 'empty' })
    expect(m.writes).toEqual([{ query: '', mode: 'replace' }])
  })
})

describe('section', () => {
  const at = () => start({ query: 'building=11&section=1', data })

  it('floor.select first skips the sold-out floor 1', () => {
    const m = at()
    m.send({ type: 'floor.select', floor: 'first' })
    expect(m.context().path).toEqual([11, 1, 2])
    expect(m.value()).toEqual({ ready: 'floor' })
    expect(m.writes).toEqual([{ query: 'building=11&section=1&floor=2', mode: 'push' }])
  })

  it('floor.select of the sold-out floor is refused', () => {
    const m = at()
    m.send({ type: 'floor.select', floor: 1 })
    expect(m.level()).toBe('section')
    expect(m.writes).toEqual([])
  })

  it('level.back goes from the section to its building', () => {
    const m = at()
    m.send({ type: 'level.back' })
    expect(m.context().path).toEqual([11])
    expect(m.writes).toEqual([{ query: 'building=11', mode: 'replace' }])
  })
})

describe('floor', () => {
  const at = () => start({ query: 'building=11&section=2&floor=3', data })

  it('flat.select last pushes flat 2', () => {
    const m = at()
    m.send({ type: 'flat.select', flat: 'last' })
    expect(m.value()).toEqual({ ready: 'flat' })
    expect(m.writes).toEqual([{ query: 'building=11&section=2&floor=3&flat=2', mode: 'push' }])
  })

  it('section.select clears floor and flat below it', () => {
    const m = at()
    m.send({ type: 'section.select', section: 1 })
    expect(m.context().path).toEqual([11, 1])
  })

  it('floor.select current keeps the floor and writes nothing', () => {
    const m = at()
    m.send({ type: 'floor.select', floor: 'current' })
    expect(m.writes).toEqual([])
  })

  it('level.back clears floor and flat, keeping the section', () => {
    const m = at()
    m.send({ type: 'level.back' })
    expect(m.value()).toEqual({ ready: 'section' })
    expect(m.writes).toEqual([{ query: 'building=11&section=2', mode: 'replace' }])
  })
})

describe('flat', () => {
  const at = () => start({ query: 'building=21&section=1&floor=2&flat=3', data })

  it('flat.select of a neighbour pushes', () => {
    const m = at()
    m.send({ type: 'flat.select', flat: 2 })
    expect(m.writes).toEqual([{ query: 'building=21&section=1&floor=2&flat=2', mode: 'push' }])
  })

  it('flat.select of the sold neighbour is refused and keeps the flat', () => {
    const m = at()
    m.send({ type: 'flat.select', flat: 1 })
    expect(m.context().path).toEqual([21, 1, 2, 3])
    expect(m.writes).toEqual([])
  })

  it('level.back clears the flat only', () => {
    const m = at()
    m.send({ type: 'level.back' })
    expect(m.value()).toEqual({ ready: 'floor' })
    expect(m.writes).toEqual([{ query: 'building=21&section=1&floor=2', mode: 'replace' }])
  })

  it('three level.back steps end empty: flat -> floor -> building (one section) -> empty', () => {
    const m = at()
    m.send({ type: 'level.back' })
    m.send({ type: 'level.back' })
    m.send({ type: 'level.back' })
    expect(m.writes.map((w) => w.query)).toEqual([
      'building=21&section=1&floor=2',
      'building=21',
      '',
    ])
    expect(m.writes.every((w) => w.mode === 'replace')).toBe(true)
  })
})

describe('query.sync (load, back and forward)', () => {
  it.each([
    ['building=11&section=1&floor=2&flat=1', [11, 1, 2, 1], 'none'],
    ['building=21', [21], 'none'],
    ['building=99', [], 'replace'],
    ['building=eleven', [], 'replace'],
    ['building=11&section=1&floor=1', [11, 1], 'replace'], // sold-out floor
    ['building=21&section=1&floor=2&flat=1', [21, 1, 2], 'replace'], // sold flat
    ['building=21&section=1&floor=2&flat=7', [21, 1, 2], 'replace'], // no such flat
    ['building=11&floor=2', [11], 'replace'],
    ['building=last&section=last&floor=last&flat=last', [21, 1, 2, 3], 'replace'],
    ['building=11&building=21', [11], 'replace'],
    ['%%%&&building=11', [11], 'none'],
  ] as const)('%j -> %j with %s', (query, path, mode) => {
    const m = start({ data }, { type: 'query.sync', query })
    expect(m.context().path).toEqual(path)
    expect(m.nav().mode).toBe(mode)
    expect(m.writes).toHaveLength(mode === 'none' ? 0 : 1)
  })

  it('never pushes: back and forward must not grow the history', () => {
    const m = start({ data }, { type: 'building.select', building: 11 })
    m.send({ type: 'query.sync', query: '' })
    m.send({ type: 'query.sync', query: 'building=11' })
    expect(m.writes).toEqual([{ query: 'building=11', mode: 'push' }])
  })

  it('current resolves against the selection held before the sync', () => {
    const m = start({ query: 'building=11&section=2&floor=3', data })
    m.send({ type: 'query.sync', query: 'building=current&section=1&floor=current' })
    expect(m.context().path).toEqual([11, 1, 3])
  })
})

describe('data reload', () => {
  it('keeps a selection that is still available, writing nothing', () => {
    const m = start({ query: 'building=11&section=2&floor=3&flat=1', data })
    m.send({ type: 'data.load', data: withStatuses(data, { '11-2-3-2': 0 }) })
    expect(m.context().path).toEqual([11, 2, 3, 1])
    expect(m.context().dropped).toBeNull()
    expect(m.writes).toEqual([])
  })

  it('a flat sold while selected falls back to its floor, with replace and a notice', () => {
    const m = start({ query: 'building=11&section=2&floor=3&flat=1', data })
    m.send({ type: 'data.load', data: withStatuses(data, { '11-2-3-1': 0 }) })
    expect(m.value()).toEqual({ ready: 'floor' })
    expect(m.context().dropped).toBe('11-2-3-1')
    expect(m.writes).toEqual([{ query: 'building=11&section=2&floor=3', mode: 'replace' }])
  })

  it('the last flat of a floor sold falls back past the floor', () => {
    const m = start({ query: 'building=11&section=2&floor=3&flat=1', data })
    m.send({ type: 'data.load', data: withStatuses(data, { '11-2-3-1': 0, '11-2-3-2': 0 }) })
    expect(m.context().path).toEqual([11, 2])
  })

  it('the notice is cleared by the next transition', () => {
    const m = start({ query: 'building=11&section=2&floor=3&flat=1', data })
    m.send({ type: 'data.load', data: withStatuses(data, { '11-2-3-1': 0 }) })
    m.send({ type: 'flat.select', flat: 2 })
    expect(m.context().dropped).toBeNull()
  })

  it('an empty catalogue leaves an empty selection, never a crash', () => {
    const m = start({ query: 'building=11', data })
    m.send({ type: 'data.load', data: makeHydraData({ layout: {} }) })
    expect(m.value()).toEqual({ ready: 'empty' })
    m.send({ type: 'building.select', building: 'first' })
    expect(m.level()).toBe('empty')
  })
})

describe('broken data', () => {
  it('a data answer without collections is an empty catalogue, never a crash', () => {
    const broken = { apartments: { '11-1-1-1': null } } as unknown as HydraData
    const m = start({ query: 'building=11' }, { type: 'data.load', data: broken })
    expect(m.value()).toEqual({ ready: 'empty' })
    expect(m.writes).toEqual([{ query: '', mode: 'replace' }])
  })
})

describe('a building of one section', () => {
  it('section.select stays on the building screen, which already offers the floors', () => {
    const m = start({ query: 'building=21', data }, { type: 'section.select', section: 'first' })
    expect(m.value()).toEqual({ ready: 'building' })
    expect(m.writes).toEqual([])
  })

  it('a URL naming its section is rewritten to the building', () => {
    const m = start({ query: 'building=21&section=1', data })
    expect(m.context().path).toEqual([21])
  })

  it('a floor is chosen straight from the building', () => {
    const m = start({ query: 'building=21', data }, { type: 'alt.select', alt: '21-1-2' })
    expect(m.value()).toEqual({ ready: 'floor' })
  })
})
