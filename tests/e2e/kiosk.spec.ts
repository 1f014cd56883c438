// Showroom kiosk mode on a landscape and a portrait touch screen: the idle reset clears
// the visit, links out become QR codes, the hand-off QR opens the favourites on a phone, and the
// callback with the flats survives a network cut and arrives once.

import type { Locator, Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { leadsNamed } from './leads'

/**
 * The idle time the tests give the kiosk, seconds (production default: 90): longer than a page
 * takes to hydrate on a busy test machine, or the reset would come before the visitor acts.
 */
const IDLE = 10
const OFFLINE = /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/

class KioskPage {
  readonly header: Locator
  readonly attract: Locator
  readonly favouritesCount: Locator
  readonly handoff: Locator
  readonly qrDialog: Locator
  readonly status: Locator

  constructor(readonly page: Page) {
    this.header = page.getByTestId('kiosk-header')
    this.attract = page.getByTestId('kiosk-attract')
    this.favouritesCount = page.getByTestId('kiosk-favourites-count')
    this.handoff = page.getByTestId('kiosk-handoff')
    this.qrDialog = page.getByTestId('kiosk-qr-dialog')
    this.status = page.getByTestId('kiosk-data-status')
  }

  async goto(path: string) {
    await this.page.goto(path, { waitUntil: 'domcontentloaded' })
    // The kiosk shell replaces the prerendered one once the page has hydrated.
    await expect(this.header).toBeVisible({ timeout: 20_000 })
  }

  /** The search page with its data loaded. */
  async search(query = '') {
    await this.goto(`/plans/plans-search${query}`)
    await expect(this.page.getByTestId('catalogue-search')).toHaveAttribute('data-state', 'ready', {
      timeout: 20_000,
    })
  }

  /** Hearts the first `n` result rows; returns their alts. */
  async favourite(n: number): Promise<string[]> {
    const alts: string[] = []
    for (let i = 0; i < n; i++) {
      const row = this.page.getByTestId('result-row').nth(i)
      alts.push((await row.getAttribute('data-alt')) ?? '')
      await row.getByTestId('favourite-toggle').tap()
      await expect(this.favouritesCount).toHaveText(String(i + 1))
    }
    return alts
  }

  async openHandoff() {
    await this.page.getByTestId('kiosk-handoff-open').tap()
    await expect(this.handoff).toBeVisible()
  }
}

function uniqueName(prefix: string): string {
  const letters = 'абвгдежзиклмнопрстуф'
  return `${prefix} ${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 20)]).join('')}`
}

// One test at a time: each drives a full-screen page, a canvas and a service worker, and
// two at once on a small test machine starve each other's frames.
test.describe.configure({ mode: 'default' })
// A kiosk is a large touch screen, not a phone: its two sizes run once, in the desktop project
// (the phone project would add mobile emulation and a second copy of every idle wait).
test.skip(({ isMobile }) => isMobile, 'kiosk screens run in the desktop project')

const SCREENS = [
  { name: 'landscape', viewport: { width: 1920, height: 1080 } },
  { name: 'portrait', viewport: { width: 1080, height: 1920 } },
] as const

for (const screen of SCREENS) {
  test.describe(`kiosk ${screen.viewport.width}x${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: true })

    test('the idle reset clears favourites, forms, filters and selection', async ({
      page,
      allowConsole,
    }) => {
      test.setTimeout(150_000)
      allowConsole(/^$/)
      const kiosk = new KioskPage(page)
      await kiosk.goto(`/?kiosk=1&kioskIdle=${IDLE}`)
      // The entry link is remembered for the session and leaves the address.
      expect(new URL(page.url()).search).toBe('')
      await expect(page.locator('html')).toHaveAttribute('data-kiosk', 'true')

      await kiosk.search('?rooms=2&building=11&section=1&floor=1&flat=1')
      await kiosk.favourite(1)
      await kiosk.openHandoff()
      await kiosk.handoff.getByLabel('Имя', { exact: true }).fill('Черновик')
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).not.toBeNull()

      // Nobody touches the screen: the attract screen comes, on the start page, all cleared.
      await expect(kiosk.attract).toBeVisible({ timeout: (IDLE + 20) * 1000 })
      expect(new URL(page.url()).pathname).toBe('/')
      expect(new URL(page.url()).search).toBe('')
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull()
      await expect(
        kiosk.attract.getByText('Коснитесь экрана, чтобы выбрать квартиру'),
      ).toBeVisible()
      // One language per page: the invitation is not repeated in English on a Russian screen.
      await expect(kiosk.attract.getByText('Touch the screen to choose a flat')).toHaveCount(0)
      await expect(kiosk.attract.locator('svg').first()).toBeVisible()

      // A touch starts the next visit clean.
      // A plain touch on the screen (no waiting for the animation to hold still).
      const size = page.viewportSize() ?? screen.viewport
      await page.touchscreen.tap(size.width / 2, size.height / 3)
      await expect(kiosk.attract).toBeHidden({ timeout: 15_000 })
      await expect(kiosk.favouritesCount).toHaveText('0')
      await kiosk.openHandoff()
      await expect(kiosk.handoff.getByLabel('Имя', { exact: true })).toHaveValue('')
      await expect(kiosk.handoff.getByTestId('handoff-empty')).toBeVisible()
    })

    test('links out and downloads turn into QR codes; no zoom, selection or context menu', async ({
      page,
      context,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const kiosk = new KioskPage(page)
      const opened: string[] = []
      context.on('page', (p) => opened.push(p.url()))
      let downloads = 0
      page.on('download', () => downloads++)
      await kiosk.goto('/about?kiosk=1')
      const here = page.url()

      await page.getByTestId('menu-toggle').tap()
      const menu = page.getByTestId('menu')
      // A register is another site: on the kiosk a button that shows it as a code (OutLink).
      const external = menu.getByTestId('kiosk-out-link').first()
      const href = (await external.getAttribute('data-href')) ?? ''
      expect(href).toMatch(/^https:\/\//)
      await external.tap()
      await expect(kiosk.qrDialog).toBeVisible()
      await expect(kiosk.qrDialog.getByTestId('kiosk-qr')).toHaveAttribute('data-url', href)
      expect(page.url()).toBe(here)
      await kiosk.qrDialog.getByRole('button', { name: 'Закрыть' }).first().tap()
      await expect(kiosk.qrDialog).toBeHidden()

      // The menu stayed open under the code.
      await menu.locator('a[download]').first().tap()
      await expect(kiosk.qrDialog.getByTestId('kiosk-qr')).toHaveAttribute(
        'data-url',
        /^https:\/\/khvoya-club\.ru\/docs\/.+\.pdf$/,
      )
      expect(downloads).toBe(0)
      expect(opened).toEqual([])

      const guarded = await page.evaluate(() => {
        const menuEvent = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
        document.body.dispatchEvent(menuEvent)
        return {
          contextMenu: menuEvent.defaultPrevented,
          viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
          select: getComputedStyle(document.documentElement).userSelect,
          touch: getComputedStyle(document.documentElement).touchAction,
        }
      })
      expect(guarded).toEqual({
        contextMenu: true,
        viewport: expect.stringContaining('user-scalable=no'),
        select: 'none',
        touch: 'pan-x pan-y',
      })
    })

    test('the hand-off: favourites by QR on a phone, and one lead with the flats through a network cut', async ({
      page,
      context,
      browser,
      allowConsole,
    }) => {
      test.setTimeout(150_000)
      allowConsole(OFFLINE)
      const kiosk = new KioskPage(page)
      await kiosk.search('?kiosk=1')
      const alts = await kiosk.favourite(2)
      await kiosk.openHandoff()
      const code = kiosk.handoff.getByTestId('handoff-favourites').getByTestId('kiosk-qr')
      const url = (await code.getAttribute('data-url')) ?? ''
      expect(url).toBe(`https://khvoya-club.ru/plans/plans-favorites?f=${alts.join(',')}`)

      // The visitor's phone opens the code's address (on the test server) and keeps the flats.
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      })
      const mobile = await phone.newPage()
      const target = new URL(url)
      await mobile.goto(`${target.pathname}${target.search}`)
      await expect(mobile.getByTestId('favourites-imported')).toContainText('2', {
        timeout: 20_000,
      })
      await expect(mobile.getByTestId('favourites-count')).toHaveText('В избранном: 2')
      expect(new URL(mobile.url()).search).toBe('')
      expect(await mobile.evaluate(() => localStorage.getItem('favorites'))).toBe(alts.join(','))
      await phone.close()

      // The service worker has cached the site and the catalogue; the network goes.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      })
      await kiosk.handoff.getByRole('button', { name: 'Закрыть' }).first().tap()
      const beforeReload = Date.now()
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expect(page.getByTestId('catalogue-search')).toHaveAttribute('data-state', 'ready', {
        timeout: 20_000,
      })
      // The worker's answer of this page view, not one remembered from before.
      await expect
        .poll(async () => Date.parse((await kiosk.status.getAttribute('data-at')) ?? '') || 0)
        .toBeGreaterThanOrEqual(beforeReload - 1000)
      const dataAt = await kiosk.status.getAttribute('data-at')
      // The browser goes offline, and the worker's own requests fail too (setOffline alone
      // does not reach a service worker).
      const cut = (route: Route) => route.abort('internetdisconnected')
      await context.route('**/*', cut)
      await context.setOffline(true)
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expect(kiosk.header).toBeVisible({ timeout: 20_000 })
      await expect(page.getByTestId('catalogue-search')).toHaveAttribute('data-state', 'ready', {
        timeout: 20_000,
      })
      await expect(kiosk.status).toHaveAttribute('data-online', 'false')
      // The screen says how old its data is: the time of the last answer from the server.
      await expect(kiosk.status).toHaveAttribute('data-at', dataAt ?? '')
      await expect(kiosk.favouritesCount).toHaveText('2')

      const name = uniqueName('Киоск')
      await kiosk.openHandoff()
      await expect(kiosk.handoff.getByTestId('handoff-flats')).toBeVisible()
      await kiosk.handoff.getByLabel('Имя', { exact: true }).fill(name)
      await kiosk.handoff.getByLabel('Телефон', { exact: true }).fill('+79210004455')
      await kiosk.handoff.getByRole('button', { name: 'Отправить' }).tap()
      await expect(kiosk.handoff.getByTestId('form-queued')).toBeVisible()
      expect(await leadsNamed(name)).toHaveLength(0)

      await context.unroute('**/*', cut)
      await context.setOffline(false)
      await expect.poll(async () => (await leadsNamed(name)).length, { timeout: 20_000 }).toBe(1)
      const [lead] = await leadsNamed(name)
      expect(lead?.flats.split(' ').sort()).toEqual([...alts].sort())
      expect(lead?.form).toBe('обратный звонок')
      await expect(kiosk.status).toHaveAttribute('data-online', 'true')
      // The session goes on, and a later page finds nothing left to send: still one lead.
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expect(kiosk.header).toBeVisible({ timeout: 20_000 })
      await page.waitForTimeout(2500)
      expect(await leadsNamed(name)).toHaveLength(1)
    })
  })
}
