// Smoke checks of the flat search and the favourites, in any engine: a filter changes the count
// to what the API's catalogue says, and a saved flat is still saved after a reload and listed on
// the favourites page (localStorage `favorites`).

import type { Check } from './check'
import { clickElement, waitForAttribute, waitInPage } from './pageActions'
import { until } from './wait'

const SEARCH = '/plans/plans-search'
export const FAVOURITES = '/plans/plans-favorites'
/** А1: one building's flats on sale, a count well below the whole catalogue's. */
const BUILDING = 11
const COUNT = '[data-testid="result-count"]'

async function openSearch(page: Parameters<Check['run']>[0], origin: string) {
  await page.goto(`${origin}${SEARCH}`)
  await waitForAttribute(page, '[data-testid="catalogue-search"]', 'data-state', /^ready$/)
}

const filter: Check = {
  name: 'a search filter changes the result count',
  async run(page, site) {
    const onSale = Object.values(site.hydra.apartments).filter((a) => a.st !== 0)
    const inBuilding = onSale.filter((a) => a.b === BUILDING).length
    if (inBuilding === 0 || inBuilding === onSale.length) {
      throw new Error(`the catalogue cannot show a filter: ${inBuilding} of ${onSale.length}`)
    }
    await openSearch(page, site.origin)
    await waitForAttribute(page, COUNT, 'data-count', new RegExp(`^${onSale.length}$`))
    await clickElement(page, `[data-testid="filter-building-${BUILDING}"]`)
    await waitForAttribute(page, COUNT, 'data-count', new RegExp(`^${inBuilding}$`))
    await until(`the filter in the URL (bld=${BUILDING})`, async () =>
      (await page.url()).includes(`bld=${BUILDING}`),
    )
    return `${onSale.length} -> ${inBuilding} flats`
  },
}

const favourite: Check = {
  name: 'a favourite survives a reload and is listed on the favourites page',
  async run(page, site) {
    await openSearch(page, site.origin)
    const alt = await waitInPage(
      page,
      'a third result row',
      () => document.querySelectorAll('[data-testid="result-row"]')[2]?.getAttribute('data-alt'),
      [],
    )
    const heart = `[data-testid="result-row"][data-alt="${alt}"] [data-testid="favourite-toggle"]`
    await waitForAttribute(page, heart, 'aria-pressed', /^false$/)
    await clickElement(page, heart)
    await waitForAttribute(page, heart, 'aria-pressed', /^true$/)
    await waitInPage(
      page,
      `localStorage favorites = ${alt}`,
      (a: string) => localStorage.getItem('favorites') === a,
      [alt],
    )

    await page.reload()
    await waitForAttribute(page, heart, 'aria-pressed', /^true$/)

    await page.goto(`${site.origin}${FAVOURITES}`)
    await waitInPage(
      page,
      `flat ${alt} listed among the favourites`,
      (a: string) =>
        document.querySelector(`[data-testid="result-row"][data-alt="${a}"]`) !== null &&
        document.querySelector('[data-testid="favourites-count"]')?.textContent?.includes('1'),
      [alt],
    )
    return `flat ${alt}`
  },
}

export const CATALOGUE_CHECKS: readonly Check[] = [filter, favourite]
