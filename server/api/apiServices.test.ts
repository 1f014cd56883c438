import { afterEach, describe, expect, it } from 'vitest'
import type { HydraData } from '../../engine/types'
import { generateCatalogue } from '../catalogue/catalogue'
import { toHydraData } from '../catalogue/hydra'
import { readConfig } from '../config'
import { fixtureCatalogue, fixtureToHydraData } from '../db/catalogueFixture'
import { type TestLocation, testLocation } from '../db/testDatabase'
import { type ApiServices, startApiServices } from './apiServices'

let where: TestLocation
let services: ApiServices | undefined
afterEach(async () => {
  await services?.close()
  await where.drop()
})

describe('startApiServices', () => {
  it('opens and seeds the database, serves the API and stops cleanly', async () => {
    where = await testLocation('sqlite')
    const logs: string[] = []
    services = await startApiServices(
      { ...readConfig({}), ...where.location },
      fixtureCatalogue(),
      fixtureToHydraData,
      (line) => logs.push(line),
    )
    const res = await services.api.request('/api/hydra/data')
    expect(((await res.json()) as HydraData).common.all.total).toBe(22)
    expect(logs[0]).toBe(`database: sqlite in ${where.location.dataDir}`)
    await services.close()
    services = undefined
  })
})

describe('startApiServices with the real catalogue generator', () => {
  it('seeds every generated flat and serves them with live prices', async () => {
    where = await testLocation('sqlite')
    const catalogue = generateCatalogue()
    services = await startApiServices(
      { ...readConfig({}), ...where.location },
      catalogue,
      toHydraData,
      () => {},
    )
    const rows = await services.db.live.rows()
    expect(rows).toHaveLength(catalogue.apartments.length)
    const flat = catalogue.apartments[0]!
    await services.db.live.apply([{ alt: flat.alt, status: 3, price: flat.tc + 1_000_000 }])
    const data = (await (await services.api.request('/api/hydra/data')).json()) as HydraData
    expect(Object.keys(data.apartments)).toHaveLength(catalogue.apartments.length)
    expect(data.apartments[flat.alt]).toMatchObject({ st: 3, tc: flat.tc + 1_000_000 })
  })
})
