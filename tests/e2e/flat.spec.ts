// The flat screen reached as a shared link: /plans?building=..&section=..&floor=..
// &flat=.. (engine/selectionQuery.ts). The favourites journey (localStorage `favorites` holds the
// alt, the heart flies to the header), previous/next on the floor, the view options in the URL, and
// a consultation request that names the flat and carries it in the lead. Russian at desktop size,
// English at phone size (fixtures.ts PROJECT_OF_LOCALE).

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Apartment, HydraData, Locale } from '../../engine/types'
import { flatName } from '../../ui/plans/FlatName'
import { clipped } from './clipped'
import { desktopOnly, expect, runInProjectOf, test } from './fixtures'
import { leadsNamed } from './leads'
import { ShellPage } from './pages/ShellPage'

const WORDS = {
  ru: {
    title: (n: string) => `Квартира ${n}`,
    favOn: 'В избранном',
    count: 'В избранном: 1',
    hero: 'Избранное',
    booked: 'Квартира забронирована',
    name: 'Имя',
    phone: 'Телефон',
    send: 'Отправить',
    flatHeading: 'Квартира:',
  },
  en: {
    title: (n: string) => `Flat ${n}`,
    favOn: 'In favourites',
    count: 'In favourites: 1',
    hero: 'Favourites',
    booked: 'This flat is booked',
    name: 'Name',
    phone: 'Phone',
    send: 'Send',
    flatHeading: 'Flat:',
  },
} as const

class FlatPage extends ShellPage {
  readonly screen: Locator

  constructor(
    page: Page,
    readonly locale: Locale,
  ) {
    super(page)
    this.screen = page.getByTestId('flat-screen')
  }

  path(a: Pick<Apartment, 'b' | 's' | 'f' | 'n'>): string {
    const prefix = this.locale === 'en' ? '/en' : ''
    return `${prefix}/plans?building=${a.b}&section=${a.s}&floor=${a.f}&flat=${a.n}`
  }

  async open(a: Apartment, extra = '') {
    await this.goto(`${this.path(a)}${extra}`)
    await expect(this.screen).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
    await expect(this.screen).toHaveAttribute('data-alt', a.alt)
  }
}

async function hydra(request: APIRequestContext): Promise<HydraData> {
  const response = await request.get('/api/hydra/data')
  expect(response.ok()).toBe(true)
  return (await response.json()) as HydraData
}

/** A flat on sale with a selectable flat on each side of it on its floor. */
function flatWithNeighbours(data: HydraData) {
  const all = Object.values(data.apartments)
  for (const a of all) {
    if (a.st !== 1) continue
    const floor = all
      .filter((x) => x.b === a.b && x.s === a.s && x.f === a.f && x.st > 0)
      .sort((x, y) => x.n - y.n)
    const i = floor.findIndex((x) => x.alt === a.alt)
    const prev = floor[i - 1]
    const next = floor[i + 1]
    if (prev && next) return { flat: a, prev, next }
  }
  throw new Error('no flat on sale with neighbours on both sides')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Opens the screen of the first flat on sale with a selectable neighbour on each side. */
async function openFlatWithNeighbours(page: Page, request: APIRequestContext, locale: Locale) {
  const found = flatWithNeighbours(await hydra(request))
  const screen = new FlatPage(page, locale)
  await screen.open(found.flat)
  return { ...found, screen }
}

// The plan canvas draws in a worker (software WebGL here): the page stays free, each journey has
// room for a busy machine.
test.describe.configure({ timeout: 90_000 })

/**
 * Records every heart that starts flying, with its timing, as it is added: under load a flight
 * can be over before a poll would see it.
 */
async function watchFlights(page: Page) {
  await page.evaluate(() => {
    const seen: { duration: unknown; easing: unknown }[] = []
    ;(window as unknown as { __flights: typeof seen }).__flights = seen
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.dataset.testid === 'heart-flight') {
            const timing = n.getAnimations()[0]?.effect?.getTiming()
            seen.push({ duration: timing?.duration, easing: timing?.easing })
          }
    }).observe(document.body, { childList: true })
  })
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __flights: { duration: unknown; easing: unknown }[] }).__flights,
    )
}

/** A name no other test uses, letters only (the form takes no digits in names). */
function uniqueName(): string {
  const letters = 'абвгдежзиклмнопрстуф'
  const tail = Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 20)]).join('')
  return `Анна ${tail}`
}

for (const locale of ['ru', 'en'] as const) {
  const w = WORDS[locale]

  test.describe(`flat screen (${locale})`, () => {
    runInProjectOf(locale)
    test('a saved flat survives a reload and is listed in favourites', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const { flat, screen } = await openFlatWithNeighbours(page, request, locale)
      await expect(page.getByTestId('flat-title')).toHaveText(w.title(pad(flat.n)))

      const heart = screen.screen.getByTestId('favourite-toggle')
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      const flights = await watchFlights(page)
      await heart.click()
      // A copy of the heart flies to the header icon and is gone after its second.
      await expect.poll(async () => (await flights()).length).toBe(1)
      await expect(page.getByTestId('heart-flight')).not.toBeAttached()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await expect(heart).toContainText(w.favOn)
      await expect(page.getByTestId('header-favourites')).toHaveAttribute('aria-label', /1/)
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(flat.alt)

      await page.reload()
      await expect(screen.screen).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
      await expect(screen.screen.getByTestId('favourite-toggle')).toHaveAttribute(
        'aria-pressed',
        'true',
      )

      await screen.goto(locale === 'en' ? '/en/plans/plans-favorites' : '/plans/plans-favorites')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.hero)
      await expect(page.getByTestId('favourites-count')).toHaveText(w.count)
      await expect(page.locator(`[data-testid="result-row"][data-alt="${flat.alt}"]`)).toBeVisible()
    })

    test('is accessible and tells search engines its offer', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const { flat } = await openFlatWithNeighbours(page, request, locale)
      const ld = JSON.parse((await page.getByTestId('offer-ld').textContent()) ?? '{}')
      expect(ld).toMatchObject({ '@type': 'Offer', price: flat.tc, priceCurrency: 'RUB' })
      const audit = await new AxeBuilder({ page })
        .include('[data-testid="flat-screen"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze()
      const serious = audit.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(serious).toEqual([])
    })

    test('previous and next walk the floor', async ({ page, request, allowConsole }) => {
      allowConsole(/^$/)
      const { flat, prev, next, screen } = await openFlatWithNeighbours(page, request, locale)
      await page.getByTestId('flat-next').click()
      await expect(screen.screen).toHaveAttribute('data-alt', next.alt)
      await expect(page).toHaveURL(new RegExp(`flat=${next.n}(&|$)`))
      await expect(page.getByTestId('flat-title')).toHaveText(w.title(pad(next.n)))
      await page.getByTestId('flat-prev').click()
      await expect(screen.screen).toHaveAttribute('data-alt', flat.alt)
      await page.getByTestId('flat-prev').click()
      await expect(screen.screen).toHaveAttribute('data-alt', prev.alt)
      await expect(page).toHaveURL(new RegExp(`flat=${prev.n}(&|$)`))
    })

    test('floor view and furniture are kept in the URL', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const { screen } = await openFlatWithNeighbours(page, request, locale)
      await expect(page.getByTestId('flat-view-flat')).toHaveAttribute('aria-pressed', 'true')
      await page.getByTestId('flat-view-floor').click()
      await expect(page).toHaveURL(/view=floor/)
      await page.getByTestId('flat-furniture').check()
      await expect(page).toHaveURL(/furniture=1/)
      await page.reload()
      await expect(screen.screen).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
      await expect(page.getByTestId('flat-view-floor')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('flat-furniture')).toBeChecked()
      // The flat's place: the floor with the flat marked, the site with its building.
      await expect(page.getByTestId('flat-floor-map').locator('[data-here="true"]')).toHaveCount(1)
      await expect(page.getByTestId('flat-site-map').locator('[data-here="true"]')).toHaveCount(1)
    })

    test('the consultation form names the flat and the lead carries it', async ({
      page,
      request,
      allowConsole,
    }) => {
      allowConsole(/^$/)
      const { flat, screen } = await openFlatWithNeighbours(page, request, locale)
      await page.getByTestId('flat-consult').click()
      const popup = screen.popup('callback')
      await expect(popup).toBeVisible()
      await expect(popup.getByTestId('callback-flats')).toHaveText(
        `${w.flatHeading} ${flatName(flat.alt, locale)}`,
      )
      const name = uniqueName()
      await popup.getByLabel(w.name).fill(name)
      await popup.getByLabel(w.phone).fill('+79210004455')
      await popup.getByRole('button', { name: w.send }).click()
      await expect(popup.getByTestId('form-success')).toBeVisible()
      const stored = await leadsNamed(name)
      expect(stored).toHaveLength(1)
      expect(stored[0]?.flats).toBe(flat.alt)
    })

    test('a booked flat says so', async ({ page, request, allowConsole }) => {
      allowConsole(/^$/)
      const booked = Object.values((await hydra(request)).apartments).find((a) => a.st === 2)
      // The built catalogue has booked flats: none here means booked flats went on sale.
      expect(booked, 'a booked flat in the catalogue').toBeDefined()
      const screen = new FlatPage(page, locale)
      await screen.open(booked as Apartment)
      await expect(page.getByTestId('flat-unavailable')).toContainText(w.booked)
      await expect(page.getByTestId('flat-status')).toHaveAttribute('data-status', '2')
    })
  })
}

test('no heart flies for visitors who ask for reduced motion', async ({
  page,
  request,
  allowConsole,
}) => {
  allowConsole(/^$/)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { screen } = await openFlatWithNeighbours(page, request, 'ru')
  const flights = await watchFlights(page)
  const heart = screen.screen.getByTestId('favourite-toggle')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  expect(await flights()).toEqual([])
})

test('the flight lasts 1 s with sine in-out easing', async ({ page, request, allowConsole }) => {
  allowConsole(/^$/)
  const { screen } = await openFlatWithNeighbours(page, request, 'ru')
  const flights = await watchFlights(page)
  await screen.screen.getByTestId('favourite-toggle').click()
  await expect.poll(flights).toEqual([{ duration: 1000, easing: 'cubic-bezier(0.37, 0, 0.63, 1)' }])
})

test.describe('a laptop', () => {
  desktopOnly()

  test('the flat’s panel keeps its words inside it at 1280 px', async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    await page.setViewportSize({ width: 1280, height: 800 })
    const shell = new ShellPage(page)
    await shell.goto('/plans?building=11&section=1&floor=2&flat=2')
    await page.getByTestId('plans-stage').waitFor()
    expect(await clipped(page)).toEqual([])
  })
})
