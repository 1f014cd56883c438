// Numbers that are honest for this flat (the buyer's review, issue 47): the mortgage programmes a
// flat is offered depend on its living format (the family mortgage lends on housing, never on a
// serviced apartment), the insolation norm is shown only where it governs (private residences) and
// as our estimate, the instalment opens on the longest term, and the price history appears only
// once a price has changed. Russian at desktop size, English at phone size.

import type { APIRequestContext, Page } from '@playwright/test'
import type { Apartment, HydraData, Locale, LivingFormat } from '../../engine/types'
import { expect, runInProjectOf, scrollBelow, test } from './fixtures'

const WORDS = {
  ru: {
    excluded: /^На этот формат не распространяется: Семейная ипотека\.$/,
    norm: /^По нашей оценке (солнца достаточно|непрерывного солнца меньше)/,
    history: 'История цены',
  },
  en: {
    excluded: /^Not available for this format: Family mortgage\.$/,
    norm: /^By our estimate, (the sun meets|continuous sun falls short)/,
    history: 'Price history',
  },
} as const

async function hydra(request: APIRequestContext): Promise<HydraData> {
  const response = await request.get('/api/hydra/data')
  expect(response.ok()).toBe(true)
  return (await response.json()) as HydraData
}

/** A priced flat on sale of `format`, the first by alt (a stable choice). */
function flatOf(data: HydraData, format: LivingFormat): Apartment {
  const flat = Object.values(data.apartments)
    .filter((a) => a.format === format && a.st === 1 && a.tc > 0)
    .sort((a, b) => a.alt.localeCompare(b.alt))[0]
  if (!flat) throw new Error(`no ${format} flat on sale`)
  return flat
}

async function openFlat(page: Page, flat: Apartment, locale: Locale) {
  const prefix = locale === 'en' ? '/en' : ''
  await page.goto(
    `${prefix}/plans?building=${flat.b}&section=${flat.s}&floor=${flat.f}&flat=${flat.n}`,
  )
  const screen = page.getByTestId('flat-screen')
  await expect(screen).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
  await expect(screen).toHaveAttribute('data-alt', flat.alt)
  await scrollBelow(page)
}

/** The sun block with its figures, once the live catalogue (which says the format) is in. */
async function sunReady(page: Page) {
  await expect(page.getByTestId('sun-view')).toHaveAttribute('data-state', 'ready', {
    timeout: 20_000,
  })
  // Similar flats wait for the same live catalogue the norm's format comes from.
  await expect(page.getByTestId('flat-similar')).toBeVisible({ timeout: 15_000 })
}

test.describe.configure({ timeout: 90_000 })

for (const locale of ['ru', 'en'] as const) {
  const w = WORDS[locale]

  test.describe(`honest numbers (${locale})`, () => {
    runInProjectOf(locale)

    test('a serviced apartment: no family mortgage, told so, and no insolation verdict', async ({
      page,
      request,
    }) => {
      const flat = flatOf(await hydra(request), 'serviced')
      await openFlat(page, flat, locale)
      const lines = page.getByTestId('flat-mortgage-line')
      await expect(lines.first()).toBeAttached()
      const ids = await lines.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-programme')))
      expect(ids).not.toContain('family')
      expect(ids.length).toBeGreaterThan(0)
      await expect(page.getByTestId('flat-mortgage-excluded')).toHaveText(w.excluded)
      await sunReady(page)
      await expect(page.getByTestId('sun-norm')).toHaveCount(0)
    })

    test('a private residence: every programme, and the norm as our estimate', async ({
      page,
      request,
    }) => {
      const flat = flatOf(await hydra(request), 'private')
      await openFlat(page, flat, locale)
      const lines = page.getByTestId('flat-mortgage-line')
      await expect(lines).toHaveCount(3)
      await expect(page.locator('[data-programme="family"]')).toBeAttached()
      await expect(page.getByTestId('flat-mortgage-excluded')).toHaveCount(0)
      await sunReady(page)
      await expect(page.getByTestId('sun-norm').locator('p').first()).toHaveText(w.norm)
    })

    test('the instalment opens on the longest term until commissioning', async ({
      page,
      request,
    }) => {
      const flat = flatOf(await hydra(request), 'private')
      await openFlat(page, flat, locale)
      const months = page.getByTestId('flat-payment').locator('input[type="range"][id$="-months"]')
      await expect(months).toBeAttached()
      // Hydrated: the term is counted from this month, and it is the slider's maximum.
      await expect
        .poll(async () => months.evaluate((i: HTMLInputElement) => i.value === i.max))
        .toBe(true)
    })

    test('the price history appears only once a price has changed', async ({ page, request }) => {
      const flat = flatOf(await hydra(request), 'private')
      const asked = page.waitForResponse((r) => r.url().endsWith('/price-history') && r.ok(), {
        timeout: 20_000,
      })
      await openFlat(page, flat, locale)
      await asked
      // The seeded price has never changed: no heading over "unchanged since today".
      await expect(page.getByTestId('flat-price-history')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: w.history })).toHaveCount(0)

      // The same flat after a price list moved its price (the answer as the API gives it).
      const before = Math.round(flat.tc / 1.02)
      await page.route('**/api/flats/*/price-history', (route) =>
        route.fulfill({
          json: {
            alt: flat.alt,
            status: 1,
            price: flat.tc,
            since: '2026-10-01T09:00:00.000Z',
            changes: [{ at: '2026-11-01T09:00:00.000Z', from: before, to: flat.tc }],
          },
        }),
      )
      await page.reload()
      await scrollBelow(page)
      const history = page.getByTestId('flat-price-history')
      await expect(history).toBeVisible({ timeout: 20_000 })
      await expect(history.getByRole('heading', { level: 2 })).toHaveText(w.history)
      await expect(history.getByTestId('flat-price-change')).toHaveAttribute(
        'data-to',
        String(flat.tc),
      )
    })
  })
}
