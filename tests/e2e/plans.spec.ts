// The plans screens, Russian at desktop size and English at phone size: a building picked on
// the master plan's canvas twin, the drill-down to a flat through the list, back/forward and a
// shared URL restoring the selection, the types page's filtered links, the API down and retry.

import type { Page } from '@playwright/test'
import type { Apartment, HydraData } from '../../engine/types'
import { expect, runInProjectOf, test } from './fixtures'
import { expectInFirstScreen, PlansPage } from './pages/PlansPage'
import { SITE_BUILDINGS } from './siteBuildings'

const LOCALES = [
  { locale: 'ru', prefix: '', masterplan: 'Генплан', failed: /Не удалось загрузить квартиры/ },
  { locale: 'en', prefix: '/en', masterplan: 'Master plan', failed: /Could not load/i },
] as const

// The canvas draws in a worker, so the page answers while software WebGL works; a level still
// waits for its data and, on a busy two-core machine, for the worker's frames.
test.describe.configure({ timeout: 120_000 })
const SLOW = { timeout: 20_000 }

/** A shared section link, opened with the catalogue down once: the failure said over its slice. */
async function openSection13(page: Page, prefix: string, failed: RegExp): Promise<PlansPage> {
  await page.route('**/api/hydra/data', (route) => route.fulfill({ status: 503 }), { times: 1 })
  const plans = new PlansPage(page)
  await plans.goto(`${prefix}/plans?building=13&section=2`)
  await expect(plans.error).toContainText(failed, SLOW)
  return plans
}

for (const { locale, prefix, masterplan, failed } of LOCALES) {
  test.describe(`plans (${locale})`, () => {
    runInProjectOf(locale)
    test('master plan to a flat, then back and forward restore each level', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const plans = new PlansPage(page)
      await plans.goto(`${prefix}/masterplan`)
      await expect(plans.masterplan).toHaveAttribute('data-state', 'ready', SLOW)
      // Building А3 (13) has two sections, so every level of the drill-down is visited.
      await plans.pressTwin('13')
      await expect(page).toHaveURL(new RegExp(`${prefix}/plans\\?building=13$`), SLOW)
      await plans.expectAt('building', '13')
      await expect(page.getByTestId('plans-crumbs')).toContainText(masterplan)

      const section = await plans.pickFirst()
      await plans.expectAt('section', section)
      const floor = await plans.pickFirst()
      await plans.expectAt('floor', floor)
      const flat = await plans.pickFirst()
      await plans.expectAt('flat', flat)
      const [b, s, f, n] = flat.split('-')
      expect(`${b}-${s}-${f}`).toBe(floor)
      await expect(page).toHaveURL(
        new RegExp(`/plans\\?building=${b}&section=${s}&floor=${f}&flat=${n}$`),
      )
      await expect(page.locator(`[data-alt="${flat}"]`).first()).toBeVisible()

      await page.goBack()
      await plans.expectAt('floor', floor)
      await page.goBack()
      await plans.expectAt('section', section)
      await page.goForward()
      await plans.expectAt('floor', floor)
      await page.goForward()
      await plans.expectAt('flat', flat)
    })

    test('a shared flat URL opens the same flat, and the back control climbs', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
      const flat = Object.values(data.apartments).find((a) => a.b === 13 && a.s === 2 && a.st > 0)
      expect(flat, 'a flat on sale in А3, section 2').toBeDefined()
      const { b, s, f, n } = flat as Apartment
      const plans = new PlansPage(page)
      await plans.goto(`${prefix}/plans?building=${b}&section=${s}&floor=${f}&flat=${n}`)
      await plans.expectAt('flat', `${b}-${s}-${f}-${n}`)
      await expect(page.getByTestId('flat-screen')).toHaveAttribute(
        'data-alt',
        `${b}-${s}-${f}-${n}`,
      )
      // The back control climbs one level and rewrites the entry.
      await plans.back.click()
      await plans.expectAt('floor', `${b}-${s}-${f}`)
      await expect(page).toHaveURL(new RegExp(`/plans\\?building=${b}&section=${s}&floor=${f}$`))
      await plans.back.click()
      await plans.expectAt('section', `${b}-${s}`)
      // From a section to its building, and the button says so before it is pressed.
      await expect(plans.back).toContainText(
        new RegExp(locale === 'ru' ? 'Дом А3' : 'Building [AА]3'),
      )
      await plans.back.click()
      await plans.expectAt('building', `${b}`)
      await plans.back.click()
      await plans.expectAt('empty', '')
      await expect(page).toHaveURL(new RegExp(`${prefix}/plans$`))
    })

    test('the types page lands on the master plan filtered, the plan in the first screen', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const plans = new PlansPage(page)
      await plans.goto(`${prefix}/about/types`)
      // Type B links to Б1-Б2, not А1-А2 (content/buildingTypes.ts).
      await page.locator('a[href*="include=21,22"]').first().click()
      await expect(page).toHaveURL(/\/masterplan\?toBottom=1&include=21,22$/, SLOW)
      await expect(plans.masterplan).toHaveAttribute('data-include', '21,22', SLOW)
      await expect(page.locator('[data-testid="building-card"][data-dimmed="false"]')).toHaveCount(
        2,
      )
      await expect(page.locator('[data-testid="building-card"][data-dimmed="true"]')).toHaveCount(
        SITE_BUILDINGS - 2,
      )
      // The plan owns the first screen: nothing to scroll past to reach it.
      await expectInFirstScreen(page, page.getByTestId('plans-stage'))
      await page.getByTestId('plans-filtered').getByRole('button').click()
      await expect(page.locator('[data-testid="building-card"][data-dimmed="true"]')).toHaveCount(0)
    })

    test('without the catalogue the plan names its buildings and calls none sold out', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/status of 503/)
      // A linked section arrives with its slice; the master plan above it has no flats of the
      // other buildings to tell, and the catalogue has failed.
      const plans = await openSection13(page, prefix, failed)
      await page.getByTestId('plans-crumbs').locator('button[data-depth="0"]').click()
      await expect(plans.screen).toHaveAttribute('data-level', 'empty')
      const canvas = page.getByTestId('plans-canvas-root')
      await expect(canvas).toHaveAttribute('data-status', 'ready', SLOW)
      const building = canvas.locator('button[data-kind="building"]')
      await expect(building.first()).toHaveAttribute('aria-label', /^\S+ \S+$/, SLOW)
      // Only the names: the plan does not know what is on sale, so it says nothing of it.
      for (const label of await building.evaluateAll((all) =>
        all.map((b) => b.getAttribute('aria-label') ?? ''),
      ))
        expect(label).toMatch(locale === 'ru' ? /^Корпус [А-Я]\d$/ : /^Building [A-Z]\d$/)
      await plans.retry.click()
      await expect(building.first()).toHaveAttribute(
        'aria-label',
        locale === 'ru'
          ? /^Корпус [А-Я]\d: (\d+ квартир|Продано)/
          : /^Building [A-Z]\d: (\d+ flats?|Sold out)/,
      )
    })

    test('the API down shows the error, and retry restores the shared view', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/status of 503/)
      const plans = await openSection13(page, prefix, failed)
      await expect(plans.screen).toHaveAttribute('data-state', 'failed')
      // The shared selection waits for the data instead of being dropped.
      await expect(page).toHaveURL(/building=13&section=2$/)
      await plans.retry.click()
      await plans.expectAt('section', '13-2')
      await expect(plans.error).toHaveCount(0)
      await expect(plans.firstAvailable()).toBeVisible()
    })
  })
}
