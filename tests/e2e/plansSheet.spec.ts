// The panel under the stage on a portrait touch screen is a bottom sheet: a drag on its handle
// snaps it to a peek, the room the subject leaves, or nearly the whole stage; a tap and the keys
// move it too; the canvas gives way at every snap and the renderer fits the floor into what is
// left, so no flat of the floor goes out of sight. Runs in the phone project (touch, portrait).

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const FLOOR = '/plans?building=11&section=1&floor=2'

const box = async (page: Page, testId: string) => {
  const b = await page.getByTestId(testId).boundingBox()
  if (!b) throw new Error(`${testId} has no box`)
  return b
}

/** Every hit area of the canvas lies inside the stage (the renderer has fitted its subject). */
async function allInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const stage = document.querySelector('[data-testid="plans-stage"]') as HTMLElement
    const s = stage.getBoundingClientRect()
    const twins = [...stage.querySelectorAll('[data-testid="plans-canvas-root"] button[data-alt]')]
    return (
      twins.length > 0 &&
      twins.every((t) => {
        const r = t.getBoundingClientRect()
        return r.top >= s.top - 1 && r.bottom <= s.bottom + 1 && r.left >= s.left - 1
      })
    )
  })
}

test.describe('plans bottom sheet', () => {
  test.skip(({ isMobile }) => !isMobile, 'a sheet on a portrait touch screen only')

  test('drags, taps and keys between its heights, the floor always in sight', async ({ page }) => {
    await page.goto(FLOOR)
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    const sheet = page.getByTestId('plans-sheet')
    const handle = page.getByTestId('plans-sheet-handle')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await expect(handle).toBeVisible()
    await expect(handle).toHaveAccessibleName('Развернуть панель')
    // The renderer's measured height replaces the estimate: wait until the stage rests.
    let last = ''
    await expect
      .poll(
        async () => {
          const now = JSON.stringify([
            await box(page, 'plans-stage'),
            await box(page, 'plans-sheet'),
          ])
          const same = now === last
          last = now
          return same
        },
        { timeout: 20_000, intervals: [300] },
      )
      .toBe(true)
    const rest = await box(page, 'plans-stage')
    const restSheet = await box(page, 'plans-sheet')
    // The sheet and the canvas share the stage: no gap, no overlap.
    expect(Math.abs(restSheet.y - (rest.y + rest.height))).toBeLessThan(2)

    // A drag up, let go near the top: the sheet takes nearly the whole stage.
    const h = await box(page, 'plans-sheet-handle')
    const x = h.x + h.width / 2
    await page.mouse.move(x, h.y + h.height / 2)
    await page.mouse.down()
    await page.mouse.move(x, h.y - 120, { steps: 6 })
    await expect(page.locator('[data-dragging]')).toHaveCount(1)
    await page.mouse.move(x, 120, { steps: 6 })
    await page.mouse.up()
    await expect(sheet).toHaveAttribute('data-snap', 'full')
    await expect(page.locator('[data-dragging]')).toHaveCount(0)
    await expect.poll(async () => (await box(page, 'plans-stage')).height).toBeLessThan(rest.height)
    const full = await box(page, 'plans-stage')
    expect(full.height).toBeGreaterThanOrEqual(180)
    await expect.poll(() => allInSight(page)).toBe(true)
    await expect(handle).toHaveAccessibleName('Свернуть панель')

    // A drag down, let go low: a peek of the heading, the canvas takes the rest.
    const h2 = await box(page, 'plans-sheet-handle')
    await page.mouse.move(x, h2.y + h2.height / 2)
    await page.mouse.down()
    await page.mouse.move(x, 830, { steps: 8 })
    await page.mouse.up()
    await expect(sheet).toHaveAttribute('data-snap', 'peek')
    await expect
      .poll(async () => (await box(page, 'plans-stage')).height)
      .toBeGreaterThan(rest.height)
    await expect(page.getByRole('heading', { name: 'Выберите квартиру' })).toBeInViewport()
    await expect.poll(() => allInSight(page)).toBe(true)

    // A tap from a peek goes back to the rest; from the rest, to full.
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'full')

    // The keys: Home a peek, ArrowUp one height up, End full.
    await handle.focus()
    await page.keyboard.press('Home')
    await expect(sheet).toHaveAttribute('data-snap', 'peek')
    await expect(handle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await page.keyboard.press('End')
    await expect(sheet).toHaveAttribute('data-snap', 'full')

    // A new level brings the sheet back to its rest.
    await page
      .getByRole('button', { name: /Кв\. 02/ })
      .first()
      .click()
    await expect(page.getByTestId('plans-screen')).toHaveAttribute('data-level', 'flat')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
  })

  test('a facade keeps its stage: from the rest a tap goes to a peek', async ({ page }) => {
    await page.goto('/plans?building=13')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    const sheet = page.getByTestId('plans-sheet')
    const handle = page.getByTestId('plans-sheet-handle')
    await expect(handle).toHaveAccessibleName('Свернуть панель')
    const rest = await box(page, 'plans-stage')
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'peek')
    await page.keyboard.press('End')
    await expect(sheet).toHaveAttribute('data-snap', 'full')
    expect((await box(page, 'plans-stage')).height).toBeGreaterThanOrEqual(rest.height - 1)
  })

  test('is a plain panel in landscape', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 })
    await page.goto(FLOOR)
    await expect(page.getByTestId('plans-sheet')).toBeVisible()
    await expect(page.getByTestId('plans-sheet-handle')).toBeHidden()
  })
})
