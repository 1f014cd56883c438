// The search rows and the favourites page as a buyer reads them on a desktop: each column head
// stands over its values, the heads share one case, a 1920x1080 screen holds eight rows and
// more, the favourites heading outranks its count, and a saved flat can be talked over with the
// sales team straight from its row (the callback form opens with that flat named).

import type { Page } from '@playwright/test'
import type { HydraData, Locale } from '../../engine/types'
import { flatName } from '../../ui/plans/FlatName'
import { desktopOnly, expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

desktopOnly()

async function openSearch(page: Page, path: string) {
  await new ShellPage(page).goto(path)
  await expect(page.getByTestId('catalogue-search')).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('result-row').first()).toBeVisible()
}

/** Left edge of each head's words and of the values under them in the first row. */
function headAndValueEdges(page: Page) {
  return page.getByTestId('result-table').evaluate((table) => {
    const textLeft = (el: Element | null | undefined) => {
      const node = el?.firstChild
      if (!node) return Number.NaN
      const range = document.createRange()
      range.selectNodeContents(node)
      return range.getBoundingClientRect().left
    }
    const left = (el: Element | null | undefined) => el?.getBoundingClientRect().left ?? Number.NaN
    const head = table.querySelector('[data-testid="sort-header"]')
    const row = table.querySelector('[data-testid="result-row"]')
    const th = [...(head?.children ?? [])]
    return [
      {
        name: 'plan',
        head: textLeft(th[0]?.firstElementChild),
        value: left(row?.querySelector('img')),
      },
      {
        name: 'place',
        head: textLeft(th[1]),
        value: left(row?.querySelector('[data-testid="result-link"] > span')),
      },
      {
        name: 'bedrooms',
        head: textLeft(th[2]?.querySelector('[data-testid="sort-rooms"]')),
        value: textLeft(row?.querySelector('[data-testid="row-bedrooms"]')),
      },
      {
        name: 'area',
        head: textLeft(th[2]?.querySelector('[data-testid="sort-area"]')),
        value: textLeft(row?.querySelector('[data-testid="row-area"]')),
      },
      {
        name: 'price',
        head: textLeft(th[3]?.querySelector('[data-testid="sort-price"]')),
        value: textLeft(row?.querySelector('[data-testid="row-price"]')),
      },
      {
        name: 'status',
        head: textLeft(th[4]),
        value: textLeft(row?.querySelector('[data-status]')),
      },
    ]
  })
}

test.describe('search rows', () => {
  for (const [width, height, path] of [
    [1920, 1080, '/plans/plans-search'],
    [1920, 1080, '/en/plans/plans-search'],
    [1366, 768, '/plans/plans-search'],
    [1180, 820, '/plans/plans-search'],
    [820, 1180, '/en/plans/plans-search'],
  ] as const) {
    test(`each head stands over its column, in one case, at ${width}x${height} ${path}`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      await page.setViewportSize({ width, height })
      await openSearch(page, path)
      for (const edge of await headAndValueEdges(page)) {
        expect(Number.isFinite(edge.head) && Number.isFinite(edge.value), edge.name).toBe(true)
        expect(
          Math.abs(edge.head - edge.value),
          `${edge.name} head over its values`,
        ).toBeLessThanOrEqual(2)
      }
      const cases = await page
        .getByTestId('sort-header')
        .locator('th > span, th > button, th:not(:has(*))')
        .evaluateAll((els) => els.map((e) => getComputedStyle(e).textTransform))
      expect(cases.length).toBeGreaterThanOrEqual(6)
      expect(new Set(cases)).toEqual(new Set(['none']))
    })
  }

  // A list narrower than the design's table (a tablet, a laptop beside the filters): the two pills
  // that sort by no column share one line of their own, and no cell's phrase breaks inside itself
  // ("Без / террасы").
  for (const [width, height, path] of [
    [820, 1180, '/plans/plans-search'],
    [1180, 820, '/plans/plans-search'],
    [1366, 768, '/plans/plans-search'],
    [1366, 768, '/en/plans/plans-search'],
  ] as const) {
    test(`the order pills on one line and no phrase wrapped at ${width}x${height} ${path}`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      await page.setViewportSize({ width, height })
      await openSearch(page, path)
      const tops = await page
        .locator('[data-testid="sort-none"], [data-testid="sort-sun"]')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
      expect(tops).toHaveLength(2)
      expect(tops[0], 'default and most-sun pills on one line').toBe(tops[1])
      const wrapped = await page
        .getByTestId('result-row')
        .evaluateAll((rows) =>
          rows
            .slice(0, 12)
            .flatMap((row) =>
              [...row.querySelectorAll('td span, td strong')]
                .filter((el) => el.children.length === 0 && el.getClientRects().length > 1)
                .map((el) => el.textContent),
            ),
        )
      expect(wrapped, 'phrases broken across lines').toEqual([])
    })
  }

  test('a 1920x1080 screen shows eight rows and more', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await openSearch(page, '/plans/plans-search')
    const whole = await page
      .getByTestId('result-row')
      .evaluateAll(
        (rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= innerHeight).length,
      )
    expect(whole).toBeGreaterThanOrEqual(8)
  })
})

test.describe('favourites', () => {
  for (const locale of ['ru', 'en'] as const satisfies readonly Locale[]) {
    test(`the heading outranks the count, and a row opens the callback with its flat (${locale})`, async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
      const alts = Object.values(data.apartments)
        .filter((a) => a.st === 1)
        .slice(0, 2)
        .map((a) => a.alt)
      const path = locale === 'ru' ? '/plans/plans-favorites' : '/en/plans/plans-favorites'
      const shell = new ShellPage(page)
      await shell.goto(path)
      await page.evaluate((list) => localStorage.setItem('favorites', list), alts.join(','))
      await page.reload()
      await expect(page.getByTestId('favorite-discuss')).toHaveCount(2)
      for (const width of [1920, 390]) {
        await page.setViewportSize({ width, height: 1080 })
        const [h1, h2] = await Promise.all(
          ['h1', 'h2'].map((tag) =>
            page
              .getByTestId('plans-favourites-page')
              .locator(tag)
              .first()
              .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
          ),
        )
        expect(h1, `h1 above h2 at ${width}`).toBeGreaterThan(h2 ?? Number.POSITIVE_INFINITY)
      }
      await page.setViewportSize({ width: 1920, height: 1080 })
      const row = page.locator(`[data-testid="result-row"][data-alt="${alts[1]}"]`)
      await row.getByTestId('favorite-discuss').click()
      const popup = shell.popup('callback')
      await expect(popup).toBeVisible()
      const heading = locale === 'ru' ? 'Квартира:' : 'Flat:'
      await expect(popup.getByTestId('callback-flats')).toHaveText(
        `${heading} ${flatName(alts[1] ?? '', locale)}`,
      )
    })
  }
})
