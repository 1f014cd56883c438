// The home hero's two calls to action and the team grid's full rows.

import { en, ru } from '../../content/i18n/dictionary'
import { phoneDisplay, SITE } from '../../content/site'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

for (const [path, words, plans, locale] of [
  ['/', ru, '/plans', 'ru'],
  ['/en', en, '/en/plans', 'en'],
] as const) {
  test(`${path}: the hero offers the flats and the sales phone`, async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const shell = new ShellPage(page)
    await shell.goto(path)
    const actions = page.getByTestId('hero-actions')
    await expect(actions).toBeInViewport()
    await expect(actions.getByRole('link', { name: words['menu.plans'] })).toHaveAttribute(
      'href',
      plans,
    )
    await expect(actions.locator(`a[href="${SITE.phone.href}"]`)).toHaveText(phoneDisplay(locale))
  })
}

test('the team grid has no empty slots on its last row', async ({ page, allowConsole }) => {
  allowConsole(/^$/)
  const shell = new ShellPage(page)
  await shell.goto('/about/team')
  const { items, columns } = await page.locator('#partners ul').evaluate((ul) => ({
    items: ul.children.length,
    columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length,
  }))
  expect(items).toBeGreaterThan(0)
  expect(items % columns, `${items} partners in ${columns} columns`).toBe(0)
})
