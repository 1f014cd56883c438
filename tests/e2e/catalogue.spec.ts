// The flat search and favourites of SPEC sections 2-4 and 9: filters and sort against the live
// API, filters in the URL (reload, back), favourites kept in localStorage, the API down and retry.

import type { Locator, Page } from '@playwright/test'
import type { Apartment, HydraData } from '../../engine/types'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

class CataloguePage extends ShellPage {
  readonly screen: Locator
  readonly count: Locator
  readonly rows: Locator

  constructor(page: Page) {
    super(page)
    this.screen = page.getByTestId('catalogue-search')
    this.count = page.getByTestId('result-count')
    this.rows = page.getByTestId('result-row')
  }

  async open(path = '/plans/plans-search') {
    await this.goto(path)
    await expect(this.screen).toHaveAttribute('data-state', /ready|failed/)
    // Phones fold the filters behind a button.
    const toggle = this.page.getByTestId('filters-toggle')
    if (await toggle.isVisible()) await toggle.click()
  }

  async alts(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-alt') ?? ''))
  }
}

async function hydra(request: import('@playwright/test').APIRequestContext): Promise<HydraData> {
  const response = await request.get('/api/hydra/data')
  expect(response.ok()).toBe(true)
  return (await response.json()) as HydraData
}

/** Alt order of the catalogue: numeric, part by part. */
function byAlt(a: Apartment, b: Apartment): number {
  const x = a.alt.split('-').map(Number)
  const y = b.alt.split('-').map(Number)
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

test.describe('search', () => {
  test('filters and sort match the API, with the pluralised count', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const data = await hydra(request)
    const all = Object.values(data.apartments).sort(byAlt)
    const catalogue = new CataloguePage(page)
    await catalogue.open()
    await expect(catalogue.count).toHaveAttribute('data-count', String(all.length))

    await page.getByTestId('filter-building-11').click()
    await page.getByTestId('filter-bedrooms-2').click()
    const matching = all.filter((a) => a.b === 11 && a.rc === 2)
    expect(matching.length).toBeGreaterThan(1)
    await expect(catalogue.count).toHaveAttribute('data-count', String(matching.length))
    await expect(catalogue.count).toContainText(`Найдено ${matching.length}`)
    await expect(page).toHaveURL(/bld=11/)
    await expect(page).toHaveURL(/rooms=2/)

    await page.getByTestId('sort-price').click()
    const ascending = [...matching].sort((a, b) => a.tc - b.tc || byAlt(a, b))
    await expect(page.getByTestId('sort-header').locator('th[aria-sort]')).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect.poll(() => catalogue.alts()).toEqual(ascending.slice(0, 30).map((a) => a.alt))

    await page.getByTestId('sort-price').click()
    const descending = [...matching].sort((a, b) => b.tc - a.tc || byAlt(a, b))
    await expect(page.getByTestId('sort-header').locator('th[aria-sort]')).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect.poll(() => catalogue.alts()).toEqual(descending.slice(0, 30).map((a) => a.alt))
    const first = descending[0] as Apartment
    await expect(catalogue.rows.first().getByTestId('result-link')).toHaveAttribute(
      'href',
      `/plans?building=${first.b}&section=${first.s}&floor=${first.f}&flat=${first.n}`,
    )
  })

  test('the URL keeps the view: reload restores it, back restores the previous filters', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const all = Object.values((await hydra(request)).apartments)
    const catalogue = new CataloguePage(page)
    await catalogue.open('/plans/plans-search?bld=12&sort=area&order=desc')
    const inB12 = all.filter((a) => a.b === 12)
    await expect(catalogue.count).toHaveAttribute('data-count', String(inB12.length))
    await expect(page.getByTestId('filter-building-12').locator('input')).toBeChecked()

    await page.getByTestId('filter-bedrooms-1').click()
    const withOne = inB12.filter((a) => a.rc === 1)
    await expect(catalogue.count).toHaveAttribute('data-count', String(withOne.length))
    await expect(page).toHaveURL(/rooms=1/)

    await page.reload()
    await expect(catalogue.count).toHaveAttribute('data-count', String(withOne.length))
    await expect(page.getByTestId('filter-bedrooms-1').locator('input')).toBeChecked()
    await expect(page.getByTestId('sort-area')).toHaveAttribute('aria-pressed', 'true')

    await page.goBack()
    await expect(page).not.toHaveURL(/rooms=1/)
    await expect(catalogue.count).toHaveAttribute('data-count', String(inB12.length))
    await expect(page.getByTestId('filter-bedrooms-1').locator('input')).not.toBeChecked()
  })

  test('an empty result explains itself and resets', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    const catalogue = new CataloguePage(page)
    await catalogue.open('/plans/plans-search?area=1-2')
    await expect(page.getByTestId('result-empty')).toBeVisible()
    await page.getByTestId('result-empty').getByRole('button').click()
    await expect(page.getByTestId('result-empty')).toBeHidden()
    await expect(catalogue.rows.first()).toBeVisible()
  })
})

test.describe('chessboard', () => {
  test('shows every flat as a floor x riser grid with a legend and flat links', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const data = await hydra(request)
    const catalogue = new CataloguePage(page)
    await catalogue.open()
    await page.getByTestId('view-chess').click()
    await expect(page).toHaveURL(/view=chess/)
    const board = page.getByTestId('chessboard')
    await expect(board).toBeVisible()
    await expect(board.getByTestId('chess-cell')).toHaveCount(Object.keys(data.apartments).length)
    await expect(board.getByTestId('chess-section')).toHaveCount(Object.keys(data.sections).length)
    await expect(board.getByRole('listitem')).toHaveCount(5)
    await expect(board.getByTestId('chess-cell').first()).toHaveAttribute(
      'href',
      /^\/plans\?building=\d+&section=\d+&floor=\d+&flat=\d+$/,
    )
    await page.getByTestId('filter-bedrooms-2').click()
    const twoBedrooms = Object.values(data.apartments).filter((a) => a.rc === 2).length
    await expect(board.locator('[data-match="true"]')).toHaveCount(twoBedrooms)
  })
})

test.describe('favourites', () => {
  test('a heart from the search is kept after reload and listed on the favourites page', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const catalogue = new CataloguePage(page)
    await catalogue.open()
    const row = catalogue.rows.nth(2)
    const alt = (await row.getAttribute('data-alt')) ?? ''
    await row.getByTestId('favourite-toggle').click()
    await expect(row.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('header-favorites')).toHaveAttribute('aria-label', /1/)

    await page.reload()
    await expect(
      page.locator(`[data-alt="${alt}"] [data-testid="favourite-toggle"]`),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(alt)

    await catalogue.goto('/plans/plans-favorites')
    await expect(page.getByTestId('favorites-count')).toHaveText('В избранном: 1')
    await expect(page.locator(`[data-testid="result-row"][data-alt="${alt}"]`)).toBeVisible()
  })

  test('a flat that left the catalogue is shown as such and can be removed', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const catalogue = new CataloguePage(page)
    await catalogue.goto('/plans/plans-favorites')
    await page.evaluate(() => localStorage.setItem('favorites', '99-9-9-9'))
    await page.reload()
    await expect(page.getByTestId('favorite-missing')).toBeVisible()
    await page.getByTestId('favorite-remove').click()
    await expect(page.getByTestId('favorites-empty')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull()
  })

  test('two saved flats compare side by side', async ({ page, request, allowConsole }) => {
    allowConsole(/^$/)
    const alts = Object.keys((await hydra(request)).apartments).slice(0, 2)
    const catalogue = new CataloguePage(page)
    await catalogue.goto('/plans/plans-favorites')
    await page.evaluate((list) => localStorage.setItem('favorites', list), alts.join(','))
    await page.reload()
    await page.getByTestId('compare-link').click()
    await expect(page.getByTestId('compare-table')).toBeVisible()
    await expect(page.getByTestId('compare-fact')).toHaveCount(13)
    await expect(page.locator('[data-testid="compare-fact"][data-differs="true"]')).not.toHaveCount(
      0,
    )
  })
})

test.describe('live data', () => {
  test('the API down shows the error, and retry works once it is back', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource/)
    await page.route('**/api/hydra/data', (route) => route.abort())
    const catalogue = new CataloguePage(page)
    await catalogue.open()
    await expect(page.getByTestId('catalogue-error')).toBeVisible()
    await expect(page.getByTestId('catalogue-error')).toContainText('Не удалось загрузить')
    await page.unroute('**/api/hydra/data')
    await page.getByTestId('catalogue-retry').click()
    await expect(page.getByTestId('catalogue-error')).toBeHidden()
    await expect(catalogue.rows.first()).toBeVisible()
  })
})

test.describe('English', () => {
  test('labels, count and favourites are in English', async ({ page, request, allowConsole }) => {
    allowConsole(/Failed to load resource/)
    const total = Object.keys((await hydra(request)).apartments).length
    const catalogue = new CataloguePage(page)
    await catalogue.open('/en/plans/plans-search')
    await expect(catalogue.count).toHaveText(`${total} options found`)
    await expect(page.getByTestId('filter-building-11')).toHaveText('A1')
    await expect(page.getByTestId('filter-bedrooms-0')).toHaveText('Studio')
    await expect(page.getByTestId('filter-bedrooms-3')).toHaveText('3B')
    await expect(page.getByTestId('sort-price')).toHaveText('Price')
    await catalogue.rows.first().getByTestId('favourite-toggle').click()
    await catalogue.goto('/en/plans/plans-favorites')
    await expect(page.getByTestId('favorites-count')).toHaveText('In Favorites: 1')

    await page.route('**/api/hydra/data', (route) => route.abort())
    await catalogue.goto('/en/plans/plans-search')
    await expect(page.getByTestId('catalogue-error')).toContainText('Could not load the flats')
    await expect(page.getByTestId('catalogue-retry')).toHaveText('Try again')
  })
})
