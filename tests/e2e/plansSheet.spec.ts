// The panel under the stage on a portrait touch screen is a bottom sheet (a flat's page excepted:
// it scrolls as one, flatPortrait.spec.ts): a drag on its handle
// snaps it to the room the subject leaves or nearly the whole stage, never taller than its
// content (a peek is the rest: a taller canvas only added paper around the drawing); a tap and the
// keys move it too; the canvas gives way at every snap and the renderer fits the floor into what
// is left, so no flat of the floor goes out of sight or under the minimap card, and a flat stays
// large beside the card. Snaps of one height are one, the handle says what a tap does, and a
// sheet of one height shows no handle. The canvas sets no text below 12 px (the frame report's smallest text). Runs in the
// phone project (touch, portrait).

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const FLOOR = '/plans?building=11&section=1&floor=2'

const box = async (page: Page, testId: string) => {
  const b = await page.getByTestId(testId).boundingBox()
  if (!b) throw new Error(`${testId} has no box`)
  return b
}

/** The stage and the sheet have stopped moving (the renderer's height has replaced the estimate). */
async function settled(page: Page) {
  let last = ''
  await expect
    .poll(
      async () => {
        const now = JSON.stringify([await box(page, 'plans-stage'), await box(page, 'plans-sheet')])
        const same = now === last
        last = now
        return same
      },
      { timeout: 20_000, intervals: [300] },
    )
    .toBe(true)
}

/** Keeps the canvas's last frame report at rest in the page (usePlansRenderer's frame probe). */
async function keepRestFrame(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    w.__khvoyaFrameProbe = (r: { animating: boolean }) => {
      if (!r.animating) w.__restFrame = r
    }
  })
}

/** The smallest text of the canvas's last picture at rest, CSS px (null: none shown). */
function smallestText(page: Page): Promise<number | null | undefined> {
  return page.evaluate(
    () =>
      (window as unknown as { __restFrame?: { smallestText?: number | null } }).__restFrame
        ?.smallestText,
  )
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

/** The canvas's height and the height its subject needs at its width (--fit-h), CSS px. */
function canvasAndFit(page: Page): Promise<{ canvas: number; fit: number }> {
  return page.evaluate(() => {
    const stage = document.querySelector('[data-testid="plans-stage"]') as HTMLElement
    // The drawing's own box: a floor's sun toggle has a band of its own above it, on top of the
    // height the renderer asks for (Plans.module.css).
    const canvas = document.querySelector('[data-testid="plans-canvas-root"]') as HTMLElement
    return {
      canvas: canvas.getBoundingClientRect().height,
      fit: Number.parseFloat(stage.style.getPropertyValue('--fit-h')),
    }
  })
}

/**
 * The flats whose hit areas reach under the minimap card (on a phone 120 px wide, its design's
 * proportions, 12 px in from the canvas's bottom left corner).
 */
function flatsUnderCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="plans-canvas-root"]') as HTMLElement
    const host = root.getBoundingClientRect()
    const card = { right: host.left + 132, top: host.bottom - 12 - 101 }
    return [...root.querySelectorAll('button[data-alt]')]
      .filter((t) => {
        const r = t.getBoundingClientRect()
        return r.left < card.right - 1 && r.bottom > card.top + 1
      })
      .map((t) => t.getAttribute('data-alt') ?? '?')
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
    // The renderer's measured height replaces the estimate: wait until the stage is at it and
    // rests (on a loaded machine the fit can come after two still looks at the estimate).
    await expect
      .poll(
        async () => {
          const m = await canvasAndFit(page)
          return Number.isFinite(m.fit) && Math.abs(m.canvas - m.fit) <= 2
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    await settled(page)
    const rest = await box(page, 'plans-stage')
    const restCanvas = (await canvasAndFit(page)).canvas
    // At rest the floor spans the screen's width, less the plan's 12 px either side: under a sun
    // toggle band the page did not count, it was framed by the height and drew 262 px of 390.
    const span = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="plans-canvas-root"]') as HTMLElement
      const flats = [...root.querySelectorAll('button[data-kind="flat"]')].map((b) =>
        b.getBoundingClientRect(),
      )
      const left = Math.min(...flats.map((r) => r.left))
      const right = Math.max(...flats.map((r) => r.right))
      return (right - left) / root.getBoundingClientRect().width
    })
    expect(span).toBeGreaterThanOrEqual(0.9)
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
    // The stage is lower than wide: the floor is framed right of the minimap card, not under it.
    await settled(page)
    await expect.poll(() => flatsUnderCard(page)).toEqual([])
    await expect(handle).toHaveAccessibleName('Свернуть панель')

    // A drag down, let go low: the floor is as wide as the screen allows already, so a taller
    // canvas would only add paper above and below it: the peek is the rest, the list in view.
    const h2 = await box(page, 'plans-sheet-handle')
    await page.mouse.move(x, h2.y + h2.height / 2)
    await page.mouse.down()
    await page.mouse.move(x, 830, { steps: 8 })
    await page.mouse.up()
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await settled(page)
    const after = await canvasAndFit(page)
    expect(Math.abs(after.canvas - restCanvas)).toBeLessThanOrEqual(2)
    expect(Math.abs(after.canvas - after.fit)).toBeLessThanOrEqual(2)
    await expect(page.getByRole('heading', { name: 'Выберите квартиру' })).toBeInViewport()
    await expect.poll(() => allInSight(page)).toBe(true)
    await expect(handle).toHaveAccessibleName('Развернуть панель')

    // A tap from the rest goes to full, from full back to the rest.
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'full')
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'full')

    // The keys: Home the smallest height (the rest), ArrowUp one height up, End full.
    await handle.focus()
    await page.keyboard.press('Home')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    // Expanded only where a tap collapses it: at the rest it offers to expand.
    await expect(handle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(sheet).toHaveAttribute('data-snap', 'full')
    await expect(handle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await page.keyboard.press('End')
    await expect(sheet).toHaveAttribute('data-snap', 'full')

    // A flat's page has no sheet (flatPortrait.spec.ts); back on the floor the sheet is at its rest.
    await page
      .getByRole('button', { name: /Кв\. 02/ })
      .first()
      .click()
    await expect(page.getByTestId('plans-screen')).toHaveAttribute('data-level', 'flat')
    await expect(handle).toHaveCount(0)
    await page.getByTestId('plans-back').click()
    await expect(page.getByTestId('plans-screen')).toHaveAttribute('data-level', 'floor')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
  })

  test('a facade keeps its stage: one height at every snap, no handle to try', async ({ page }) => {
    await keepRestFrame(page)
    await page.goto('/plans?building=13')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    // The renderer has told the page its subject's height: a stage still at its estimate can hold
    // still long enough to look settled.
    await expect(page.getByTestId('plans-stage')).toHaveAttribute('style', /--fit-h/, {
      timeout: 20_000,
    })
    await settled(page)
    await expect(page.getByTestId('plans-sheet')).toHaveAttribute('data-snap', 'rest')
    // Full would be the rest's height, and so would a peek (the facade is as wide as the stage):
    // the grabber is not shown.
    await expect(page.getByTestId('plans-sheet-handle')).toBeHidden()
    const m = await canvasAndFit(page)
    expect(Math.abs(m.canvas - m.fit)).toBeLessThanOrEqual(2)
    // The section cards read at 12 px at the least.
    await expect.poll(() => smallestText(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(12)

    // A one-section building offers its floors: their bands are ~17 px on a phone, and its floor
    // chips read at 12 px at the least, fewer of them (every other floor) rather than 7 px ones.
    await page.goto('/plans?building=11')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    await expect(
      page.locator('[data-testid="plans-canvas-root"] button[data-kind="floor"]').first(),
    ).toBeAttached({ timeout: 20_000 })
    await expect.poll(() => smallestText(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(12)
  })

  test('on the master plan the sheet is as tall as its list, the drawing keeps its height', async ({
    page,
  }) => {
    await keepRestFrame(page)
    await page.goto('/masterplan')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    // The renderer has told the page its subject's height.
    await expect(page.getByTestId('plans-stage')).toHaveAttribute('style', /--fit-h/, {
      timeout: 20_000,
    })
    await settled(page)
    const m = await page.evaluate(() => {
      const sheet = document.querySelector('[data-testid="plans-sheet"]') as HTMLElement
      const canvas = document.querySelector('[data-testid="plans-stage"]') as HTMLElement
      const last = sheet.lastElementChild as HTMLElement
      return {
        blank: sheet.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom,
        hidden: sheet.scrollHeight - sheet.clientHeight,
        canvas: canvas.getBoundingClientRect().height,
        fit: Number.parseFloat(canvas.style.getPropertyValue('--fit-h')),
      }
    })
    // Its 16 px of padding below the last line, nothing cut, no blank sheet.
    expect(m.blank).toBeLessThanOrEqual(18)
    expect(m.hidden).toBeLessThanOrEqual(1)
    // The drawing's own height: no band of paper above or below it.
    expect(Math.abs(m.canvas - m.fit)).toBeLessThanOrEqual(2)
    // Full would be the rest's height, a peek too: one height, no grabber.
    await expect(page.getByTestId('plans-sheet')).toHaveAttribute('data-snap', 'rest')
    await expect(page.getByTestId('plans-sheet-handle')).toBeHidden()
    await expect.poll(() => smallestText(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(12)
  })

  test('a flat stays large, clear of the minimap card', async ({ page }) => {
    await page.goto('/plans?building=11&section=1&floor=2&flat=2')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    // A flat's page has no sheet to snap (flatPortrait.spec.ts): the plan at its one height.
    await expect(page.getByTestId('plans-sheet-handle')).toHaveCount(0)
    await settled(page)
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const root = document.querySelector('[data-testid="plans-canvas-root"]') as HTMLElement
            const flat = root.querySelector('button[data-alt="11-1-2-2"]')
            if (!flat) return 'no flat'
            const f = flat.getBoundingClientRect()
            const host = root.getBoundingClientRect()
            // The minimap card: 120 px wide (a phone), its design's proportions, 12 px in.
            const card = { right: host.left + 132, top: host.bottom - 12 - 101 }
            const clear = f.left >= card.right - 1 || f.bottom <= card.top + 1
            const side = Math.min(f.width, f.height)
            return clear && side >= 120 ? 'large' : `${Math.round(side)} px, clear ${clear}`
          }),
        { timeout: 10_000 },
      )
      .toBe('large')
  })

  test('on the kiosk a short sheet runs to the foot of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 })
    await page.goto('/plans?building=11&kiosk=1')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    await settled(page)
    // Nothing follows the screen on the kiosk: its sheet's paper, not bare page, fills the rest.
    const m = await page.evaluate(() => ({
      sheetBottom: (
        document.querySelector('[data-testid="plans-sheet"]') as HTMLElement
      ).getBoundingClientRect().bottom,
      page: document.documentElement.scrollHeight,
    }))
    expect(m.sheetBottom).toBeGreaterThanOrEqual(1919)
    expect(m.page).toBeLessThanOrEqual(1921)
    // Full would only stretch the sky round the facade: one height, no grabber.
    await expect(page.getByTestId('plans-sheet-handle')).toBeHidden()
  })

  test("turning the phone keeps the flat's page below the stage, never in a sheet", async ({
    page,
  }) => {
    await page.goto('/plans?building=11&section=1&floor=2&flat=2')
    const below = page.getByTestId('flat-below')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    await expect(below).toHaveCount(1)
    await expect(page.getByTestId('plans-sheet').getByTestId('flat-below')).toHaveCount(0)
    await page.setViewportSize({ width: 844, height: 390 })
    await expect(below).toHaveCount(1)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(below).toHaveCount(1)
    await expect(page.getByTestId('plans-sheet').getByTestId('flat-below')).toHaveCount(0)
    await expect(page.getByTestId('plans-sheet-handle')).toHaveCount(0)
  })

  test('is a plain panel in landscape', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 })
    await page.goto(FLOOR)
    await expect(page.getByTestId('plans-sheet')).toBeVisible()
    await expect(page.getByTestId('plans-sheet-handle')).toBeHidden()
  })
})
