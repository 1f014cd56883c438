// The plans stage before the canvas draws: a building's link shows that building's facade and a
// floor's link that floor's plan (the build's pictures, public/generated/stage), in the served
// HTML and laid where the canvas will draw them, not the master plan. The canvas is held back by
// never answering its geometry, so the picture is all there is; once the canvas draws, it goes.

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const LINKS = [
  {
    name: 'building',
    url: '/plans?building=11',
    src: /\/generated\/stage\/facade-11\.[0-9a-f]{8}\.svg$/,
  },
  {
    name: 'floor',
    url: '/plans?building=11&section=1&floor=2',
    src: /\/generated\/stage\/floor-11-1-2\.[0-9a-f]{8}\.svg$/,
  },
] as const

const picture = (page: Page) => page.getByTestId('plans-stage-picture')

test.describe.configure({ timeout: 90_000 })

for (const link of LINKS) {
  test(`the ${link.name} link shows its own picture before the canvas`, async ({
    page,
    context,
    request,
  }) => {
    // The server's HTML already names the picture: it is the first paint, before any script.
    const html = await (await request.get(link.url)).text()
    expect(html).toMatch(new RegExp(`src="${link.src.source.slice(0, -1)}"`))

    // The canvas never gets its geometry: it cannot draw, so the picture stays.
    await context.route('**/generated/geometry/**', () => {})
    await page.goto(link.url)
    const img = picture(page)
    await expect(img).toHaveAttribute('src', link.src)
    // Placed by the scene's framing once the page has measured its stage.
    await expect(img).toHaveAttribute('data-placed', 'framed')
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0)
    const stage = await page.getByTestId('plans-canvas-root').boundingBox()
    const box = await img.boundingBox()
    if (!stage || !box) throw new Error('no stage or picture box')
    // Framed as the canvas frames it: the drawing spans most of the stage's width or height, its
    // middle inside the stage (the facade's lawn may run past the stage's foot, as the canvas's does).
    expect(Math.max(box.width / stage.width, box.height / stage.height)).toBeGreaterThan(0.5)
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
    expect(cx).toBeGreaterThan(stage.x)
    expect(cx).toBeLessThan(stage.x + stage.width)
    expect(cy).toBeGreaterThan(stage.y)
    expect(cy).toBeLessThan(stage.y + stage.height)
    // Still the picture a moment later: the canvas had nothing to draw.
    await page.waitForTimeout(1500)
    await expect(page.getByTestId('plans-canvas-root')).not.toHaveAttribute('data-status', 'ready')
    await expect(img).toBeVisible()
  })
}

test('the picture goes once the canvas draws', async ({ page }) => {
  await page.goto(LINKS[1].url)
  const root = page.getByTestId('plans-canvas-root')
  await expect(root).toHaveAttribute('data-status', 'ready', { timeout: 60_000 })
  await expect(picture(page)).toHaveCount(0)
})

test('with reduced motion the picture goes at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // When the canvas reports ready and when the picture leaves, by the page's clock.
  await page.addInitScript(() => {
    const w = window as unknown as { __ready?: number; __gone?: number }
    new MutationObserver(() => {
      const root = document.querySelector('[data-testid=plans-canvas-root]')
      if (root?.getAttribute('data-status') === 'ready') w.__ready ??= performance.now()
      if (w.__ready && !document.querySelector('[data-testid=plans-stage-picture]'))
        w.__gone ??= performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.goto(LINKS[1].url)
  await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
    timeout: 60_000,
  })
  await expect(picture(page)).toHaveCount(0)
  const [ready, gone] = await page.evaluate(() => {
    const w = window as unknown as { __ready?: number; __gone?: number }
    return [w.__ready ?? 0, w.__gone ?? 0]
  })
  // No 240 ms fade: gone within a frame or two of the first frame.
  expect(gone - ready).toBeLessThan(100)
})
