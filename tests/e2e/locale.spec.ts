// The locale rules (README.md, "Locales and redirects").

import { desktopOnly, expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

test.describe('canonical paths', () => {
  desktopOnly()
  for (const [from, to] of [
    ['/ru/about?x=1', '/about?x=1'],
    ['/ru', '/'],
    ['/en/', '/en'],
    ['/about/', '/about'],
    ['/ru/about/eco?tab=2', '/about/eco?tab=2'],
  ] as const) {
    test(`${from} redirects to ${to} with 301`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      const location = new URL(response.headers().location ?? '', 'http://x')
      expect(`${location.pathname}${location.search}`).toBe(to)
    })
  }

  test('a redirect keeps the hash in the browser', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    await page.goto('/ru/about/location?x=1#n1')
    expect(new URL(page.url()).pathname).toBe('/about/location')
    expect(new URL(page.url()).search).toBe('?x=1')
    expect(new URL(page.url()).hash).toBe('#n1')
  })

  test('a POST to a non-canonical path keeps its method with 308', async ({ request }) => {
    const response = await request.post('/ru/about', { maxRedirects: 0, data: {} })
    expect(response.status()).toBe(308)
  })
})

test.describe('root redirect by cookie only', () => {
  desktopOnly()
  test('no cookie: Russian home, no redirect, whatever Accept-Language says', async ({
    request,
  }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en' },
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<html lang="ru"')
  })

  test('cookie en: 302 to /en', async ({ request }) => {
    const response = await request.get('/?utm=1', {
      maxRedirects: 0,
      headers: { Cookie: 'i18n_redirected=en' },
    })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toMatch(/\/en\?utm=1$/)
  })

  test('cookie en does not redirect other paths', async ({ request }) => {
    const response = await request.get('/about', {
      maxRedirects: 0,
      headers: { Cookie: 'i18n_redirected=en' },
    })
    expect(response.status()).toBe(200)
  })
})

test.describe('language switch', () => {
  test('keeps the page, query and hash and writes the cookie', async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/about/location?from=menu#n1')
    await shell.languageSwitch.click()
    await page.waitForURL('**/en/about/location?from=menu#n1')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    // 365 days, within a minute of now.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364.9)
    expect(days).toBeLessThan(365.1)
    await new ShellPage(page).languageSwitch.click()
    await page.waitForURL('**/about/location?from=menu#n1')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test('after choosing English, the root path opens /en', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto('/')
    await shell.languageSwitch.click()
    await page.waitForURL('**/en')
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/en')
  })
})

test('client navigation to a prefixed Russian path lands on the canonical one', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/)
  const shell = new ShellPage(page)
  await shell.goto('/about')
  // A link the client router intercepts: onBeforeRoute answers with a redirect.
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/ru/about/eco'
    a.id = 'prefixed-link'
    a.textContent = 'eco'
    document.querySelector('main')?.prepend(a)
  })
  // A script click: the link may sit under the fixed header, and the router only needs the event.
  await page.evaluate(() => document.getElementById('prefixed-link')?.click())
  await page.waitForURL('**/about/eco')
  expect(new URL(page.url()).pathname).toBe('/about/eco')
})
