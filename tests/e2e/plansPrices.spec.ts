// Prices where the buyer chooses and sold flats stepped back: every house card under the master
// plan gives its entry price from the live data, a floor lists its flats on sale first and its sold
// ones last without a price, and a one-section building goes from the building to its floors.

import type { Apartment, HydraData } from '../../engine/types'
import { expect, runInProjectOf, test } from './fixtures'
import { PlansPage } from './pages/PlansPage'
import { SITE_BUILDINGS } from './siteBuildings'

const LOCALES = [
  {
    locale: 'ru',
    prefix: '',
    from: (m: string) => `от ${m.replace('.', ',')} млн ₽`,
    sold: 'Продана',
  },
  { locale: 'en', prefix: '/en', from: (m: string) => `from RUB ${m} m`, sold: 'Sold' },
] as const

test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 20_000 }

/** A status's place in a floor's list: on sale, booked, reserved, sold. */
const rank = (st: number) => [3, 0, 1, 2][st] ?? 3

for (const { locale, prefix, from, sold } of LOCALES) {
  test.describe(`plans prices (${locale})`, () => {
    runInProjectOf(locale)

    test('every house card gives the lowest price of its flats on sale', async ({
      page,
      request,
    }) => {
      const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
      const plans = new PlansPage(page)
      await plans.goto(`${prefix}/masterplan`)
      await expect(plans.masterplan).toHaveAttribute('data-state', 'ready', SLOW)
      const cards = page.getByTestId('building-card')
      await expect(cards).toHaveCount(SITE_BUILDINGS)
      let priced = 0
      for (const card of await cards.all()) {
        const code = Number(await card.getAttribute('data-code'))
        const prices = Object.values(data.apartments)
          .filter((a) => a.b === code && a.st > 0 && a.tc > 0)
          .map((a) => a.tc)
        const price = card.getByTestId('card-price')
        const onSale = Object.values(data.apartments).some((a) => a.b === code && a.st > 0)
        if (prices.length === 0) {
          // On sale with every price on request (an imported building until its price list).
          if (onSale) await expect(price).toHaveText(/Цена по запросу|Price on request/)
          else await expect(price).toHaveCount(0)
          continue
        }
        const millions = (Math.floor(Math.min(...prices) / 100_000) / 10).toFixed(1)
        await expect(price).toHaveText(from(millions))
        priced += 1
      }
      expect(priced, 'buildings with flats on sale').toBeGreaterThan(0)
    })

    test('a floor lists flats on sale first and sold ones last, without a price', async ({
      page,
      request,
    }) => {
      const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
      const byFloor = new Map<string, Apartment[]>()
      for (const a of Object.values(data.apartments)) {
        const key = `${a.b}-${a.s}-${a.f}`
        byFloor.set(key, [...(byFloor.get(key) ?? []), a])
      }
      // A floor whose numbering puts a sold flat before one on sale, so the order has to change.
      const floor = [...byFloor.entries()].find(([, flats]) => {
        const sorted = [...flats].sort((x, y) => x.n - y.n)
        const firstSold = sorted.findIndex((a) => a.st === 0)
        return firstSold >= 0 && sorted.slice(firstSold).some((a) => a.st === 1)
      })
      expect(floor, 'a floor with a sold flat numbered before one on sale').toBeDefined()
      const [alt, flats] = floor as [string, Apartment[]]
      const [b, s, f] = alt.split('-')
      const plans = new PlansPage(page)
      await plans.goto(`${prefix}/plans?building=${b}&section=${s}&floor=${f}`)
      await plans.expectAt('floor', alt)
      await expect(plans.choices).toHaveCount(flats.length, SLOW)
      const statuses = await plans.choices.evaluateAll((rows) =>
        rows.map((r) => Number(r.getAttribute('data-status'))),
      )
      const ranks = statuses.map(rank)
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y))
      expect(statuses[0]).toBe(1)
      for (const row of await plans.choices.all()) {
        if ((await row.getAttribute('data-status')) !== '0') continue
        await expect(row).toContainText(sold)
        await expect(row).not.toContainText(locale === 'ru' ? '₽' : 'RUB')
      }
    })

    test('a one-section building goes from the building straight to its floors', async ({
      page,
      request,
    }) => {
      const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
      const sections = new Map<number, number[]>()
      for (const row of Object.values(data.sections)) {
        sections.set(row.b, [...(sections.get(row.b) ?? []), row.s])
      }
      const lone = [...sections.entries()].find(
        ([b, list]) => list.length === 1 && (data.buildings[String(b)]?.count ?? 0) > 0,
      )
      test.skip(lone === undefined, 'the data has no one-section building with flats on sale')
      const [b, [s]] = lone as [number, number[]]
      const plans = new PlansPage(page)
      // A link to its section screen lands on the building, which already offers the floors.
      await plans.goto(`${prefix}/plans?building=${b}&section=${s}`)
      await plans.expectAt('building', String(b))
      await expect(page).toHaveURL(new RegExp(`/plans\\?building=${b}$`))
      await expect(plans.firstAvailable()).toHaveAttribute('data-kind', 'floor', SLOW)
      const floor = await plans.pickFirst()
      await plans.expectAt('floor', floor)
      // Back from the floor goes to the building and is named for it.
      await expect(plans.back).toContainText(locale === 'ru' ? 'Дом' : 'Building')
      await plans.back.click()
      await plans.expectAt('building', String(b))
    })
  })
}
