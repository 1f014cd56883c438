// The error catalogue (ui/shell/ErrorView.tsx) as people and search engines see it.

import { desktopOnly, expect, test } from './fixtures'

desktopOnly()

const NOT_FOUND = /Failed to load resource: the server responded with a status of (404|500|503)/

test.describe('error pages', () => {
  for (const [path, lang, title, message] of [
    ['/no-such-page', 'ru', 'Ошибка 404', 'СТРАНИЦА НЕ НАЙДЕНА'],
    ['/en/no-such-page', 'en', 'Error 404', 'PAGE NOT FOUND'],
    ['/about/no-such-subpage', 'ru', 'Ошибка 404', 'СТРАНИЦА НЕ НАЙДЕНА'],
    ['/en/about/no-such-subpage', 'en', 'Error 404', 'PAGE NOT FOUND'],
  ] as const) {
    test(`${path} is a ${lang} 404 page with status 404`, async ({ page, allowConsole }) => {
      allowConsole(NOT_FOUND)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('error-page')).toContainText(message)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    })
  }

  test('a failed validate rule says so, in the language of the page', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(NOT_FOUND)
    await page.goto('/about/no-such-subpage')
    await expect(page.getByTestId('error-reason')).toHaveText('Такой страницы на сайте нет')
    await page.goto('/en/about/no-such-subpage')
    await expect(page.getByTestId('error-reason')).toHaveText('This page could not be found')
  })

  test('an unknown middleware is a 500 titled with the product name', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(NOT_FOUND)
    const response = await page.goto('/__fault/middleware')
    expect(response?.status()).toBe(500)
    await expect(page).toHaveTitle('Клубная резиденция «Хвоя»')
    await expect(page.getByTestId('error-page')).toContainText('На сервере произошла ошибка')
    await expect(page.getByTestId('error-reason')).toHaveText(
      'Неизвестный обработчик запроса: missing-middleware',
    )
  })

  test('a data error keeps the status it carries', async ({ page, allowConsole }) => {
    allowConsole(NOT_FOUND)
    const response = await page.goto('/__fault/data/503')
    expect(response?.status()).toBe(503)
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '503')
    await expect(page.getByTestId('error-page')).toContainText('На сервере произошла ошибка')
  })

  test('the error page links home', async ({ page, allowConsole }) => {
    allowConsole(NOT_FOUND)
    await page.goto('/en/missing')
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await page.waitForURL((url) => url.pathname === '/en')
  })
})

test('security headers are sent with pages', async ({ request }) => {
  const response = await request.get('/about')
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
  expect(headers['content-security-policy']).not.toContain("'unsafe-inline' ;")
  expect(
    headers['content-security-policy']?.split(';').find((d) => d.includes('script-src')),
  ).not.toContain('unsafe-inline')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cache-control']).toBe('no-cache')
})

test('pages are sent precompressed', async ({ request }) => {
  const br = await request.get('/about', { headers: { 'Accept-Encoding': 'br' } })
  expect(br.headers()['content-encoding']).toBe('br')
  const gzip = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(await gzip.text()).toContain('<html lang="ru"')
})

test('hashed assets are immutable and compressed', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'br' } })
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const etag = response.headers().etag ?? ''
  const again = await request.get(asset ?? '', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
})

test('every page allows exactly its own inline bootstrap script', async ({ request }) => {
  for (const path of ['/about', '/en/no-such-page', '/about/no-such-subpage']) {
    const response = await request.get(path)
    const html = await response.text()
    const policy = response.headers()['content-security-policy'] ?? ''
    // Vike's module bootstrap and our root font script; JSON data blocks never run.
    const inline = [...html.matchAll(/<script([^>]*)>[\s\S]*?<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes ?? ''),
    )
    expect(inline.length, path).toBeGreaterThan(1)
    const hashes = policy.match(/'sha256-[^']+'/g) ?? []
    expect(hashes.length, path).toBe(inline.length)
  }
})

test('a missing asset is a plain 404, not a page', async ({ request }) => {
  const response = await request.get('/assets/static/gone.css')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('text/plain')
})
