// Every route of SPEC section 2 in both locales: status 200, <html lang>, a real heading, a
// title and description, and no console errors. Runs at desktop and phone size (projects).

import { allPublicPaths } from '../../engine/routes'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

for (const { name, locale, path } of allPublicPaths()) {
  test(`${name}___${locale} ${path}`, async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    const response = await shell.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const h1 = page.locator('h1').first()
    await expect(h1).toBeVisible()
    expect((await h1.textContent())?.trim().length ?? 0).toBeGreaterThan(1)
    expect((await page.title()).length).toBeGreaterThan(5)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThan(40)
    // No untranslated interface: English pages carry no Cyrillic in the shell and vice versa.
    const headerText = (await shell.header.textContent()) ?? ''
    if (locale === 'en') expect(headerText).not.toMatch(/[а-яё]/i)
    else expect(headerText).toMatch(/[а-яё]/i)
  })
}
