// A floor chip beside the facade tells its floor's flats on sale and their prices before the
// visitor goes there: a mouse opens it by hovering, a finger by a first tap (touch has no hover);
// a second tap, like a click, goes to the floor. The chip stands right of its floor's band.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const SECTION = '/plans?building=13&section=1'

async function openSection(page: Page) {
  await page.goto(SECTION)
  await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
    timeout: 30_000,
  })
  const floor = page
    .locator('[data-testid="plans-canvas-root"] button[data-kind="floor"][aria-disabled="false"]')
    .first()
  await expect(floor).toBeAttached({ timeout: 20_000 })
  const alt = (await floor.getAttribute('data-alt')) ?? ''
  // The camera glides to the section on arrival: the band and its chip move until it rests.
  let last = ''
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await floor.boundingBox())
        const same = now === last
        last = now
        return same
      },
      { timeout: 20_000, intervals: [300] },
    )
    .toBe(true)
  const band = await floor.boundingBox()
  if (!band) throw new Error('the floor has no box')
  // Just right of the band's end: the chip's pill.
  return { alt, x: band.x + band.width + 22, y: band.y + band.height / 2 }
}

test('a first tap on a floor chip opens it, a second goes to the floor', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a finger')
  const screen = page.getByTestId('plans-screen')
  const chip = await openSection(page)
  await page.touchscreen.tap(chip.x, chip.y)
  await expect(screen).toHaveAttribute('data-hovered', chip.alt)
  await expect(screen).toHaveAttribute('data-level', 'section')
  // A tap on nothing closes it again.
  await page.touchscreen.tap(8, chip.y - 60)
  await expect(screen).toHaveAttribute('data-hovered', '')
  await page.touchscreen.tap(chip.x, chip.y)
  await expect(screen).toHaveAttribute('data-hovered', chip.alt)
  await page.touchscreen.tap(chip.x, chip.y)
  await expect(screen).toHaveAttribute('data-level', 'floor')
  await expect(screen).toHaveAttribute('data-selected', chip.alt)
})

test('a mouse opens a floor chip by hovering and goes with one click', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a mouse')
  const screen = page.getByTestId('plans-screen')
  const chip = await openSection(page)
  await page.mouse.move(chip.x, chip.y)
  await expect(screen).toHaveAttribute('data-hovered', chip.alt)
  await page.mouse.click(chip.x, chip.y)
  await expect(screen).toHaveAttribute('data-level', 'floor')
  await expect(screen).toHaveAttribute('data-selected', chip.alt)
})
