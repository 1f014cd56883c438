// /contacts is reached from the menu and the footer in both languages, puts the phone and the
// addresses in the first screen, and shows the office on the site's coast drawing in place with
// its route links; English pages print the sales line in its international form.

import { en, ru } from '../../content/i18n/dictionary'
import { phoneDisplay, SITE } from '../../content/site'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

for (const [locale, words, home, contacts] of [
  ['ru', ru, '/about', '/contacts'],
  ['en', en, '/en/about', '/en/contacts'],
] as const) {
  test(`${locale}: the menu links the contacts page`, async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto(home)
    await shell.menuToggle.click()
    await expect(shell.menu).toBeVisible()
    const link = shell.menu.getByRole('link', { name: words['menu.contacts'], exact: true })
    await expect(link).toHaveAttribute('href', contacts)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${contacts}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words['menu.contacts'])
  })

  test(`${locale}: the footer links the contacts page`, async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto(home)
    const footer = page.getByTestId('footer')
    const link = footer.getByTestId('footer-contacts')
    await expect(link).toHaveText(words['footer.contacts'])
    await expect(link).toHaveAttribute('href', contacts)
    // Once, in the sales column: the section list does not repeat it.
    await expect(footer.locator(`a[href="${contacts}"]`)).toHaveCount(1)
    await expect(footer.locator(`a[href="${SITE.phone.href}"]`)).toHaveText(phoneDisplay(locale))
  })

  test(`${locale}: the contacts page shows the office map and the routes`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto(contacts)
    const widget = page.locator('[data-widget="contacts"]')
    const map = widget.getByTestId('office-map')
    await expect(map).toBeVisible()
    await expect(map.getByRole('img', { name: SITE.office.label[locale] })).toBeVisible()
    await expect(map.getByTestId('office-map-marker')).toHaveAttribute(
      'data-lat',
      String(SITE.office.lat),
    )
    // Three map services for the office and three for the showroom, each a route to its place.
    const routes = widget.locator('a[href*="maps"], a[href*="2gis"]')
    await expect(routes).toHaveCount(6)
    await expect(widget.locator(`a[href*="${SITE.office.lat}"]`)).toHaveCount(3)
    await expect(widget.locator(`a[href="${SITE.phone.href}"]`)).toHaveText(phoneDisplay(locale))
    // The office on the site's own coast drawing, with the showroom it lies from.
    await expect(map.getByTestId('office-map-showroom')).toBeVisible()
  })

  test(`${locale}: the phone and the addresses come first, not under a full-screen picture`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto(contacts)
    // The hero is a band: the sales line stands in the first screen at desktop and phone size.
    const phone = page
      .locator('[data-widget="contacts"]')
      .locator(`a[href="${SITE.phone.href}"]`)
      .first()
    const height = page.viewportSize()?.height ?? 0
    const box = await phone.boundingBox()
    expect(box, 'the sales line').not.toBeNull()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height)
  })
}
