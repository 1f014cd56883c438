// The row window of the search and the favourites (ui/catalogue/useRowWindow.ts) on a desktop and
// a phone: a page of 30 renders the rows in view and a few more, a reload opens at the row that
// was at the view's top (the restored scroll, not a guess of the rows' height), and the rows that
// come in as the view moves leave the row at its top where it stands.

import type { Page } from '@playwright/test'
import type { HydraData } from '../../engine/types'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

/** The rendered rows of a list: their alt and top in the viewport. */
function rendered(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((body) =>
    [...body.querySelectorAll<HTMLElement>('[data-testid="result-row"]')].map((r) => ({
      alt: r.dataset.alt ?? '',
      top: Math.round(r.getBoundingClientRect().top),
    })),
  )
}

/** Scrolls so that the `n`th row of the list (0-based) stands at the view's top: near it by the
 * rows' pitch, then by the row itself once the window has rendered it. */
async function scrollToRow(page: Page, testId: string, n: number) {
  await page.getByTestId(testId).evaluate((body, row) => {
    const [a, b] = body.querySelectorAll<HTMLElement>('[data-testid="result-row"]')
    if (!a || !b) throw new Error('fewer than two rows rendered')
    const first = a.getBoundingClientRect().top
    const pitch = b.getBoundingClientRect().top - first
    window.scrollTo(0, window.scrollY + first + (row - Number(a.dataset.index)) * pitch)
  }, n)
  const at = page.getByTestId(testId).locator(`[data-testid="result-row"][data-index="${n}"]`)
  await expect(at).toBeAttached()
  await at.evaluate((r) => window.scrollBy(0, r.getBoundingClientRect().top))
  return at
}

test.describe('the row window', () => {
  test('search renders what is in view of its first page, and a reload opens at the same row', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/plans/plans-search')
    const screen = page.getByTestId('catalogue-search')
    await expect(screen).toHaveAttribute('data-state', 'ready')
    await expect(page.getByTestId('result-row').first()).toBeVisible()
    const total = Number(await page.getByTestId('result-count').getAttribute('data-count'))
    expect(total).toBeGreaterThan(30)
    // A page of 30 is shown, fewer are rendered; the table says how many there are.
    const first = await rendered(page, 'result-rows')
    expect(first.length).toBeLessThan(30)
    expect(first.length).toBeGreaterThan(3)
    await expect(page.getByTestId('result-table')).toHaveAttribute(
      'aria-rowcount',
      String(total + 1),
    )

    const at = await scrollToRow(page, 'result-rows', 8)
    await expect(at).toBeInViewport()
    const alt = (await at.getAttribute('data-alt')) ?? ''
    const top = await at.evaluate((r) => r.getBoundingClientRect().top)
    expect(Math.abs(top)).toBeLessThan(2)

    await page.reload()
    await expect(screen).toHaveAttribute('data-state', 'ready')
    // The row that was at the view's top is there again, at the top: no row of another height's
    // guess, and no jump as the rows above it were measured.
    await expect
      .poll(async () => (await rendered(page, 'result-rows')).find((r) => r.alt === alt)?.top, {
        timeout: 10_000,
      })
      .toBeGreaterThan(-3)
    const after = (await rendered(page, 'result-rows')).find((r) => r.alt === alt)
    expect(Math.abs(after?.top ?? Number.NaN)).toBeLessThan(3)
    expect((await rendered(page, 'result-rows')).length).toBeLessThan(30)
  })

  test('the rows that come in above the view leave the row at its top where it stands', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/plans/plans-search')
    await expect(page.getByTestId('result-row').first()).toBeVisible()
    await page.getByTestId('show-more').click()
    const at = await scrollToRow(page, 'result-rows', 40)
    await expect(at).toBeInViewport()
    // Scrolling back up a row at a time: each row above comes in as the last one leaves, and
    // the row at the view's top moves by the scroll alone.
    for (let i = 0; i < 6; i++) {
      const before = await at.evaluate((r) => r.getBoundingClientRect().top)
      await page.evaluate(() => window.scrollBy(0, -120))
      await page.evaluate(() => new Promise((f) => requestAnimationFrame(() => f(null))))
      await page.evaluate(() => new Promise((f) => requestAnimationFrame(() => f(null))))
      const now = await at.evaluate((r) => r.getBoundingClientRect().top)
      expect(Math.round(now - before)).toBe(120)
    }
  })

  test('thirty saved flats render what is in view, and the last is there at the end', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
    const alts = Object.keys(data.apartments).slice(0, 30)
    const shell = new ShellPage(page)
    await shell.goto('/plans/plans-favorites')
    await page.evaluate((list) => localStorage.setItem('favorites', list), alts.join(','))
    await page.reload()
    await expect(page.getByTestId('favourites-count')).toContainText('30')
    await expect(page.getByTestId('result-row').first()).toBeVisible()
    const list = page.getByTestId('favourites-rows').locator('tbody')
    const shown = await list.evaluate(
      (b) => b.querySelectorAll('[data-testid="result-row"]').length,
    )
    expect(shown).toBeLessThan(30)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.locator(`[data-testid="result-row"][data-alt="${alts[29]}"]`)).toBeVisible()
  })

  test('saved flats: nothing in view moves from the first paint to the rows', async ({
    page,
    request,
  }) => {
    const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
    const alts = Object.entries(data.apartments)
      .filter(([, a]) => a.st === 1)
      .slice(0, 12)
      .map(([alt]) => alt)
    await page.addInitScript((list) => {
      localStorage.setItem('favorites', list)
      const w = window as unknown as { shifts: number }
      w.shifts = 0
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!e.hadRecentInput) w.shifts += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    }, alts.join(','))
    // The catalogue is held until the loading rows are on the screen: the server's page (no saved
    // flats known there), the loading rows and the rows are each painted.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/hydra/data*', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/plans/plans-favorites')
    await expect(page.getByTestId('result-skeleton')).toBeVisible()
    release()
    await expect(page.getByTestId('result-row').first()).toBeVisible()
    await expect(page.getByTestId('pdf-download')).toBeVisible()
    // Two frames for the window's own settling (useRowWindow.ts).
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    )
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts)
    // Main's page moved 0.09 on a desktop and up to 0.29 on a phone (the footer pushed away).
    expect(shifts).toBeLessThan(0.01)
  })
})
