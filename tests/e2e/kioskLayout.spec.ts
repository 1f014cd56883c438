// The showroom kiosk laid out for a viewing distance of one to two metres, in portrait
// (1080x1920) and landscape (1920x1080): the search and the favourites show large cards where the
// list is narrower than 1,200 px, no two texts overlap, targets are >= 44 px (64 px for the main
// actions), text is >= 18 px, and no page links out: the map's route links become QR codes.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { kioskAudit, rowLayout } from './kioskAudit'

test.describe.configure({ mode: 'default' })
// A kiosk is a large touch screen: its two sizes run once, in the desktop project.
test.skip(({ isMobile }) => isMobile, 'kiosk screens run in the desktop project')

const SCREENS = [
  { name: 'portrait', viewport: { width: 1080, height: 1920 }, cards: true },
  { name: 'landscape', viewport: { width: 1920, height: 1080 }, cards: false },
] as const

async function openKiosk(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}kiosk=1`, {
    waitUntil: 'domcontentloaded',
  })
  // The kiosk shell replaces the prerendered one once the page has hydrated.
  await expect(page.getByTestId('kiosk-header')).toBeVisible({ timeout: 20_000 })
  await page.evaluate(() => document.fonts.ready)
}

/** Two saved flats, from the catalogue the page itself loads. */
async function saveTwoFlats(page: Page) {
  const alts = await page.evaluate(async () => {
    const data = await (await fetch('/api/hydra/data')).json()
    return Object.keys(data.apartments).slice(0, 2)
  })
  await page.evaluate((list) => localStorage.setItem('favorites', list.join(',')), alts)
  return alts
}

for (const screen of SCREENS) {
  test.describe(`kiosk ${screen.viewport.width}x${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: true })

    for (const locale of ['', '/en'] as const) {
      test(`search${locale}: ${screen.cards ? 'cards' : 'the table'}, readable, finger-sized`, async ({
        page,
        allowConsole,
      }) => {
        allowConsole(/^$/)
        // The dearest flats first: the longest prices there are.
        await openKiosk(page, `${locale}/plans/plans-search?sort=price&order=desc`)
        await expect(page.getByTestId('catalogue-search')).toHaveAttribute('data-state', 'ready', {
          timeout: 20_000,
        })
        const rows = await rowLayout(page, page.getByTestId('result-row'))
        expect(rows.count).toBeGreaterThan(3)
        expect(rows.cards, 'rows laid out as cards').toBe(screen.cards ? rows.count : 0)
        expect(rows.overlaps, 'texts that overlap in a row').toEqual([])
        const audit = await kioskAudit(page)
        expect(audit.smallTargets, 'targets under 44 px in the first screen').toEqual([])
        expect(audit.smallText, 'text under 18 px in the first screen').toEqual([])
        expect(audit.overlaps, 'texts that overlap in the first screen').toEqual([])
        for (const id of ['kiosk-handoff-open', 'filters-reset']) {
          const box = await page.getByTestId(id).boundingBox()
          expect(box?.height ?? 0, `${id} is a main action`).toBeGreaterThanOrEqual(64)
        }
      })
    }

    test('favourites: two saved flats as cards or rows, readable, finger-sized', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      await openKiosk(page, '/plans/plans-favorites')
      const alts = await saveTwoFlats(page)
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expect(page.getByTestId('kiosk-header')).toBeVisible({ timeout: 20_000 })
      const rows = page.getByTestId('result-row')
      await expect(rows).toHaveCount(2, { timeout: 20_000 })
      expect(await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-alt')))).toEqual(alts)
      const layout = await rowLayout(page, rows)
      expect(layout.cards, 'rows laid out as cards').toBe(screen.cards ? 2 : 0)
      expect(layout.overlaps, 'texts that overlap in a row').toEqual([])
      const audit = await kioskAudit(page)
      expect(audit.smallTargets, 'targets under 44 px in the first screen').toEqual([])
      expect(audit.smallText, 'text under 18 px in the first screen').toEqual([])
      expect(audit.overlaps, 'texts that overlap in the first screen').toEqual([])
    })

    for (const path of ['/about/brokers', '/en/contacts']) {
      test(`${path}: no link leaves the kiosk, the routes are QR codes`, async ({
        page,
        allowConsole,
      }) => {
        allowConsole(/^$/)
        await openKiosk(page, path)
        // The contacts widget loads as the kiosk shell mounts: the office's and the showroom's
        // three routes each, as QR buttons.
        await expect(page.locator('main').getByTestId('kiosk-out-link')).toHaveCount(6, {
          timeout: 20_000,
        })
        const audit = await kioskAudit(page)
        expect(audit.linksOut, 'links that leave the site').toEqual([])
        expect(audit.smallTargets, 'targets under 44 px in the first screen').toEqual([])
        expect(audit.smallText, 'text under 18 px in the first screen').toEqual([])

        // The office map stands in the page; its routes are finger-sized QR buttons.
        await expect(page.locator('main').getByTestId('office-map')).toBeVisible()
        const routes = page.locator('main').getByTestId('kiosk-out-link')
        for (const box of await routes.evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect().height),
        ))
          expect(box).toBeGreaterThanOrEqual(64)

        // A route opens as a QR code of the map service's address, named.
        await routes.first().tap()
        const qr = page.getByTestId('kiosk-qr-dialog')
        await expect(qr).toBeVisible()
        await expect(qr).toContainText(/Яндекс Карты|Yandex Maps/)
        await expect(qr).toContainText('yandex.ru/maps/?rtext=~59.948547,30.270441')
        await expect(qr.locator('svg[role="img"]')).toBeVisible()
        expect(new URL(page.url()).pathname).toBe(path)
      })
    }

    test('the menu’s links to the state register open as QR codes, not another site', async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      await openKiosk(page, '/contacts')
      await page.getByTestId('menu-toggle').tap()
      const menu = page.getByTestId('menu')
      await expect(menu).toBeVisible()
      await menu.getByRole('button', { name: /Разрешение на строительство/ }).tap()
      const qr = page.getByTestId('kiosk-qr-dialog')
      await expect(qr).toBeVisible()
      await expect(qr).toContainText('xn--80az8a.xn--d1aqf.xn--p1ai')
      expect(page.context().pages()).toHaveLength(1)
      expect(new URL(page.url()).pathname).toBe('/contacts')
    })
  })
}
