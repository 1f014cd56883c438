// The repository contract, run on SQLite always and on Postgres when DATABASE_URL is set.
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueSeedVersion, type KhvoyaDatabase, type NewLead, openDatabase } from '.'
import { mediaSeed } from '../media/mediaSeed'
import { fixtureCatalogue } from './catalogueFixture'
import { POSTGRES_URL, type TestLocation, testLocation } from './testDatabase'

const lead = (key: string, patch: Partial<NewLead> = {}): NewLead => ({
  kind: 'callback',
  name: 'Тест Тестов',
  phone: '+79000000000',
  locale: 'ru',
  page: '/',
  flats: ['11-1-1-1'],
  idempotencyKey: `db-test-key-${key}`,
  ipHash: 'test',
  ...patch,
})

describe.each([
  ['sqlite' as const, false],
  ['postgres' as const, !POSTGRES_URL],
])('database on %s', (engine, skip) => {
  let where: TestLocation
  let db: KhvoyaDatabase | undefined
  const open = async (catalogue = fixtureCatalogue()) => {
    db = await openDatabase(where.location, { catalogue })
    return db
  }
  afterEach(async () => {
    await db?.close()
    db = undefined
    await where?.drop()
  })

  it.skipIf(skip)(
    'migrates and seeds a fresh database, and opening again changes nothing',
    async () => {
      where = await testLocation(engine)
      const first = await open()
      expect(first.dialect).toBe(engine)
      const flats = await first.live.rows()
      expect(flats).toHaveLength(22)
      expect(flats.find((f) => f.alt === '11-1-1-2')).toMatchObject({
        building: 11,
        number: 2,
        status: 2,
      })
      expect(await first.meta.get('catalogue_seed')).toBe(
        catalogueSeedVersion(fixtureCatalogue().apartments),
      )
      expect(await first.meta.get('media_seed')).toBe(mediaSeed().version)
      const version = await first.live.version()
      const salt = first.ipSalt
      await first.close()

      const second = await open()
      expect(await second.live.version()).toBe(version)
      expect(second.ipSalt).toBe(salt)
      expect(await second.live.rows()).toEqual(flats)
    },
  )

  it.skipIf(skip)(
    'keeps imported prices when a new catalogue seed arrives, adding only new flats',
    async () => {
      where = await testLocation(engine)
      const catalogue = fixtureCatalogue()
      const first = await open(catalogue)
      await first.live.apply([{ alt: '11-1-1-1', status: 3, price: 12_345_678 }])
      await first.close()

      const grown = fixtureCatalogue()
      grown.apartments.push({ ...grown.apartments[0]!, alt: '11-9-9-9', tr_n: 99 })
      const second = await open(grown)
      const rows = await second.live.rows()
      expect(rows).toHaveLength(23)
      expect(rows.find((f) => f.alt === '11-1-1-1')).toMatchObject({ status: 3, price: 12_345_678 })
    },
  )

  it.skipIf(skip)('bumps the live version with every write, atomically', async () => {
    where = await testLocation(engine)
    const store = (await open()).live
    const v0 = await store.version()
    const v1 = await store.apply([{ alt: '11-1-2-1', status: 2, price: 40_000_000 }])
    expect(v1).toBe(v0 + 1)
    await expect(
      store.apply([
        { alt: '11-1-2-2', status: 0, price: 1 },
        { alt: '99-9-9-9', status: 1, price: 1 },
      ]),
    ).rejects.toThrow('Unknown flat 99-9-9-9')
    expect(await store.version()).toBe(v1)
    expect((await store.rows()).find((f) => f.alt === '11-1-2-2')?.status).toBe(1)
    const snapshot = await store.snapshot()
    expect(snapshot.version).toBe(v1)
    expect(snapshot.flats.get('11-1-2-1')).toEqual({ st: 2, tc: 40_000_000 })
  })

  it.skipIf(skip)('stores a lead once per idempotency key, with its outbox rows', async () => {
    where = await testLocation(engine)
    const { leads, outbox } = await open()
    const results = await Promise.all(
      [1, 2, 3].map(() => leads.insert(lead('same'), ['webhook', 'email'])),
    )
    const ids = new Set(results.map((r) => r.id))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => !r.replay)).toHaveLength(1)
    expect(await outbox.pendingCount()).toBe(2)
    const [id] = ids
    expect(await leads.find(id!)).toMatchObject({
      kind: 'callback',
      flats: ['11-1-1-1'],
      locale: 'ru',
    })
  })

  it.skipIf(skip)('claims an outbox row for one worker only and records the outcome', async () => {
    where = await testLocation(engine)
    const { leads, outbox } = await open()
    const { id } = await leads.insert(lead('claim'), ['webhook'])
    const [row] = await outbox.due(new Date(Date.now() + 1000).toISOString(), 10)
    expect(row).toMatchObject({ leadId: id, target: 'webhook', attempts: 0 })
    const lease = new Date(Date.now() + 60_000).toISOString()
    const claims = await Promise.all([outbox.claim(row!, lease), outbox.claim(row!, lease)])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await outbox.due(new Date().toISOString(), 10)).toEqual([])
    await outbox.markFailed(row!, new Date(0).toISOString(), 'Error: HTTP 503')
    const [again] = await outbox.due(new Date().toISOString(), 10)
    expect(again).toMatchObject({ attempts: 1 })
    await outbox.markDelivered(again!, new Date().toISOString())
    expect(await outbox.pendingCount()).toBe(0)
  })

  it.skipIf(skip)('lists leads by creation time for the export', async () => {
    where = await testLocation(engine)
    const { leads } = await open()
    await leads.insert(lead('early'), [], new Date('2026-11-01T10:00:00Z'))
    await leads.insert(lead('late'), [], new Date('2026-11-02T10:00:00Z'))
    const found = await leads.between('2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z')
    expect(found.map((l) => l.createdAt)).toEqual(['2026-11-01T10:00:00.000Z'])
  })

  it.skipIf(skip)('serves media folders in display order', async () => {
    where = await testLocation(engine)
    const { media } = await open()
    const videos = await media.folder('construction-video')
    expect(videos[0]?.id).toBe('construction-video-2026-q3')
    expect(await media.folder('nothing-here')).toEqual([])
  })
})
