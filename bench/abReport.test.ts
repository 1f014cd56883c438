import { describe, expect, it } from 'vitest'
import { type AbMeta, ratio, renderAbReport } from './abReport'
import type { TraceSummary } from './traceSummary'

const run = (over: Partial<TraceSummary> = {}): TraceSummary => ({
  total: 400,
  blocked: 0,
  script: 250,
  styleLayout: 60,
  longest: 90,
  tasks: 30,
  byKind: new Map(),
  list: [],
  ...over,
})

const meta: AbMeta = {
  a: 'b0e7e78',
  b: 'today',
  runs: 3,
  profile: 'phone 390x844, 4x CPU',
  loadBefore: [2, 1.5, 1],
  loadAfter: [2.5, 1.75, 1.125],
  date: '2026-11-28',
}

describe('ratio', () => {
  it.each([
    [400, 200, '0.50x'],
    [300, 330, '1.10x'],
    [0, 10, '–'],
  ])('%d ms to %d ms reads %s', (a, b, text) => expect(ratio(a, b)).toBe(text))
})

describe('renderAbReport', () => {
  it('gives each page the medians of both sides and B over A', () => {
    const text = renderAbReport(meta, [
      {
        name: 'master plan',
        path: '/plans',
        // medians: A 400 (of 300, 400, 500), B 200 (of 100, 200, 900); 200 / 400 = 0.50x
        a: [run({ total: 300 }), run({ total: 500 }), run()],
        b: [run({ total: 100 }), run({ total: 900 }), run({ total: 200 })],
      },
    ])
    expect(text).toContain('| master plan `/plans` | 400 → 200 (0.50x)')
    expect(text).toContain('**0.50x**')
    expect(text).toContain('2.00 / 1.50 / 1.00 before, 2.50 / 1.75 / 1.13 after')
  })

  it('leaves a run that had not hydrated out of the medians, and says so', () => {
    const text = renderAbReport(meta, [
      {
        name: 'search',
        path: '/plans/plans-search',
        // A: 200 (did not hydrate) is left out, the median of 2000 and 2400 is 2200
        a: [run({ total: 2000 }), run({ total: 200, hydrated: false }), run({ total: 2400 })],
        b: [run({ total: 1100 })],
      },
    ])
    expect(text).toContain('2200 → 1100 (0.50x)')
    expect(text).toContain('| 2/3, 1/1 |')
  })
})
