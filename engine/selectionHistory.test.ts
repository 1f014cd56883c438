import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { HistoryAdapter } from './adapters'
import { makeHydraData } from './fixtures'
import { bindSelectionHistory, navSearch } from './selectionHistory'
import { selectionMachine } from './selectionMachine'

/** A history that records calls, as window.history would receive them. */
function fakeHistory(initial: string) {
  const calls: [string, string][] = []
  let search = initial
  const history: HistoryAdapter = {
    search: () => search,
    push(next) {
      calls.push(['push', next])
      search = next
    },
    replace(next) {
      calls.push(['replace', next])
      search = next
    },
  }
  return { history, calls }
}

describe('navSearch', () => {
  it.each([
    ['sort=price&building=11', 'building=21&section=1', 'sort=price&building=21&section=1'],
    ['building=11&section=1&view=floor', '', 'view=floor'],
    ['', 'building=11', 'building=11'],
  ])('%j + %j -> %j', (current, selection, expected) => {
    expect(navSearch(current, selection)).toBe(expected)
  })
})

describe('bindSelectionHistory', () => {
  it('writes the first correction, pushes selections and replaces decreases', () => {
    const { history, calls } = fakeHistory('?rooms=2&building=first')
    const actor = createActor(selectionMachine, {
      input: { query: history.search(), data: makeHydraData() },
    })
    const unbind = bindSelectionHistory(actor, history)
    actor.start()
    actor.send({ type: 'section.select', section: 2 })
    actor.send({ type: 'level.back' })
    unbind()
    actor.send({ type: 'building.select', building: 21 })
    expect(calls).toEqual([
      ['replace', 'rooms=2&building=11'],
      ['push', 'rooms=2&building=11&section=2'],
      ['replace', 'rooms=2&building=11'],
    ])
  })
})
