// The price history on both engines (Postgres when DATABASE_URL is set): the seed gives every flat
// its first row, each applied change adds one with the state it replaced, a refused batch adds
// none, and a database migrated from before the table starts from its current prices.

import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { type KhvoyaDatabase, openDatabase } from '.'
import { fixtureCatalogue } from './catalogueFixture'
import { POSTGRES_URL, type TestLocation, testLocation } from './testDatabase'

describe.each([
  ['sqlite' as const, false],
  ['postgres' as const, !POSTGRES_URL],
])('price history on %s', (engine, skip) => {
  let where: TestLocation
  let db: KhvoyaDatabase | undefined
  const open = async (now?: Date) => {
    db = await openDatabase(where.location, { catalogue: fixtureCatalogue(), ...(now && { now }) })
    return db
  }
  afterEach(async () => {
    await db?.close()
    db = undefined
    await where?.drop()
  })

  it.skipIf(skip)('starts each seeded flat with its seed price and no change', async () => {
    where = await testLocation(engine)
    const { priceHistory, live } = await open(new Date('2026-11-20T08:00:00Z'))
    const flat = (await live.rows()).find((f) => f.alt === '11-1-2-1')!
    expect(await priceHistory.forFlat('11-1-2-1')).toEqual([
      {
        version: await live.version(),
        at: '2026-11-20T08:00:00.000Z',
        status: flat.status,
        price: flat.price,
        before: null,
      },
    ])
    expect(await priceHistory.forFlat('99-9-9-9')).toEqual([])
  })

  it.skipIf(skip)('records every applied change with the state it replaced', async () => {
    where = await testLocation(engine)
    const { priceHistory, live } = await open()
    const seeded = (await live.rows()).find((f) => f.alt === '11-1-2-1')!
    const v1 = await live.apply(
      [{ alt: '11-1-2-1', status: 1, price: 40_000_000 }],
      new Date('2026-11-21T10:00:00Z'),
    )
    const v2 = await live.apply(
      [
        { alt: '11-1-2-1', status: 2, price: 38_500_000 },
        { alt: '11-1-2-2', status: 1, price: 41_000_000 },
      ],
      new Date('2026-11-22T10:00:00Z'),
    )
    const history = await priceHistory.forFlat('11-1-2-1')
    expect(history.slice(1)).toEqual([
      {
        version: v1,
        at: '2026-11-21T10:00:00.000Z',
        status: 1,
        price: 40_000_000,
        before: { status: seeded.status, price: seeded.price },
      },
      {
        version: v2,
        at: '2026-11-22T10:00:00.000Z',
        status: 2,
        price: 38_500_000,
        before: { status: 1, price: 40_000_000 },
      },
    ])
    expect(await priceHistory.forFlat('11-1-2-2')).toHaveLength(2)
  })

  it.skipIf(skip)('adds nothing when a batch is refused', async () => {
    where = await testLocation(engine)
    const { priceHistory, live } = await open()
    await expect(
      live.apply([
        { alt: '11-1-2-2', status: 1, price: 50_000_000 },
        { alt: '99-9-9-9', status: 1, price: 1 },
      ]),
    ).rejects.toThrow('Unknown flat 99-9-9-9')
    expect(await priceHistory.forFlat('11-1-2-2')).toHaveLength(1)
  })

  it.skipIf(skip)(
    'gives a database from before the table one row per flat at its current price',
    async () => {
      where = await testLocation(engine)
      const first = await open()
      await first.live.apply(
        [{ alt: '21-1-1-1', status: 1, price: 33_000_000 }],
        new Date('2026-11-23T12:00:00Z'),
      )
      // Back to the schema of the previous build: no table, the migration not yet applied.
      await sql`drop table price_history`.execute(first.kysely)
      await first.kysely
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '2026_11_26_001_price_history' as never)
        .execute()
      await first.close()

      const second = await open()
      expect(await second.priceHistory.forFlat('21-1-1-1')).toEqual([
        {
          version: await second.live.version(),
          at: '2026-11-23T12:00:00.000Z',
          status: 1,
          price: 33_000_000,
          before: null,
        },
      ])
      expect(await second.priceHistory.forFlat('31-1-1-1')).toHaveLength(1)
    },
  )
})
