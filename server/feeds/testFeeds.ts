// Test harness for the feeds: the seeded catalogue (the generator's 441 flats and their layouts) in
// a fresh SQLite database, the API with both feeds switched on as the environment would switch
// them on, driven through `app.request()`.

import { buildingLabel } from '../../engine/buildings'
import { FIXTURE_CODES as BUILDING_CODES } from '../../engine/fixtures'
import { bindCatalogue, createApi } from '../api'
import { generateCatalogue } from '../catalogue/catalogue'
import { toHydraData } from '../catalogue/hydra'
import { resortModel } from '../catalogue/resort'
import { readConfig, type ServerConfig } from '../config'
import { type KhvoyaDatabase, openDatabase } from '../db'
import { testLocation } from '../db/testDatabase'
import { feedCatalogue } from './feedCatalogue'

export const ORIGIN = 'https://khvoya-club.ru'
/** Every test database is seeded at this time, so equal data gives equal feeds. */
export const SEEDED_AT = new Date('2026-01-15T09:00:00.000Z')

/** Both feeds on; house ids 3000000 + i (Yandex) and 91000 + i (CIAN) in building order. */
export const FEED_ENV: NodeJS.ProcessEnv = {
  FEEDS: 'yandex-realty,cian',
  FEEDS_DEVELOPER_NAME: 'ООО «СЗ «Хвоя Девелопмент»',
  FEEDS_PHONE: '+7 800 550-17-46',
  FEEDS_YANDEX_BUILDING_ID: '2154871',
  FEEDS_YANDEX_HOUSE_IDS: BUILDING_CODES.map(
    (c, i) => `${buildingLabel(c, 'ru')}:${3000000 + i}`,
  ).join(','),
  FEEDS_CIAN_JK_ID: '48213',
  FEEDS_CIAN_HOUSE_IDS: BUILDING_CODES.map((c, i) => `${c}:${91000 + i}`).join(','),
  PUBLIC_ENV__SITE_ORIGIN: ORIGIN,
}

export interface TestFeeds {
  app: ReturnType<typeof createApi>
  db: KhvoyaDatabase
  config: ServerConfig
  logs: string[]
  get(path: string, headers?: Record<string, string>): Promise<Response>
  close(): Promise<void>
}

const catalogue = generateCatalogue()
const layouts = resortModel().layouts.all()

export async function openTestFeeds(env: NodeJS.ProcessEnv = FEED_ENV): Promise<TestFeeds> {
  const where = await testLocation('sqlite')
  const config: ServerConfig = { ...readConfig(env), ...where.location }
  const db = await openDatabase(config, { catalogue, now: SEEDED_AT })
  const logs: string[] = []
  const app = createApi({
    config,
    db,
    catalogue: bindCatalogue(catalogue, toHydraData),
    log: (line) => logs.push(line),
    liveCheckMs: 0,
    feeds: config.feeds ? feedCatalogue(catalogue, layouts, config.feeds) : undefined,
  })
  return {
    app,
    db,
    config,
    logs,
    get: async (path, headers = {}) => app.request(path, { headers }),
    async close() {
      await db.close()
      await where.drop()
    },
  }
}
