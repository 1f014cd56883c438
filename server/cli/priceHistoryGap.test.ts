// The price import refuses a change that would leave a gap in a flat's price history (its last
// recorded state is not the live catalogue's), naming the row, and applies nothing at all.

import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import { HELP, importPrices } from './import-prices'
import { historyGaps, type PricePlan } from './priceImport'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

let api: TestApi
beforeEach(async () => {
  api = await openTestApi()
})
afterEach(async () => {
  await api.close()
})

async function run(lines: string[]) {
  const file = path.join(api.dir, `prices-${Math.random().toString(36).slice(2)}.csv`)
  fs.writeFileSync(file, lines.join('\n'))
  const io = captureIo(api.config)
  const code = await runTool(HELP, importPrices, [file], io)
  return { code, out: io.out.join(''), err: io.err.join('') }
}

const change = (line: number, alt: string, price: number, before: number) => ({
  line,
  alt,
  status: 1 as const,
  price,
  before: { status: 1 as const, price: before },
})

describe('historyGaps', () => {
  const plan = (changes: PricePlan['changes']): PricePlan => ({
    changes,
    unchanged: 0,
    rejected: [],
    ignoredColumns: [],
  })

  it('passes a change that starts where the history ends, and a flat with no history yet', () => {
    const last = new Map([['11-1-1-1', { status: 1 as const, price: 30_000_000 }]])
    expect(
      historyGaps(
        plan([change(2, '11-1-1-1', 31_000_000, 30_000_000), change(3, '11-1-1-2', 5, 4)]),
        last,
      ),
    ).toEqual([])
  })

  it('names the row and the flat whose history ends at another price or status', () => {
    const last = new Map([
      ['11-1-1-1', { status: 1 as const, price: 29_000_000 }],
      ['11-1-1-2', { status: 2 as const, price: 40_000_000 }],
    ])
    const gaps = historyGaps(
      plan([
        change(2, '11-1-1-1', 31_000_000, 30_000_000),
        change(5, '11-1-1-2', 41_000_000, 40_000_000),
      ]),
      last,
    )
    expect(gaps.map((g) => g.line)).toEqual([2, 5])
    expect(gaps[0]?.reason).toContain('flat 11-1-1-1 has a gap: it ends at price 29000000')
    expect(gaps[1]?.reason).toContain('status booked (2) but the catalogue has on sale (1)')
  })
})

describe('import-prices and the history', () => {
  it('refuses a list touching a flat whose price was changed outside the import, applying nothing', async () => {
    // A hand edit of the live table: the price moves, the history does not hear of it.
    await api.db.kysely
      .updateTable('catalogue_live')
      .set({ price: 33_333_000 })
      .where('alt', '=', '11-1-2-2')
      .execute()
    const before = await api.db.live.rows()
    const historyBefore = await api.db.priceHistory.forFlat('11-1-2-1')
    const result = await run(['alt;price', '11-1-2-1;35 000 000', '11-1-2-2;36 000 000'])
    expect(result.code).toBe(1)
    expect(result.err).toContain('1 row(s) rejected, nothing was applied')
    expect(result.err).toMatch(/line 3: the price history of flat 11-1-2-2 has a gap/)
    expect(result.err).not.toContain('line 2:')
    expect(await api.db.live.rows()).toEqual(before)
    expect(await api.db.priceHistory.forFlat('11-1-2-1')).toEqual(historyBefore)
  })

  it('applies a list whose flats continue their history, and the next list continues it again', async () => {
    expect((await run(['alt;price', '11-1-2-1;35 000 000'])).code).toBe(0)
    expect((await run(['alt;price', '11-1-2-1;34 000 000'])).code).toBe(0)
    const last = await api.db.priceHistory.lastRecorded()
    expect(last.get('11-1-2-1')).toEqual({ status: expect.any(Number), price: 34_000_000 })
  })
})
