// Page object for the plans screens: the master plan (/masterplan) and the drill-down (/plans),
// read through the canvas's accessible twin and the plain list, never through pixels.

import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import { ShellPage } from './ShellPage'

export class PlansPage extends ShellPage {
  readonly masterplan: Locator
  readonly screen: Locator
  readonly canvas: Locator
  readonly choices: Locator
  readonly back: Locator
  readonly error: Locator
  readonly retry: Locator

  constructor(page: Page) {
    super(page)
    this.masterplan = page.getByTestId('masterplan-screen')
    this.screen = page.getByTestId('plans-screen')
    this.canvas = page.getByTestId('plans-canvas-root')
    this.choices = page.getByTestId('plans-choice')
    this.back = page.getByTestId('plans-back')
    this.error = page.getByTestId('catalogue-error')
    this.retry = page.getByTestId('catalogue-retry')
  }

  /** The canvas twin's button for a hit area (invisible, over its place on the canvas). */
  twin(alt: string): Locator {
    return this.canvas.locator(`button[data-alt="${alt}"]`)
  }

  /** Selects as a keyboard user does on the canvas: focus the twin button, press Enter. */
  async pressTwin(alt: string) {
    const button = this.twin(alt)
    await expect(button).toHaveCount(1, { timeout: 20_000 })
    await button.focus()
    await this.page.keyboard.press('Enter')
  }

  /** The first choice of the list that can be selected. */
  firstAvailable(): Locator {
    return this.page.locator('[data-testid="plans-choice"]:not([aria-disabled="true"])').first()
  }

  /** Clicks the first selectable choice of the list and returns its alt. */
  async pickFirst(): Promise<string> {
    const choice = this.firstAvailable()
    const alt = (await choice.getAttribute('data-alt')) ?? ''
    await choice.click()
    return alt
  }

  async expectAt(level: string, selected: string) {
    // The level is the page's own state: the canvas draws in a worker and never holds it up.
    await expect(this.screen).toHaveAttribute('data-level', level, { timeout: 15_000 })
    await expect(this.screen).toHaveAttribute('data-selected', selected)
  }
}

/**
 * The element's box lies within the first screen: below the fixed header, above the fold, inside
 * the width (the plan owns the first screen, nothing to scroll past to reach it).
 */
export async function expectInFirstScreen(page: Page, element: Locator) {
  const size = page.viewportSize() ?? { width: 1920, height: 1080 }
  const header = await page.getByTestId('header').boundingBox()
  await expect
    .poll(async () => {
      const box = await element.boundingBox()
      if (!box || !header) return 'no box'
      const inside =
        box.y >= header.y + header.height - 1 &&
        box.y + box.height <= size.height + 1 &&
        box.x >= -1 &&
        box.x + box.width <= size.width + 1
      return inside ? 'inside' : JSON.stringify(box)
    })
    .toBe('inside')
}
