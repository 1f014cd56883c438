// A flat's page on a phone and a portrait tablet scrolls as one page (issue 47): the plan, the
// flat's panel, the blocks below it (payment, sun and view, similar flats, price history), then
// the footer, and nothing below the footer; no bottom sheet, no inner scroller holding a block; the
// price and the consultation button in the bar along the bottom at every scroll, the footer's
// last line above it. On the floor, where the sheet stays, its handle is expanded only where a
// tap collapses it. Each size runs in a touch context of its own from the desktop project.

import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const FLAT = '/plans?building=11&section=1&floor=2&flat=2'

/** `en`: also in English (the longer words in the bar). */
const SIZES: readonly { name: string; width: number; height: number; en?: boolean }[] = [
  { name: 'phone', width: 390, height: 844, en: true },
  { name: 'tablet-portrait', width: 820, height: 1180 },
  { name: 'tablet-large-portrait', width: 1024, height: 1366 },
]

/** The page's blocks in the order a buyer scrolls through them (the price history only once the
 * price has changed: PriceHistory.tsx). */
const BLOCKS = [
  'plans-stage',
  'flat-finish',
  'flat-benefits',
  'flat-facts',
  'flat-payment',
  'sun-view',
  'flat-similar',
  'flat-price-history',
  'footer',
] as const

async function touchPage(browser: Browser, baseURL: string, width: number, height: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: width < 800,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors, close: () => context.close() }
}

/** Scrolls the window down the page as a thumb would, so every block comes alive on the way. */
async function scrollThrough(page: Page) {
  await expect(async () => {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
    })
    for (const id of ['flat-payment', 'sun-view', 'flat-similar'])
      await expect(page.getByTestId(id)).toBeAttached({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** Document heights and each block's top and bottom on the page, CSS px. */
function figures(page: Page) {
  return page.evaluate((ids) => {
    const at = (el: Element) => {
      const r = el.getBoundingClientRect()
      return {
        top: Math.round(r.top + window.scrollY),
        bottom: Math.round(r.bottom + window.scrollY),
      }
    }
    const blocks = ids
      .map((id) => {
        const el = document.querySelector(`[data-testid="${id}"]`)
        // An ancestor that scrolls or clips on its own: a keyhole the window's scroll cannot open.
        let keyhole: string | null = null
        for (let a = el?.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a)
          if (s.overflowY !== 'visible' && a.scrollHeight > a.clientHeight + 1)
            keyhole = `${a.tagName}.${a.className}`
        }
        return { id, ...(el ? at(el) : { top: -1, bottom: -1 }), keyhole }
      })
      // The price history, when it is not there, has no place to check.
      .filter((b) => b.top >= 0 || b.id !== 'flat-price-history')
    return {
      doc: document.documentElement.scrollHeight,
      view: window.innerHeight,
      blocks,
    }
  }, BLOCKS)
}

/** The bar's box now, and whether the price and the consultation button are in it and on screen. */
function barNow(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="flat-buy"]') as HTMLElement
    const r = bar.getBoundingClientRect()
    const onScreen = (id: string) => {
      const el = bar.querySelector(`[data-testid="${id}"]`)
      if (!el) return false
      const b = el.getBoundingClientRect()
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
      return b.top >= 0 && b.bottom <= window.innerHeight && !!hit && el.contains(hit)
    }
    return {
      top: r.top,
      bottom: r.bottom,
      price: onScreen('flat-price'),
      consult: onScreen('flat-consult'),
    }
  })
}

test.describe('a flat on a portrait touch screen is one page', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'every size runs in its own context from the desktop project',
  )

  for (const size of SIZES) {
    test(`${size.name} ${size.width}x${size.height}: plan, every block, footer`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000)
      const { page, errors, close } = await touchPage(
        browser,
        baseURL ?? '',
        size.width,
        size.height,
      )
      for (const locale of size.en ? (['ru', 'en'] as const) : (['ru'] as const)) {
        await page.goto(`${locale === 'en' ? '/en' : ''}${FLAT}`)
        await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute(
          'data-status',
          'ready',
          {
            timeout: 30_000,
          },
        )
        const where = `${size.name} ${locale}`
        // No sheet: no handle to drag, no snaps; the panel is part of the page.
        await expect(page.getByTestId('plans-sheet-handle')).toHaveCount(0)
        await expect(page.getByTestId('plans-sheet')).not.toHaveAttribute('data-snap', /./)
        await expect(page.getByTestId('flat-below')).toHaveCount(1)

        // The first screen: the plan, and the flat's panel beginning above the bar.
        const first = await barNow(page)
        expect(first.price && first.consult, `${where}: price and consultation at hand`).toBe(true)
        const place = await page.getByTestId('flat-place').boundingBox()
        expect(place?.y ?? 9999, `${where}: the panel starts in the first screen`).toBeLessThan(
          first.top,
        )
        const stage = await page.getByTestId('plans-stage').boundingBox()
        expect(stage?.y ?? 9999, `${where}: the plan first`).toBeLessThan(0.3 * size.height)
        expect(
          (stage?.y ?? 0) + (stage?.height ?? 0),
          `${where}: the plan above the bar`,
        ).toBeLessThanOrEqual(first.top + 1)

        await scrollThrough(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        const f = await figures(page)
        const report = f.blocks.map((b) => `${b.id} ${b.top}-${b.bottom}`).join(', ')
        console.log(`${where}: document ${f.doc} px; ${report}`)
        // In order, none held in a scroller of its own.
        for (const [i, b] of f.blocks.entries()) {
          expect(b.top, `${where}: ${b.id} on the page`).toBeGreaterThanOrEqual(0)
          expect(b.keyhole, `${where}: ${b.id} inside a scroller`).toBeNull()
          const prev = f.blocks[i - 1]
          if (prev)
            expect(b.top, `${where}: ${b.id} after ${prev.id}`).toBeGreaterThanOrEqual(prev.top)
        }
        // Nothing below the footer; the last block runs into the footer with no blank between
        // (the screen's own padding: the bar's height and 24 px).
        const footer = f.blocks.at(-1)
        const last = f.blocks.at(-2)
        expect(
          Math.abs(f.doc - (footer?.bottom ?? 0)),
          `${where}: below the footer`,
        ).toBeLessThanOrEqual(1)
        expect(
          (footer?.top ?? 0) - (last?.bottom ?? 0),
          `${where}: blank above the footer`,
        ).toBeLessThan(160)

        // Each block, scrolled to by the window alone, is what the eye sees there.
        for (const { id } of f.blocks) {
          const seen = await page.evaluate(async (id) => {
            const el = document.querySelector(`[data-testid="${id}"]`) as HTMLElement
            window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120)
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
            const b = el.getBoundingClientRect()
            // Its first line on screen (the page's end may stop a short last block low).
            const y = Math.max(b.top, 0) + 16
            const hit = document.elementFromPoint(b.left + Math.min(24, b.width / 2), y)
            return !!hit && el.contains(hit)
          }, id)
          expect(seen, `${where}: ${id} reached by scrolling the page`).toBe(true)
          const bar = await barNow(page)
          expect(bar.price && bar.consult, `${where}: the bar at ${id}`).toBe(true)
        }

        // At the page's end the footer's last line stands above the bar, not behind it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await page.waitForTimeout(100)
        const end = await barNow(page)
        const lastLine = await page.evaluate(() => {
          const footer = document.querySelector('[data-testid="footer"]') as HTMLElement
          let bottom = 0
          for (const el of footer.querySelectorAll('p, a, span, li'))
            bottom = Math.max(bottom, el.getBoundingClientRect().bottom)
          return bottom
        })
        expect(lastLine, `${where}: the footer's last line above the bar`).toBeLessThanOrEqual(
          end.top + 1,
        )
        expect(end.bottom, `${where}: the bar at the window's foot`).toBeGreaterThanOrEqual(
          size.height - 1,
        )
      }
      expect(errors, 'page errors').toEqual([])
      await close()
    })
  }

  test('the floor keeps its sheet, whose handle tells what it is', async ({ browser, baseURL }) => {
    test.setTimeout(90_000)
    const { page, errors, close } = await touchPage(browser, baseURL ?? '', 390, 844)
    await page.goto('/plans?building=11&section=1&floor=2')
    await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    })
    const sheet = page.getByTestId('plans-sheet')
    const handle = page.getByTestId('plans-sheet-handle')
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    // At the rest a tap grows the sheet: "expand", and not expanded.
    await expect(handle).toHaveAccessibleName('Развернуть панель')
    await expect(handle).toHaveAttribute('aria-expanded', 'false')
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'full')
    await expect(handle).toHaveAccessibleName('Свернуть панель')
    await expect(handle).toHaveAttribute('aria-expanded', 'true')
    await handle.click()
    await expect(sheet).toHaveAttribute('data-snap', 'rest')
    await expect(handle).toHaveAttribute('aria-expanded', 'false')
    expect(errors, 'page errors').toEqual([])
    await close()
  })

  // The showroom kiosk (issue 47, item 6): the flat's information follows the plan as a page, not
  // through a sheet's keyhole, and the price reads from a step back in either orientation.
  for (const [width, height] of [
    [1080, 1920],
    [1920, 1080],
  ] as const) {
    test(`the kiosk ${width}x${height}: the flat's information and its price at kiosk size`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000)
      const { page, errors, close } = await touchPage(browser, baseURL ?? '', width, height)
      await page.goto(`${FLAT}&kiosk=1`)
      await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
        timeout: 30_000,
      })
      await expect(page.getByTestId('plans-sheet-handle')).toHaveCount(0)
      const price = page.getByTestId('flat-price').filter({ visible: true }).first()
      await expect(price).toBeInViewport()
      const size = await price.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
      expect(size).toBeGreaterThanOrEqual(width > height ? 48 : 36)
      await page.getByTestId('flat-facts').scrollIntoViewIfNeeded()
      await expect(page.getByTestId('flat-facts')).toBeInViewport()
      expect(errors, 'page errors').toEqual([])
      await close()
    })
  }

  // Issue 47, item 12: a full row of similar flats ends where the column's other blocks end.
  test('a desktop row of similar flats fills its column', async ({ browser, baseURL }) => {
    test.setTimeout(60_000)
    const { page, errors, close } = await touchPage(browser, baseURL ?? '', 1920, 1080)
    await page.goto(FLAT)
    await scrollThrough(page)
    const cards = page.getByTestId('flat-similar').locator('li')
    await expect(cards).toHaveCount(3)
    const payment = await page.getByTestId('flat-payment').boundingBox()
    const last = await cards.nth(2).boundingBox()
    expect(
      Math.abs((last?.x ?? 0) + (last?.width ?? 0) - ((payment?.x ?? 0) + (payment?.width ?? 0))),
    ).toBeLessThanOrEqual(1)
    expect(errors, 'page errors').toEqual([])
    await close()
  })
})
