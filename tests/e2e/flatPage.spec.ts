// The flat page below the plan and in its panel (what a buyer weighs before calling): the finish,
// paying for this price (the instalment calculator at the flat's price and a mortgage line per
// programme), similar flats linked to their screens, and the price history after a real price
// import run against the e2e server's database. Russian at desktop size, English at phone size.

import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Apartment, HydraData, Locale } from '../../engine/types'
import { importPrices } from '../../server/cli/import-prices'
import { EXIT } from '../../server/cli/toolRunner'
import { openDatabase } from '../../server/db'
import { expect, runInProjectOf, scrollBelow, test } from './fixtures'
import { DATA_DIR_FILE } from './leads'

const WORDS = {
  ru: {
    finish: { whitebox: 'Предчистовая', finished: 'Дизайнерская' },
    payment: 'Как оплатить эту квартиру',
    checked: 'Ставки банков проверены 20 ноября 2026 г.',
    monthly: /^от\s[\d\s]+\s₽\sв\sмесяц$/,
    similar: 'Похожие квартиры',
    failed: 'Не удалось загрузить историю цены.',
    retry: 'Повторить',
    price: (n: number) => `${n.toLocaleString('ru-RU')} ₽`.replace(/\s/g, ' '),
  },
  en: {
    finish: { whitebox: 'White box, ready for fitting out', finished: 'Designer finish' },
    payment: 'Paying for this flat',
    checked: 'Bank rates checked on 20 November 2026',
    monthly: /^from\sRUB\s[\d,]+\sa\smonth$/,
    similar: 'Similar flats',
    failed: 'Could not load the price history.',
    retry: 'Try again',
    price: (n: number) => `RUB ${n.toLocaleString('en-GB')}`,
  },
} as const

async function hydra(request: APIRequestContext): Promise<HydraData> {
  const response = await request.get('/api/hydra/data')
  expect(response.ok()).toBe(true)
  return (await response.json()) as HydraData
}

function flatPath(a: Pick<Apartment, 'b' | 's' | 'f' | 'n'>, locale: Locale): string {
  const prefix = locale === 'en' ? '/en' : ''
  return `${prefix}/plans?building=${a.b}&section=${a.s}&floor=${a.f}&flat=${a.n}`
}

async function openFlat(page: Page, flat: Apartment, locale: Locale) {
  await page.goto(flatPath(flat, locale))
  const screen = page.getByTestId('flat-screen')
  await expect(screen).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
  await expect(screen).toHaveAttribute('data-alt', flat.alt)
  await scrollBelow(page)
}

/** On sale, in a building no other suite changes, one per locale, chosen by alt (the other
 * locale's import moves prices): neither the building's cheapest nor its dearest, so its "from"
 * price stays. */
function flatToReprice(data: HydraData, locale: Locale): Apartment {
  const onSale = Object.values(data.apartments).filter((a) => a.b === 32 && a.st === 1)
  const prices = onSale.map((a) => a.tc)
  const middle = onSale
    .filter((a) => a.tc > Math.min(...prices) && a.tc < Math.max(...prices))
    .sort((a, b) => a.alt.localeCompare(b.alt))
  const flat = middle[Math.floor(middle.length / 2) + (locale === 'en' ? 1 : 0)]
  if (!flat) throw new Error('no flat on sale in В2')
  return flat
}

/** The sales team's tool, run on a second connection to the e2e server's database. */
async function importPriceList(lines: string[]): Promise<string> {
  const dataDir = fs.readFileSync(DATA_DIR_FILE, 'utf8').trim()
  const file = path.join(dataDir, `prices-${Date.now()}-${Math.random().toString(36).slice(2)}.csv`)
  fs.writeFileSync(file, lines.join('\n'))
  const out: string[] = []
  const err: string[] = []
  const code = await importPrices([file], {
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    openDb: () => openDatabase({ dataDir, databaseUrl: undefined }),
  })
  if (code !== EXIT.ok) throw new Error(`import-prices exited with ${code}: ${err.join('')}`)
  return out.join('')
}

test.describe.configure({ timeout: 90_000 })

for (const locale of ['ru', 'en'] as const) {
  const w = WORDS[locale]

  test.describe(`flat page (${locale})`, () => {
    runInProjectOf(locale)

    test('the finish, paying for this price and the mortgage lines with the date rates were checked', async ({
      page,
      request,
    }) => {
      const data = await hydra(request)
      const flat = Object.values(data.apartments).find((a) => a.st === 1 && a.b === 15)!
      await openFlat(page, flat, locale)

      const finish = page.getByTestId('flat-finish')
      await expect(finish).toHaveAttribute('data-finish', flat.finish)
      await expect(finish).toContainText(w.finish[flat.finish])

      const payment = page.getByTestId('flat-payment')
      await expect(payment.getByRole('heading', { level: 2 })).toHaveText(w.payment)
      // The calculator starts at this flat's price.
      const price = Number((await payment.getByRole('textbox').inputValue()).replace(/\D/g, ''))
      expect(price).toBe(flat.tc)
      await expect(payment.getByTestId('calc-total')).toContainText(w.price(flat.tc))

      const lines = page.getByTestId('flat-mortgage-line')
      await expect(lines).toHaveCount(3)
      for (const line of await lines.all()) {
        const monthly = line.locator('strong')
        await expect(monthly).toHaveText(w.monthly)
        expect(Number(await monthly.getAttribute('data-value'))).toBeGreaterThan(0)
      }
      await expect(page.getByTestId('flat-mortgage-checked')).toHaveText(w.checked)
    })

    test('similar flats: at least three, on sale, same bedrooms, never itself, and each opens its screen', async ({
      page,
      request,
    }) => {
      const data = await hydra(request)
      const flat = Object.values(data.apartments).find((a) => a.st === 1 && a.b === 15)!
      await openFlat(page, flat, locale)
      const similar = page.getByTestId('flat-similar')
      await expect(similar.getByRole('heading', { level: 2 })).toHaveText(w.similar)
      const links = similar.getByTestId('flat-similar-link')
      await expect(links).toHaveCount(3)
      const alts = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-alt')!))
      for (const alt of alts) {
        const other = data.apartments[alt]!
        expect(alt).not.toBe(flat.alt)
        expect(other.st).toBe(1)
        expect(other.rc).toBe(flat.rc)
        await expect(similar.locator(`[data-alt="${alt}"]`)).toHaveAttribute(
          'href',
          flatPath(other, locale),
        )
        await expect(similar.locator(`[data-alt="${alt}"]`)).toContainText(w.price(other.tc))
      }
      await links.first().click()
      await expect(page.getByTestId('flat-screen')).toHaveAttribute('data-alt', alts[0]!)
      await expect(page).toHaveURL(new RegExp(`flat=${data.apartments[alts[0]!]!.n}`))
    })

    test('the price history shows the change a real price import made, with its date', async ({
      page,
      browser,
      request,
    }) => {
      const flat = flatToReprice(await hydra(request), locale)
      // Unchanged since the seed before the import: the block is not there at all.
      const asked = page.waitForResponse((r) => r.url().endsWith('/price-history') && r.ok(), {
        timeout: 15_000,
      })
      await openFlat(page, flat, locale)
      await asked
      await expect(page.getByTestId('flat-price-history')).toHaveCount(0)

      const raised = Math.round((flat.tc * 1.015) / 1000) * 1000
      const report = await importPriceList(['alt;price', `${flat.alt};${raised}`])
      expect(report).toMatch(/Applied 1 change\(s\)/)

      // A later visitor: the first visit's browser may keep its answer for the API's max-age.
      const later = await (
        await browser.newContext({ baseURL: test.info().project.use.baseURL })
      ).newPage()
      await openFlat(later, flat, locale)
      const laterHistory = later.getByTestId('flat-price-history')
      await expect(laterHistory).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
      const change = later.getByTestId('flat-price-change').first()
      await expect(change).toHaveAttribute('data-to', String(raised))
      await expect(change).toContainText(w.price(flat.tc))
      await expect(change).toContainText(w.price(raised))
      await expect(change.locator('time')).toHaveText(/\d{4}/)
      await later.context().close()
    })

    test('a failed price history request says so and tries again', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/status of 503|Failed to load resource/)
      const data = await hydra(request)
      const flat = Object.values(data.apartments).find((a) => a.st === 1 && a.b === 16)!
      let fail = true
      await page.route('**/api/flats/*/price-history', (route) =>
        fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
      )
      await openFlat(page, flat, locale)
      const failed = page.getByTestId('flat-price-history-failed')
      await expect(failed).toContainText(w.failed)
      fail = false
      await failed.getByRole('button', { name: w.retry }).click()
      // The price has not changed since the seed: once loaded, the block goes.
      await expect(page.getByTestId('flat-price-history')).toHaveCount(0)
    })
  })
}

test.describe('the flat panel on a landscape screen', () => {
  runInProjectOf('ru')
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ] as const) {
    test(`scrolls with the page, never inside itself, at ${width}x${height} in English`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height })
      const data = await hydra(request)
      // A serviced flat: its "Format  Serviced apartments" row was the one cut.
      const flat = Object.values(data.apartments).find(
        (a) => a.st === 1 && a.format === 'serviced',
      )!
      await openFlat(page, flat, 'en')
      const panel = page.getByTestId('flat-screen').locator('..')
      const box = await panel.evaluate((e) => ({
        overflow: getComputedStyle(e).overflowY,
        scroll: e.scrollHeight,
        client: e.clientHeight,
      }))
      expect(box.overflow).toBe('visible')
      expect(box.scroll).toBeLessThanOrEqual(box.client + 1)
      const format = page.getByTestId('flat-facts').locator('div').filter({ hasText: 'Format' })
      await format.scrollIntoViewIfNeeded()
      await expect(format).toBeInViewport({ ratio: 1 })
    })
  }
})
