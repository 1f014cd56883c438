import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestApi, type TestApi } from '../api/testApi'
import { type CatalogueStats, HELP, printStats } from './stats'
import { runTool } from './toolRunner'
import { captureIo } from './toolTestIo'

let api: TestApi
beforeEach(async () => {
  api = await openTestApi()
})
afterEach(async () => {
  await api.close()
})

describe('stats', () => {
  it('counts flats per building and status with price ranges of flats on sale', async () => {
    const io = captureIo(api.config)
    expect(await runTool(HELP, printStats, ['--json'], io)).toBe(0)
    const stats = JSON.parse(io.out.join('')) as CatalogueStats
    expect(stats.total).toBe(22)
    // 22 flats: 11-1-1-1 not on sale (0), 11-1-1-2 booked (2), the other 20 on sale (1).
    expect(stats.onSale).toBe(20)
    expect(stats.shown).toBe(21)
    expect(stats.buildings.map((b) => [b.building, b.total])).toEqual([
      ['А1', 12],
      ['Б1', 6],
      ['В1', 4],
    ])
    const a1 = stats.buildings[0]!
    expect(a1.byStatus).toEqual({ 0: 1, 1: 10, 2: 1, 3: 0 })
    // Fixture prices are sq x 400 000: every flat on sale (1) costs 400 000 per m².
    expect(a1.pricePerM2).toEqual({ min: 400_000, max: 400_000 })
    expect(a1.price!.min).toBeLessThan(a1.price!.max)
    expect(stats.pendingDeliveries).toBe(0)
    expect(stats.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('prints a table for people', async () => {
    const io = captureIo(api.config)
    expect(await runTool(HELP, printStats, [], io)).toBe(0)
    const text = io.out.join('')
    expect(text).toMatch(
      /^Building +Flats \(all\) +1 on sale +2 booked +3 reserved +0 not on sale \(-\) +Price, RUB, of 1 on sale +RUB per m², of 1 on sale\n/,
    )
    expect(text).toMatch(/А1 +12 +10 +1 +0 +1 /)
    expect(text).toContain('All buildings: 22 flats; 20 on sale (1); 21 shown with a status word')
  })
})
