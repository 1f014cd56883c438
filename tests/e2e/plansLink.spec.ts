// A plans link as it arrives: the server renders /plans?building=…&flat=… at its place
// (server/plansPages.ts), so the HTML itself holds the flat, its plan picture and its title, and the
// page hydrates that same markup instead of painting the master plan first. A link to a place the
// catalogue does not have gets the prerendered page.

import type { APIRequestContext, Page } from '@playwright/test'
import type { Apartment, HydraData } from '../../engine/types'
import { expect, test } from './fixtures'

async function firstOnSale(
  request: APIRequestContext,
  /** Only in a building of more than one section (a one-section building has no section level). */
  sectioned = false,
): Promise<Apartment> {
  const response = await request.get('/api/hydra/data')
  const data = (await response.json()) as HydraData
  const sections = (b: number) => Object.values(data.sections).filter((s) => s.b === b).length
  const flat = Object.values(data.apartments).find(
    (a) => a.st === 1 && (!sectioned || sections(a.b) > 1),
  )
  if (!flat) throw new Error('no flat on sale')
  return flat
}

const linkTo = (a: Apartment, prefix = '') =>
  `${prefix}/plans?building=${a.b}&section=${a.s}&floor=${a.f}&flat=${a.n}`
const pad = (n: number) => String(n).padStart(2, '0')

/** Holds the catalogue's answer until the returned function is called. */
async function holdCatalogue(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/hydra/data', async (route) => {
    await held
    await route.continue()
  })
  return release
}

test.describe.configure({ timeout: 90_000 })

for (const [locale, prefix, word] of [
  ['ru', '', 'Квартира'],
  ['en', '/en', 'Flat'],
] as const) {
  test(`a flat link's HTML is the flat, before any script (${locale})`, async ({
    browser,
    request,
  }) => {
    const flat = await firstOnSale(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(linkTo(flat, prefix))
    const screen = page.getByTestId('flat-screen')
    await expect(screen).toHaveAttribute('data-state', 'ready')
    await expect(screen).toHaveAttribute('data-alt', flat.alt)
    await expect(page.getByTestId('flat-title')).toHaveText(`${word} ${pad(flat.n)}`)
    await expect(page).toHaveTitle(new RegExp(`^${word} ${pad(flat.n)} — `))
    await expect(
      page.locator(`[data-testid=plans-canvas-root] img[src="${flat.png}"]`),
    ).toBeVisible()
    await context.close()
  })
}

// The master plan is rendered by the server too, with a slice of the catalogue: its list of
// buildings (format, flats on sale, entry price) is in the HTML, the same as the whole catalogue
// draws it once loaded.
for (const [locale, prefix] of [
  ['ru', ''],
  ['en', '/en'],
] as const) {
  test(`the master plan's HTML lists its buildings as the catalogue does, before any script (${locale})`, async ({
    browser,
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the server’s HTML does not depend on the screen: runs in desktop')
    const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
    const context = await browser.newContext({ javaScriptEnabled: false })
    const served = await context.newPage()
    await served.goto(`${prefix}/plans`)
    const screen = served.getByTestId('plans-screen')
    await expect(screen).toHaveAttribute('data-state', 'ready')
    await expect(screen).toHaveAttribute('data-level', 'empty')
    await expect(served.getByTestId('plans-skeleton')).toHaveCount(0)
    const before = await served.getByTestId('plans-choice').allInnerTexts()
    expect(before).toHaveLength(Object.keys(data.buildings).length)
    await context.close()
    // With script, once the whole catalogue has come: the same list, word for word.
    const loaded = page.waitForResponse('**/api/hydra/data')
    await page.goto(`${prefix}/plans`)
    await page.mouse.move(10, 10)
    await loaded
    await expect(page.getByTestId('plans-screen')).toHaveAttribute('data-state', 'ready')
    await expect.poll(() => page.getByTestId('plans-choice').allInnerTexts()).toEqual(before)
  })
}

// A link to a building, a section or a floor alone is rendered at that level too: its choices lie
// inside that place (a building of one section offers its floors), not the master plan's buildings.
for (const [locale, prefix] of [
  ['ru', ''],
  ['en', '/en'],
] as const) {
  test(`a building, section or floor link's HTML is that level, before any script (${locale})`, async ({
    browser,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the server’s HTML does not depend on the screen: runs in desktop')
    const flat = await firstOnSale(request, true)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const places = [
      ['building', `building=${flat.b}`, `${flat.b}`],
      ['section', `building=${flat.b}&section=${flat.s}`, `${flat.b}-${flat.s}`],
      [
        'floor',
        `building=${flat.b}&section=${flat.s}&floor=${flat.f}`,
        `${flat.b}-${flat.s}-${flat.f}`,
      ],
    ] as const
    for (const [level, query, alt] of places) {
      await page.goto(`${prefix}/plans?${query}`)
      const screen = page.getByTestId('plans-screen')
      await expect(screen, query).toHaveAttribute('data-state', 'ready')
      await expect(screen, query).toHaveAttribute('data-level', level)
      await expect(screen, query).toHaveAttribute('data-selected', alt)
      const choices = await page
        .getByTestId('plans-choice')
        .evaluateAll((list) => list.map((c) => c.getAttribute('data-alt') ?? ''))
      expect(choices.length, query).toBeGreaterThan(0)
      for (const choice of choices) expect(choice, query).toMatch(new RegExp(`^${alt}(-\\d+)+$`))
    }
    await context.close()
  })
}

test('the page hydrates the flat it arrived with', async ({ page, request }) => {
  const flat = await firstOnSale(request)
  // The server's node, marked before any script runs: hydration keeps it, a client render would not.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const node = document.querySelector('[data-testid=flat-screen]')
      ;(window as unknown as { __served: Element | null }).__served = node
    })
  })
  await page.goto(linkTo(flat))
  await page.mouse.move(10, 10)
  await expect(page.getByTestId('plans-canvas-root')).toHaveAttribute('data-status', 'ready', {
    timeout: 45_000,
  })
  await expect(page.getByTestId('flat-screen')).toHaveAttribute('data-alt', flat.alt)
  const kept = await page.evaluate(
    () =>
      (window as unknown as { __served: Element | null }).__served ===
      document.querySelector('[data-testid=flat-screen]'),
  )
  expect(kept).toBe(true)
})

test('away from its building, the page waits for the catalogue instead of pricing from the slice', async ({
  page,
  request,
}) => {
  const flat = await firstOnSale(request)
  // The slice holds every building's counts but only the linked building's flats: the master plan
  // drawn from it priced every other building "on request" until the catalogue came.
  const release = await holdCatalogue(page)
  await page.goto(linkTo(flat))
  await page.mouse.move(10, 10)
  const screen = page.getByTestId('plans-screen')
  await expect(screen).toHaveAttribute('data-state', 'ready')
  await page.getByTestId('plans-crumbs').locator('button[data-depth="0"]').click()
  await expect(screen).toHaveAttribute('data-level', 'empty')
  await expect(screen).toHaveAttribute('data-state', 'loading')
  await expect(page.getByTestId('plans-skeleton').first()).toBeVisible()
  await expect(page.getByTestId('plans-choice')).toHaveCount(0)
  release()
  await expect(screen).toHaveAttribute('data-state', 'ready')
  const buildings = Object.keys((await (await request.get('/api/hydra/data')).json()).buildings)
  await expect(page.getByTestId('plans-choice')).toHaveCount(buildings.length)
})

test('a building chosen on the served master plan before the catalogue comes waits for it', async ({
  page,
  request,
}) => {
  const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
  const sections = (b: number) => Object.values(data.sections).filter((s) => s.b === b).length
  const building = Object.values(data.buildings).find((b) => b.count > 0 && sections(b.b) > 1)
  if (!building) throw new Error('no building of more than one section on sale')
  const release = await holdCatalogue(page)
  await page.goto('/plans')
  await page.mouse.move(10, 10)
  const screen = page.getByTestId('plans-screen')
  await expect(screen).toHaveAttribute('data-state', 'ready')
  await page.locator(`[data-testid=plans-choice][data-alt="${building.alt}"]`).click()
  await expect(screen).toHaveAttribute('data-level', 'building')
  await expect(screen).toHaveAttribute('data-state', 'loading')
  await expect(page.getByTestId('plans-skeleton').first()).toBeVisible()
  // The plan names the sections and says nothing of their sale: the slice has no rows below the
  // master plan, and "sold out" would be a guess.
  const canvas = page.getByTestId('plans-canvas-root')
  await expect(canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 })
  const band = canvas.locator('button[data-kind="section"]')
  await expect(band.first()).toHaveAttribute('aria-label', /^Секция \d+$/, { timeout: 20_000 })
  release()
  await expect(screen).toHaveAttribute('data-state', 'ready')
  await expect(band.first()).toHaveAttribute('aria-label', /^Секция \d+: (\d+ квартир|Продано)/)
})

test('a link to no place the catalogue has gets the prerendered page', async ({ request }) => {
  const unknown = await request.get('/plans?building=99')
  expect(unknown.status()).toBe(200)
  const html = await unknown.text()
  expect(html).not.toContain('data-testid="flat-screen"')
  expect(html).toContain('data-testid="plans-screen"')
})

test('a flat link revalidates by its ETag', async ({ request }) => {
  const flat = await firstOnSale(request)
  const first = await request.get(linkTo(flat))
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toBe('no-cache')
  const etag = first.headers().etag ?? ''
  expect(etag).not.toBe('')
  const again = await request.get(linkTo(flat), { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
})

test('an ad click costs no render of its own and keeps its parameters through the language switch', async ({
  page,
  request,
}) => {
  const flat = await firstOnSale(request)
  // One cached body serves every tracking variant of a link: the page does not write the
  // visitor's query back into itself (the browser knows its address).
  const canonical = await request.get(linkTo(flat))
  for (const click of ['yclid=1001', 'utm_source=ya&yclid=1002']) {
    const answer = await request.get(`${linkTo(flat)}&${click}`)
    expect(answer.headers().etag).toBe(canonical.headers().etag)
    const html = await answer.text()
    expect(html).toContain(`href="${linkTo(flat, '/en').replaceAll('&', '&amp;')}"`)
    expect(html).not.toMatch(/yclid|utm_/)
  }
  await page.goto(`${linkTo(flat)}&yclid=1003`)
  await page.mouse.move(10, 10)
  await expect(page.getByTestId('flat-screen')).toHaveAttribute('data-alt', flat.alt)
  expect(new URL(page.url()).searchParams.get('yclid')).toBe('1003')
  await page.getByTestId('language-switch').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(`${linkTo(flat, '/en')}&yclid=1003`)
})
