import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FlatPriceHistory } from '../../engine/priceHistory'
import type { HydraData } from '../../engine/types'
import { openTestApi, type TestApi } from '../api/testApi'
import { HELP, importPrices } from './import-prices'
import { isZeroOrBelow, parsePrice, parseStatus, planPriceImport } from './priceImport'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

let api: TestApi
beforeEach(async () => {
  api = await openTestApi()
})
afterEach(async () => {
  await api.close()
})

function priceFile(text: string): string {
  const file = path.join(api.dir, `prices-${Math.random().toString(36).slice(2)}.csv`)
  fs.writeFileSync(file, text)
  return file
}

async function run(...argv: string[]) {
  const io = captureIo(api.config)
  const code = await runTool(HELP, importPrices, argv, io)
  return { code, out: io.out.join(''), err: io.err.join('') }
}

const hydra = async (etag?: string) =>
  api.app.request('/api/hydra/data', { headers: etag ? { 'If-None-Match': etag } : {} })

describe('price list parsing', () => {
  it.each([
    ['30400000', 30_400_000],
    ['30 400 000', 30_400_000],
    ['30\u00a0400\u00a0000', 30_400_000],
    ['30 400 000,00', 30_400_000],
    ['30 400 000 ₽', 30_400_000],
    ['30 400 000 руб.', 30_400_000],
    ['30 400 000,50', null],
    ['-5', null],
    ['0', null],
    ['3e7', null],
    ['2 000 000 001', null],
  ])('price %j -> %s', (cell, value) => {
    expect(parsePrice(cell)).toBe(value)
  })

  it.each([
    ['0', true],
    ['0,00', true],
    ['-5', true],
    ['\u22125 000 000 ₽', true], // Excel's minus sign
    ['5', false],
    ['cheap', false],
    ['', false],
  ])('price %j is zero or below: %s', (cell, expected) => {
    expect(isZeroOrBelow(cell)).toBe(expected)
  })

  it.each([
    ['0', 0],
    ['3', 3],
    ['On sale', 1],
    ['в продаже', 1],
    ['Бронь', 2],
    ['booked', 2],
    ['зарезервирована', 3],
    ['reserved', 3],
    ['sold', 0],
    ['Продана', 0],
    ['4', null],
    ['maybe', null],
  ])('status %j -> %s', (cell, value) => {
    expect(parseStatus(cell)).toBe(value)
  })
})

describe('import-prices', () => {
  it('applies a good list in one transaction and /api/hydra/data shows it with a new ETag', async () => {
    const before = await hydra()
    const etag = before.headers.get('etag')!
    const file = priceFile(
      [
        'building;number;status;price;rooms',
        'А1;1;в продаже;31 000 000;2', // 11-1-1-1, tr_n 1: not on sale -> on sale
        'A1;2;reserved;;1', // 11-1-1-2: booked -> reserved, price kept
        '"21";3;1;25 500 000;0', // 21-1-1-3
      ].join('\r\n'),
    )
    const result = await run(file)
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    expect(result.out).toContain('Ignored columns: rooms')
    expect(result.out).toMatch(/Applied 3 change\(s\) in one transaction/)

    const after = await hydra(etag)
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    const data = (await after.json()) as HydraData
    expect(data.apartments['11-1-1-1']).toMatchObject({ st: 1, tc: 31_000_000 })
    expect(data.apartments['11-1-1-2']?.st).toBe(3)
    expect(data.apartments['21-1-1-3']?.tc).toBe(25_500_000)
  })

  it('changes nothing when any row is rejected, and names every bad row', async () => {
    const before = await api.db.live.rows()
    const etag = (await hydra()).headers.get('etag')!
    const file = priceFile(
      [
        'alt,status,price',
        '11-1-1-1,1,31000000', // fine on its own
        '99-1-1-1,1,1000000', // line 3: unknown flat
        '11-1-2-1,maybe,1000000', // line 4: bad status
        '11-1-2-2,1,cheap', // line 5: bad price
        '11-1-1-1,2,', // line 6: duplicate
        '11-1-3-1,,', // line 7: nothing to change
      ].join('\n'),
    )
    const result = await run(file)
    expect(result.code).toBe(1)
    expect(result.err).toContain('5 row(s) rejected, nothing was applied')
    for (const line of [3, 4, 5, 6, 7]) expect(result.err).toContain(`line ${line}:`)
    expect(result.err).not.toContain('line 2:')
    expect(await api.db.live.rows()).toEqual(before)
    expect((await hydra(etag)).status).toBe(304)
  })

  it('refuses a price of zero or below, naming the row and the flat, and applies nothing', async () => {
    const before = await api.db.live.rows()
    const file = priceFile(
      ['alt;price', '11-1-2-1;35 000 000', '11-1-2-2;0', '11-1-3-1;-1 000 000'].join('\n'),
    )
    const result = await run(file)
    expect(result.code).toBe(1)
    expect(result.err).toContain('2 row(s) rejected, nothing was applied')
    expect(result.err).toContain('line 3: price "0" for flat 11-1-2-2 is zero or below')
    expect(result.err).toContain('line 4: price "-1 000 000" for flat 11-1-3-1 is zero or below')
    expect(await api.db.live.rows()).toEqual(before)
    // The good row on line 2 left no trace in the history either.
    expect(await api.db.priceHistory.forFlat('11-1-2-1')).toHaveLength(1)
  })

  it('keeps each applied price in the history the flat page reads', async () => {
    const url = '/api/flats/11-1-2-1/price-history'
    const seeded = (await (await api.app.request(url)).json()) as FlatPriceHistory
    expect(seeded.changes).toEqual([])

    expect((await run(priceFile(`alt;price\n11-1-2-1;${seeded.price + 1_000_000}\n`))).code).toBe(0)
    // Booking the one flat a list names takes every flat it names off sale: confirmed.
    expect((await run(priceFile('alt;status\n11-1-2-1;booked\n'), '--confirm')).code).toBe(0)
    expect((await run(priceFile('alt;price\n11-1-2-1;29 900 000\n'))).code).toBe(0)

    const history = (await (await api.app.request(url)).json()) as FlatPriceHistory
    expect(history.status).toBe(2)
    expect(history.price).toBe(29_900_000)
    // Two price changes; the booking between them changed the status only.
    expect(history.changes.map((c) => [c.from, c.to])).toEqual([
      [seeded.price, seeded.price + 1_000_000],
      [seeded.price + 1_000_000, 29_900_000],
    ])
    expect(history.since).toBe(history.changes[1]?.at)
  })

  it.each([
    ['', 'the file is empty'],
    ['price,comment\n31000000,x\n', 'needs an "alt" column'],
    ['alt,comment\n11-1-1-1,x\n', 'needs a "status" or a "price" column'],
    ['alt,price\n11-1-1-1,"31000000\n', 'never closed'],
  ])('refuses a malformed file (%j) with exit code 2', async (text, message) => {
    const before = await api.db.live.rows()
    const result = await run(priceFile(text))
    expect(result.code).toBe(2)
    expect(result.err).toContain(message)
    expect(result.err).toContain('Nothing was applied')
    expect(await api.db.live.rows()).toEqual(before)
  })

  it('checks without writing on --dry-run', async () => {
    const before = await api.db.live.rows()
    const result = await run(priceFile('alt;price\n11-1-2-1;99 000 000\n'), '--dry-run')
    expect(result.code).toBe(0)
    expect(result.out).toContain('Dry run: 1 change(s) would be applied')
    expect(result.out).toContain('11-1-2-1')
    expect(await api.db.live.rows()).toEqual(before)
  })

  it('prints every change in words, before and after', async () => {
    const file = priceFile(
      ['alt;status;price', '11-1-1-1;1;31 000 000', '11-1-2-1;2;', '11-1-2-2;;20 000 000'].join(
        '\n',
      ),
    )
    const result = await run(file, '--dry-run')
    expect(result.code).toBe(0)
    const [a, b, c] = await Promise.all(
      ['11-1-1-1', '11-1-2-1', '11-1-2-2'].map(async (alt) =>
        (await api.db.live.rows()).find((f) => f.alt === alt),
      ),
    )
    const rub = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    expect(result.out).toContain(
      `line 2: А1 No 1 (11-1-1-1): status not on sale (0, shown as a dash) -> on sale (1), back on sale; price ${rub(a!.price)} -> 31 000 000 RUB`,
    )
    expect(result.out).toContain(
      `line 3: А1 No 3 (11-1-2-1): status on sale (1) -> booked (2), off sale; price ${rub(b!.price)} RUB, unchanged`,
    )
    expect(result.out).toContain(
      `line 4: А1 No 4 (11-1-2-2): status on sale (1), unchanged; price ${rub(c!.price)} -> 20 000 000 RUB`,
    )
  })

  describe('a list that takes many flats off sale', () => {
    // Ten flats on sale typed "0" by someone who read 0 as on sale.
    const tenOff = () =>
      priceFile(
        [
          'alt;status',
          ...['11-1-2-1', '11-1-2-2', '11-1-3-1', '11-1-3-2', '11-2-1-1', '11-2-1-2']
            .concat(['11-2-2-1', '11-2-2-2', '11-2-3-1', '11-2-3-2'])
            .map((alt) => `${alt};0`),
        ].join('\n'),
      )

    it('is refused without --confirm, saying how many and why, on a dry run too', async () => {
      const before = await api.db.live.rows()
      const onSale = before.filter((f) => f.status === 1).length
      for (const argv of [[], ['--dry-run']]) {
        const result = await run(tenOff(), ...argv)
        expect(result.code).toBe(1)
        expect(result.err).toContain('Refused, nothing was applied: ')
        expect(result.err).toContain('would take 10 flat(s) off sale')
        expect(result.err).toContain(`more than a fifth of the ${onSale} flat(s) on sale now`)
        expect(result.err).toContain('every flat the list names (10 of 10)')
        expect(result.err).toContain('if they are meant, run again with --confirm')
        expect(result.out.match(/-> not on sale \(0, shown as a dash\), off sale/g)).toHaveLength(
          10,
        )
      }
      expect(await api.db.live.rows()).toEqual(before)
    })

    it('is applied with --confirm', async () => {
      const result = await run(tenOff(), '--confirm')
      expect(result.err).toBe('')
      expect(result.code).toBe(0)
      expect(result.out).toContain('Confirmed: 10 flat(s) go off sale.')
      const flat = (await api.db.live.rows()).find((f) => f.alt === '11-2-3-2')
      expect(flat?.status).toBe(0)
    })
  })

  it.each([
    [[], 2, 'exactly one CSV file'],
    [['a.csv', 'b.csv'], 2, 'exactly one CSV file'],
    [['--bogus'], 2, 'Unknown option'],
    [['/no/such/file.csv'], 2, 'Cannot read'],
    [['--help'], 0, ''],
  ])('argv %j -> exit %i', async (argv, code, message) => {
    const result = await run(...argv)
    expect(result.code).toBe(code)
    expect(result.err).toContain(message)
    if (code === 0) expect(result.out).toContain('Usage: npx tsx server/cli/import-prices.ts')
  })

  it('reports a rejected row for a flat given two ways that disagree', () => {
    const flats = [
      {
        alt: '11-1-1-1',
        building: 11,
        number: 1,
        area: 76,
        status: 0 as const,
        price: 1,
        updatedAt: '',
      },
      {
        alt: '11-1-1-2',
        building: 11,
        number: 2,
        area: 60,
        status: 1 as const,
        price: 1,
        updatedAt: '',
      },
    ]
    const result = planPriceImport('alt,building,number,price\n11-1-1-1,А1,2,5\n', flats)
    expect(result.ok && result.plan.rejected).toEqual([
      { line: 2, reason: 'alt 11-1-1-1 and building/number (11-1-1-2) name different flats' },
    ])
  })
})
