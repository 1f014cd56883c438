// Every route (engine/routes.ts) in both locales: status 200, <html lang>, a real heading, a
// title and description, no console errors, and no serious or critical accessibility violation
// (axe-core), at desktop and at phone size (the two projects).

import AxeBuilder from '@axe-core/playwright'
import { allPublicPaths } from '../../engine/routes'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

/** Pages that start the plans canvas (Pixi on software WebGL here): axe shares the main thread
 * with its start-up, so they get the slow budget. */
const CANVAS_PAGES = new Set(['masterplan', 'masterplan-master', 'plans'])

for (const { name, locale, path } of allPublicPaths()) {
  test(`${name}___${locale} ${path}`, async ({ warmPage: { page } }) => {
    test.slow(CANVAS_PAGES.has(name))
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
    // Clean-layout pages (the PDF tools) have no header.
    if (await shell.header.count()) {
      const headerText = (await shell.header.textContent()) ?? ''
      if (locale === 'en') expect(headerText).not.toMatch(/[а-яё]/i)
      else expect(headerText).toMatch(/[а-яё]/i)
    }

    // Legacy mode runs axe in the page itself; the default finishes each audit in a second, blank
    // page, which doubled the time of the suite. Our pages embed no cross-origin frames to audit.
    const audit = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .setLegacyMode(true)
      // Every violation in full; passes and incomplete checks only named (a tenth off each audit).
      .options({ resultTypes: ['violations'] })
      .analyze()
    const serious = audit.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
    expect(serious, 'serious or critical accessibility violations').toEqual([])
  })
}
