// Page object for the shell every page shares: header, menu, popups and the language switch.

import type { Locator, Page } from '@playwright/test'

export class ShellPage {
  readonly header: Locator
  readonly menuToggle: Locator
  readonly menu: Locator
  readonly languageSwitch: Locator
  readonly callbackButton: Locator

  constructor(readonly page: Page) {
    this.header = page.getByTestId('header')
    this.menuToggle = page.getByTestId('menu-toggle')
    this.menu = page.getByTestId('menu')
    this.languageSwitch = page.getByTestId('language-switch')
    this.callbackButton = page.getByTestId('header-callback')
  }

  async goto(path: string) {
    // Hydration is the signal that matters; hero images may still be decoding.
    const response = await this.page.goto(path, { waitUntil: 'domcontentloaded' })
    await this.hydrate()
    return response
  }

  /**
   * A content page loads its scripts on the visitor's first move: the pointer enters
   * the page as a reader's would. Hydration attaches the handlers the tests use.
   */
  async hydrate() {
    // Two moves: a pointer already resting at the spot would not move at all.
    await this.page.mouse.move(3, 3)
    await this.page.mouse.move(2, 2)
    await this.page.waitForFunction(() => document.documentElement.dataset.layout !== undefined)
  }

  popup(name: 'callback' | 'subscription' | 'policy' | 'gallery' | 'video' | 'map'): Locator {
    return this.page.getByTestId(`popup-${name}`)
  }

  rootFontSize(): Promise<number> {
    return this.page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    )
  }
}
