// Sun and view where buyers choose (engine/sunView): the flat screen's block with its norm line,
// rooms, sun-path strip and the strip's text twin; the floor tinted by sun hours; the search's
// sun filters and sort in the URL; the API's answer to a bad alt. Russian at desktop size,
// English at phone size (fixtures.ts PROJECT_OF_LOCALE).

import { desktopOnly, expect, runInProjectOf, scrollBelow, test } from './fixtures'
import type { HydraData } from '../../engine/types'
import type { SunSearchIndex } from '../../engine/sunView/sunSummary'
import { ShellPage } from './pages/ShellPage'

const WORDS = {
  ru: {
    title: 'Солнце и вид',
    norm: /^По нашей оценке (солнца достаточно по нормативу|непрерывного солнца меньше, чем требует норматив) инсоляции жилья$/,
    twin: 'Высота горизонта и солнца по направлениям из окна, в градусах над горизонтом',
    assumptions: 'Из чего исходит расчёт',
    canopy: /Сосны вокруг домов — высотой 25/,
    evening: 'Солнце вечером на террасе',
    tint: 'Солнце',
    legend: 'Часы солнца в самой солнечной комнате, в среднем за четыре даты',
    gulf: 'Вид на залив',
  },
  en: {
    title: 'Sun and view',
    norm: /^By our estimate, (the sun meets|continuous sun falls short of) the residential insolation norm$/,
    twin: 'Height of the horizon and of the sun by direction from the window, in degrees above the horizon',
    assumptions: 'What the computation assumes',
    canopy: /The pines around the buildings stand 25/,
    evening: 'Evening sun on the terrace',
    tint: 'Sun',
    legend: 'Hours of sun in the sunniest room, the mean of the four dates',
    gulf: 'View of the gulf',
  },
} as const

// A two-level flat on the shore: rooms on every side, a terrace, water in view.
const FLAT = { b: 21, s: 1, f: 3, n: 1 }
const flatPath = (prefix: string) =>
  `${prefix}/plans?building=${FLAT.b}&section=${FLAT.s}&floor=${FLAT.f}&flat=${FLAT.n}`

for (const locale of ['ru', 'en'] as const) {
  const w = WORDS[locale]
  const prefix = locale === 'en' ? '/en' : ''

  test.describe(`sun and view in ${locale}`, () => {
    runInProjectOf(locale)

    test('the flat screen shows the block, the strip with its text twin and the assumptions', async ({
      page,
    }) => {
      await page.goto(flatPath(prefix))
      await scrollBelow(page)
      const block = page.getByTestId('sun-view')
      await expect(block).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
      await expect(block.getByRole('heading', { name: w.title, level: 2 })).toBeVisible()
      await expect(block.getByTestId('sun-norm').locator('p').first()).toHaveText(w.norm)
      // Never a certificate, in either language.
      await expect(block).not.toContainText(/сертификат|certificate/i)
      const rooms = block.getByTestId('sun-room')
      expect(await rooms.count()).toBeGreaterThan(1)
      await expect(rooms.first().locator('dd')).toHaveCount(4)
      // A flat on the shore names its water: the gulf, not just "water".
      await expect(block).toContainText(w.gulf)
      // The strip's twin: a table a screen reader reads, a row per 30° across the window's front.
      const twin = block.getByRole('table', { name: w.twin })
      await expect(twin).toBeAttached()
      await expect(twin.locator('tbody tr')).toHaveCount(7)
      // Painted by the plans renderer: in its worker wherever the plans canvas runs there.
      const canvas = block.getByTestId('sun-strip-canvas')
      await expect(canvas).toHaveAttribute('data-painted', /worker|page/, { timeout: 20_000 })
      const thread = await page.getByTestId('plans-canvas-root').getAttribute('data-thread')
      await expect(canvas).toHaveAttribute('data-painted', thread === 'worker' ? 'worker' : 'page')
      // The assumptions, one tap away.
      await block.getByText(w.assumptions).click()
      await expect(block.getByText(w.canopy)).toBeVisible()
    })

    test('scrolling to the sun block moves nothing on the screen', async ({ page }) => {
      await page.goto(flatPath(prefix))
      await scrollBelow(page)
      const block = page.getByTestId('sun-view')
      await expect(block.getByTestId('sun-assumptions')).toBeAttached({ timeout: 20_000 })
      // Shifts of what sits inside the block, from here on. Cards laid out only once they near
      // the screen, at a guessed height, jumped by their error as the buyer scrolled to them (and
      // moved the assumptions' summary from under a tap).
      await page.evaluate(() => {
        const w = window as Window & { __sunShifts?: string[] }
        w.__sunShifts = []
        const sun = document.querySelector('[data-testid="sun-view"]')
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: {
              node?: Node | null
              previousRect: DOMRectReadOnly
              currentRect: DOMRectReadOnly
            }[]
          })[]) {
            for (const s of entry.sources) {
              if (s.node && sun?.contains(s.node) && s.previousRect.y !== s.currentRect.y) {
                w.__sunShifts?.push(`${s.node.nodeName} ${s.previousRect.y} -> ${s.currentRect.y}`)
              }
            }
          }
        }).observe({ type: 'layout-shift' })
      })
      for (const room of await block.getByTestId('sun-room').all()) {
        await room.scrollIntoViewIfNeeded()
      }
      await block.getByTestId('sun-assumptions').scrollIntoViewIfNeeded()
      // Two frames: any relayout the scroll caused has been rendered and reported.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      expect(
        await page.evaluate(() => (window as Window & { __sunShifts?: string[] }).__sunShifts),
      ).toEqual([])
    })

    test('the floor plan tints its flats by sun hours, with a legend, and keeps it in the URL', async ({
      page,
    }) => {
      // Hydrated (the shell's layout mark) before the switch is pressed: the live data's arrival
      // alone raced the switch's handler under load.
      await new ShellPage(page).goto(
        `${prefix}/plans?building=${FLAT.b}&section=${FLAT.s}&floor=${FLAT.f}`,
      )
      await expect(page.getByTestId('plans-screen')).toHaveAttribute('data-state', 'ready')
      const toggle = page.getByRole('switch', { name: w.tint })
      await toggle.click()
      await expect(page).toHaveURL(/[?&]sun=1/)
      await expect(page.getByTestId('sun-tint-legend')).toContainText(w.legend)
      await expect(page.getByTestId('sun-tint-legend')).toHaveAttribute('data-state', 'ready')
      await toggle.click()
      await expect(page).not.toHaveURL(/[?&]sun=1/)
      await expect(page.getByTestId('sun-tint-legend')).toHaveCount(0)
    })

    test('search filters by evening sun on the terrace, in the URL, and drops a bad value', async ({
      page,
      request,
    }) => {
      const sun = (await (await request.get('/api/sun-view')).json()) as { flats: SunSearchIndex }
      const data = (await (await request.get('/api/hydra/data')).json()) as HydraData
      const unsold = Object.values(data.apartments).filter((a) => a.st !== 0)
      const evening = unsold.filter((a) => sun.flats[a.alt]?.evening).length
      expect(evening).toBeGreaterThan(0)
      expect(evening).toBeLessThan(unsold.length)

      await page.goto(`${prefix}/plans/plans-search`)
      const count = page.getByTestId('result-count')
      await expect(count).toHaveAttribute('data-count', String(unsold.length))
      if (locale === 'en') await page.getByTestId('filters-toggle').click()
      await page.getByRole('checkbox', { name: w.evening }).check()
      await expect(page).toHaveURL(/[?&]evening=1/)
      await expect(count).toHaveAttribute('data-count', String(evening))

      // Most sun first: the first row is a flat with the highest figure among the shown.
      await page.goto(`${prefix}/plans/plans-search?sort=sun&order=desc`)
      await expect(page.getByTestId('sort-sun')).toHaveAttribute('aria-pressed', 'true')
      await expect(count).toHaveAttribute('data-count', String(unsold.length))

      await page.goto(`${prefix}/plans/plans-search?evening=yes&water=2`)
      await expect(count).toHaveAttribute('data-count', String(unsold.length))
      await expect(page.getByTestId('filter-evening-sun').locator('input')).not.toBeChecked()
    })
  })
}

test.describe('the sun-view API', () => {
  desktopOnly()

  test('answers a bad or unknown alt with a JSON 404, never a 500', async ({ request }) => {
    for (const alt of ['abc', '21-1-3', '21-1-3-99', '__proto__']) {
      const res = await request.get(`/api/sun-view/${alt}`)
      expect(res.status(), alt).toBe(404)
      expect(await res.json()).toMatchObject({ error: 'not-found' })
    }
    const ok = await request.get('/api/sun-view/21-1-3-1')
    expect(ok.status()).toBe(200)
  })
})
