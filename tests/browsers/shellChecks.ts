// Smoke checks of the pages every visitor sees, in any engine: the page is styled by the whole
// stylesheet and the web fonts, the menu opens, and the language switch leads to English.

import type { Check } from './check'
import { clickElement, waitForAttribute, waitInPage } from './pageActions'

/** The home page in Russian, the site's default language. */
const HOME = '/'

const styled: Check = {
  name: 'the home page is styled by the whole stylesheet and the web fonts',
  async run(page, site) {
    await page.goto(`${site.origin}${HOME}`)
    // A content page asks for the whole stylesheet after its first paint (3 s at the latest).
    const seen = await waitInPage(
      page,
      'the stylesheet, the fonts and the footer styled',
      () => {
        const sheet = [...document.styleSheets].find((s) =>
          s.href?.includes('/assets/static/style.'),
        )
        let rules = 0
        try {
          rules = sheet?.cssRules.length ?? 0
        } catch {
          rules = 0
        }
        const loaded = [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => f.family.replace(/["']/g, ''))
        const footer = document.querySelector('[data-testid="footer"]')
        const top = footer?.firstElementChild
        const heading = document.querySelector('h1')
        const ok =
          rules > 100 &&
          loaded.includes('Manrope') &&
          loaded.includes('Cormorant Garamond') &&
          getComputedStyle(document.body).fontFamily.startsWith('Manrope') &&
          heading !== null &&
          getComputedStyle(heading).fontFamily.startsWith('"Cormorant Garamond"') &&
          footer !== null &&
          getComputedStyle(footer).backgroundColor !== 'rgba(0, 0, 0, 0)' &&
          top !== null &&
          top !== undefined &&
          getComputedStyle(top).display === 'grid'
        return ok && `${rules} rules, faces loaded: ${[...new Set(loaded)].join(', ')}`
      },
      [],
    )
    return seen
  },
}

const menu: Check = {
  name: 'the menu opens from the header',
  async run(page, site) {
    await page.goto(`${site.origin}${HOME}`)
    await waitInPage(
      page,
      'the menu closed',
      () => {
        const menu = document.querySelector('[data-testid="menu"]')
        return menu !== null && menu.getBoundingClientRect().height === 0
      },
      [],
    )
    // The first press may come before the scripts: the loader presses it again once they run.
    await clickElement(page, '[data-testid="menu-toggle"]')
    return waitInPage(
      page,
      'the menu shown with its links',
      () => {
        const menu = document.querySelector('[data-testid="menu"]')
        if (!menu) return null
        const r = menu.getBoundingClientRect()
        const links = [...menu.querySelectorAll('a[href]')].filter(
          (a) => a.getBoundingClientRect().height > 0,
        ).length
        const shown =
          r.width > 100 && r.height > 100 && getComputedStyle(menu).visibility === 'visible'
        return (
          shown &&
          links > 5 &&
          `${links} links in a ${Math.round(r.width)}x${Math.round(r.height)} menu`
        )
      },
      [],
    )
  },
}

const language: Check = {
  name: 'the language switch leads from Russian to English',
  async run(page, site) {
    await page.goto(`${site.origin}${HOME}`)
    await waitForAttribute(page, 'html', 'lang', /^ru$/)
    await clickElement(page, '[data-testid="language-switch"]')
    return waitInPage(
      page,
      'the English home page',
      () => {
        const english =
          location.pathname === '/en' &&
          document.documentElement.lang === 'en' &&
          document.querySelector('[data-testid="language-switch"]')?.textContent === 'RU'
        return english && `${location.pathname}, lang=en, switch offers RU`
      },
      [],
    )
  },
}

export const SHELL_CHECKS: readonly Check[] = [styled, menu, language]
