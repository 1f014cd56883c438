import fc from 'fast-check'
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { SELECTION_LEVELS } from './alt'
import { makeHydraData } from './fixtures'
import { resolveSelection } from './resolveSpecial'
import { isAvailablePath } from './selectionIndex'
import { navSearch } from './selectionHistory'
import { formatQuery } from './queryString'
import {
  isCanonicalSelection,
  readSelectionQuery,
  SELECTION_KEYS,
  selectionQuery,
} from './selectionQuery'
import { type SelectionEvent, selectionMachine } from './selectionMachine'
import type { Status } from './types'

const token = fc.oneof(
  fc.constantFrom('first' as const, 'last' as const, 'current' as const),
  fc.integer({ min: 1, max: 33 }),
)

// Small random catalogues: up to three buildings, random statuses, some sold out entirely.
const hydra = fc
  .record({
    codes: fc.subarray([11, 12, 21, 31, 32], { minLength: 0, maxLength: 3 }),
    sections: fc.integer({ min: 1, max: 2 }),
    floors: fc.integer({ min: 1, max: 3 }),
    flats: fc.integer({ min: 1, max: 3 }),
    statuses: fc.array(fc.constantFrom<Status>(0, 0, 1, 2, 3), { minLength: 54, maxLength: 54 }),
  })
  .map(({ codes, sections, floors, flats, statuses }) => {
    const layout = Object.fromEntries(codes.map((c) => [c, { sections, floors, flats }]))
    const probe = makeHydraData({ layout })
    const status: Record<string, Status> = {}
    Object.keys(probe.apartments).forEach((alt, i) => {
      status[alt] = statuses[i % statuses.length] ?? 1
    })
    return makeHydraData({ layout, status })
  })

const queryValue = fc.oneof(
  token.map(String),
  fc.constantFrom('', '0', '-1', '1.5', 'abc', '011', '%', 'first '),
  fc.string({ maxLength: 4 }),
)

const query = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .tuple(
      fc.option(queryValue, { nil: undefined }),
      fc.option(queryValue, { nil: undefined }),
      fc.option(queryValue, { nil: undefined }),
      fc.option(queryValue, { nil: undefined }),
      fc.boolean(),
    )
    .map(([b, s, f, n, extra]) => {
      const entries: [string, string][] = []
      ;[b, s, f, n].forEach((v, i) => {
        if (v !== undefined) entries.push([SELECTION_KEYS[i] ?? '', v])
      })
      if (extra) entries.push(['sort', 'price'])
      return formatQuery(entries)
    }),
)

const event: fc.Arbitrary<SelectionEvent> = fc.oneof(
  token.map((building) => ({ type: 'building.select' as const, building })),
  token.map((section) => ({ type: 'section.select' as const, section })),
  token.map((floor) => ({ type: 'floor.select' as const, floor })),
  token.map((flat) => ({ type: 'flat.select' as const, flat })),
  fc
    .array(fc.integer({ min: 1, max: 33 }), { minLength: 0, maxLength: 5 })
    .map((parts) => ({ type: 'alt.select' as const, alt: parts.join('-') })),
  fc.constant({ type: 'level.back' as const }),
  query.map((q) => ({ type: 'query.sync' as const, query: q })),
  hydra.map((data) => ({ type: 'data.load' as const, data })),
)

describe('selection machine properties', () => {
  it('any start and any events end at a valid level whose query parses back to it', () => {
    fc.assert(
      fc.property(
        query,
        fc.option(hydra, { nil: undefined }),
        fc.array(event, { maxLength: 25 }),
        (initial, data, events) => {
          // The browser URL as a history adapter would keep it.
          let url = initial
          const actor = createActor(selectionMachine, { input: { query: initial, data } })
          actor.on('nav.write', (e) => {
            url = navSearch(url, e.query)
          })
          actor.start()
          for (const e of [...events, { type: 'level.back' } as const]) {
            if (e.type === 'query.sync') url = e.query
            actor.send(e)
            const snapshot = actor.getSnapshot()
            const { context } = snapshot
            expect(context.level).toBe(SELECTION_LEVELS[context.path.length])
            expect(context.query).toBe(selectionQuery(context.path))
            expect(context.nav.query).toBe(context.query)
            if (context.index === null) {
              expect(snapshot.value).toBe('waiting')
              expect(context.path).toEqual([])
              continue
            }
            expect(snapshot.value).toEqual({ ready: context.level })
            expect(isAvailablePath(context.index, context.path)).toBe(true)
            const again = resolveSelection(readSelectionQuery(context.query), context.index, [])
            expect(again).toEqual({ path: context.path, complete: true })
            // The URL the adapter holds always says exactly what the machine shows.
            expect(isCanonicalSelection(url, context.path)).toBe(true)
          }
          actor.stop()
        },
      ),
      { numRuns: 300 },
    )
  })
})
