// The shell's menu panel and footer hydrate when wanted, not with the page (issue 45, item 1;
// ui/shell/shellParts.tsx): they keep the server's HTML until the burger is approached or the menu
// opened, or until the footer comes into view, and a client navigation finds them whole.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './scriptsHeld'

// The master plan's canvas draws in a worker (software WebGL here): room for a busy machine.
test.describe.configure({ timeout: 90_000 })

/** Whether React has hydrated the element (it keeps its fiber on the node). */
const live = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s)
    return el ? Object.keys(el).some((k) => k.startsWith('__reactFiber')) : null
  }, selector)

async function openPlans(page: Page): Promise<void> {
  await page.goto('/plans', { waitUntil: 'domcontentloaded' })
  await hydrated(page)
}

test('on the master plan the header is live, the menu panel and the footer wait', async ({
  page,
}) => {
  await openPlans(page)
  expect(await live(page, '[data-testid=header]')).toBe(true)
  // Still waiting once the page is idle: nothing but the visitor opens them.
  await page.waitForTimeout(1500)
  expect(await live(page, '#site-menu')).toBe(false)
  expect(await live(page, '#site-footer')).toBe(false)
  // The served footer is whole meanwhile: its links are plain links.
  await expect(page.locator('#site-footer a[href="/contacts"]').first()).toBeAttached()
  await page.locator('#site-footer').scrollIntoViewIfNeeded()
  await expect.poll(() => live(page, '#site-footer')).toBe(true)
  expect(await live(page, '#site-menu')).toBe(false)
})

test("the footer's button pressed as it comes into view opens its popup", async ({ page }) => {
  await openPlans(page)
  const policy = page.locator('#site-footer').getByRole('button', { name: 'Политика' })
  // Pressed at once: if the footer is not live yet, the press is held and made again.
  await policy.click()
  await expect(page.getByTestId('popup-policy')).toBeVisible()
})

test('the burger opens the menu, which comes alive and routes its links in the page', async ({
  page,
}) => {
  await openPlans(page)
  const toggle = page.getByTestId('menu-toggle')
  await toggle.click()
  const menu = page.getByTestId('menu')
  await expect(menu).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => live(page, '#site-menu')).toBe(true)
  // The shell's own menu now (no popover), and its link routes without a reload.
  await expect(menu).not.toHaveAttribute('popover')
  await page.evaluate(() => {
    ;(window as { __samePage?: boolean }).__samePage = true
  })
  await menu.locator('a[href="/about"]').first().click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu).toBeHidden()
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
  await expect(page.locator('#site-footer')).toContainText('Отдел продаж')
})

test('a client navigation before the footer hydrated keeps it whole on the next page', async ({
  page,
}) => {
  await openPlans(page)
  expect(await live(page, '#site-footer')).toBe(false)
  await page.evaluate(() => {
    ;(window as { __samePage?: boolean }).__samePage = true
  })
  await page.locator('a[href="/plans/plans-search"]').first().click()
  await expect(page).toHaveURL(/\/plans\/plans-search/)
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
  const footer = page.locator('#site-footer')
  await expect(footer).toHaveCount(1)
  await expect(footer).toContainText('Отдел продаж')
  await expect.poll(() => live(page, '#site-footer')).toBe(true)
})
