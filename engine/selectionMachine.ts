// The plans selection machine: waiting for data, then ready at one of five levels.
// Every transition leaves `context.nav` (query + push/replace/none) and emits `nav.write` to act on.

import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import type { SelectionLevel } from './alt'
import type { SelectionToken } from './selectionQuery'
import {
  goBack,
  initialSelection,
  loadData,
  type SelectionInput,
  type SelectionState,
  selectAlt,
  selectAt,
  syncQuery,
} from './selectionTransitions'
import type { Alt, HydraData } from './types'

export type SelectionEvent =
  | { type: 'building.select'; building: SelectionToken }
  | { type: 'section.select'; section: SelectionToken }
  | { type: 'floor.select'; floor: SelectionToken }
  | { type: 'flat.select'; flat: SelectionToken }
  /** Jump to any depth at once: a search row, a favourite. */
  | { type: 'alt.select'; alt: Alt }
  | { type: 'level.back' }
  /** The URL changed outside the machine: first load, back or forward. */
  | { type: 'query.sync'; query: string }
  | { type: 'data.load'; data: HydraData }

/** Emitted only when the URL must change; `query` holds the selection parameters alone. */
export interface NavWriteEvent {
  type: 'nav.write'
  query: string
  mode: 'push' | 'replace'
}

const atLevel = (level: SelectionLevel) => ({ type: 'atLevel', params: { level } }) as const

export const selectionMachine = setup({
  types: {
    context: {} as SelectionState,
    events: {} as SelectionEvent,
    input: {} as SelectionInput | undefined,
    emitted: {} as NavWriteEvent,
  },
  actions: {
    select: assign(({ context, event }) => {
      assertEvent(event, [
        'building.select',
        'section.select',
        'floor.select',
        'flat.select',
        'alt.select',
      ])
      switch (event.type) {
        case 'building.select':
          return selectAt(context, 1, event.building)
        case 'section.select':
          return selectAt(context, 2, event.section)
        case 'floor.select':
          return selectAt(context, 3, event.floor)
        case 'flat.select':
          return selectAt(context, 4, event.flat)
        case 'alt.select':
          return selectAlt(context, event.alt)
      }
    }),
    back: assign(({ context }) => goBack(context)),
    sync: assign(({ context, event }) => {
      assertEvent(event, 'query.sync')
      return syncQuery(context, event.query)
    }),
    load: assign(({ context, event }) => {
      assertEvent(event, 'data.load')
      return loadData(context, event.data)
    }),
    announce: enqueueActions(({ context, enqueue }) => {
      const { query, mode } = context.nav
      if (mode !== 'none') enqueue.emit({ type: 'nav.write', query, mode })
    }),
  },
  guards: {
    hasData: ({ context }) => context.index !== null,
    atLevel: ({ context }, params: { level: SelectionLevel }) => context.level === params.level,
  },
}).createMachine({
  id: 'selection',
  context: ({ input }) => initialSelection(input),
  initial: 'waiting',
  states: {
    // Selections need data to be checked against; only the URL is remembered meanwhile.
    waiting: {
      always: { guard: 'hasData', target: 'ready', actions: 'announce' },
      on: {
        'query.sync': { actions: 'sync' },
        'data.load': { target: 'ready', actions: ['load', 'announce'] },
      },
    },
    ready: {
      initial: 'routing',
      on: {
        'building.select': { target: '.routing', actions: ['select', 'announce'] },
        'section.select': { target: '.routing', actions: ['select', 'announce'] },
        'floor.select': { target: '.routing', actions: ['select', 'announce'] },
        'flat.select': { target: '.routing', actions: ['select', 'announce'] },
        'alt.select': { target: '.routing', actions: ['select', 'announce'] },
        'level.back': { target: '.routing', actions: ['back', 'announce'] },
        'query.sync': { target: '.routing', actions: ['sync', 'announce'] },
        'data.load': { target: '.routing', actions: ['load', 'announce'] },
      },
      states: {
        // Transient: the level state always mirrors context.level.
        routing: {
          always: [
            { guard: atLevel('flat'), target: 'flat' },
            { guard: atLevel('floor'), target: 'floor' },
            { guard: atLevel('section'), target: 'section' },
            { guard: atLevel('building'), target: 'building' },
            { target: 'empty' },
          ],
        },
        empty: {},
        building: {},
        section: {},
        floor: {},
        flat: {},
      },
    },
  },
})
