// Found by checks outside our suite: every page titled by the site's name, og:title twice
// on content pages, no h1 on the PDF tools, tel: and mailto: links on a kiosk. Each page now has
// its own title in its language, equal to its one og:title, in the served HTML and after hydration
// and client-side navigation; a plans level names its place in the tab.

import { allPublicPaths } from '../../engine/routes'
import { desktopOnly, expect, test } from './fixtures'

desktopOnly()

const decode = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

test('every page has its own title in its language, equal to its single og:title', async ({
  request,
}) => {
  const seen = new Map<string, string>()
  for (const { name, locale, path } of allPublicPaths()) {
    const html = await (await request.get(path)).text()
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    const og = [...html.matchAll(/<meta property="og:title" content="([^"]*)"/g)].map((m) =>
      decode(m[1] ?? ''),
    )
    expect(title, `${path} has a title`).not.toBe('')
    expect(seen.get(title), `${path} shares its title with ${seen.get(title)}`).toBeUndefined()
    seen.set(title, path)
    if (locale === 'en') expect(title, path).not.toMatch(/[а-яё]/i)
    else expect(title, path).toMatch(/[а-яё]/i)
    // Pages kept out of search (the PDF tools) carry no share card.
    if (og.length > 0 || !/^pdf-/.test(name)) expect(og, `${path} og:title`).toEqual([title])
  }
})

test('the title survives hydration and follows client-side navigation', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/)
  await page.goto('/about/philosophy', { waitUntil: 'networkidle' })
  await expect(page).toHaveTitle(/^Философия/)
  // A client-side navigation: the new page's own title.
  await page.getByTestId('header').getByRole('link', { name: 'Выбрать квартиру' }).click()
  await expect(page).toHaveURL(/\/plans$/)
  const searchTitle = await (await page.request.get('/plans')).text()
  const expected = decode(/<title>([^<]*)<\/title>/.exec(searchTitle)?.[1] ?? '')
  await expect(page).toHaveTitle(expected)
  await page.goto('/plans?building=13&section=1')
  // A plans level names its place in the tab.
  await expect(page).toHaveTitle('Дом А3 · Секция 1 — Клубная резиденция «Хвоя»')
})

test('the PDF tools have a heading, before and after they read their query', async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/)
  for (const path of ['/pdf-generate', '/pdf-template', '/en/pdf-generate', '/en/pdf-template']) {
    const html = await (await request.get(path)).text()
    expect(html, `${path} serves an h1`).toMatch(/<h1[\s>]/)
  }
  await page.goto('/pdf-template?flats=11-1-2-2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лист квартиры для печати')
})

test('a kiosk shows phone numbers and e-mail as text with a QR code, never tel: or mailto:', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/)
  for (const path of ['/about/brokers?kiosk=1', '/contacts?kiosk=1', '/en/contacts?kiosk=1']) {
    await page.goto(path)
    // The page's own contacts (the footer's are not on a kiosk screen).
    const contact = page.getByTestId('kiosk-contact').filter({ visible: true })
    await expect(contact.first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0)
  }
  await page
    .getByTestId('kiosk-contact')
    .filter({ visible: true })
    .first()
    .getByRole('button')
    .click()
  await expect(page.getByTestId('kiosk-qr')).toBeVisible()
})
