// Content-page widgets arrive when they near the screen or are used: the
// prerendered HTML holds each one whole, its code (and the data it fetches) comes as the reader
// gets there, and a press that comes before the code is not lost.

import { MAP_POINTS } from '../../content/mapPoints'
import { desktopOnly, expect, runInProjectOf, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

test.describe('without scripts', () => {
  desktopOnly()

  test('the prerendered page holds its widgets whole', async ({ request }) => {
    const location = await (await request.get('/en/about/location')).text()
    expect(location).toContain('data-testid="location-map"')
    expect(location.match(/data-point="/g)).toHaveLength(MAP_POINTS.length)
    const purchase = await (await request.get('/about/purchase')).text()
    expect(purchase).toContain('data-testid="calc-monthly"')
  })
})

test.describe('on a phone', () => {
  runInProjectOf('en')

  test('the construction gallery fetches its photos as it nears the screen', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/^$/)
    const fetched: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/nodejs/get-construction')) fetched.push(r.url())
    })
    const shell = new ShellPage(page)
    await shell.goto('/en/about/construction')
    const gallery = page.getByTestId('construction-gallery')
    const screens = await gallery.evaluate((e) => e.getBoundingClientRect().top / innerHeight)
    expect(screens, 'the gallery starts more than two screens down').toBeGreaterThan(2)
    await page.waitForTimeout(1000)
    expect(fetched).toEqual([])
    await gallery.scrollIntoViewIfNeeded()
    await expect(page.getByTestId('construction-month')).toBeVisible()
    expect(fetched).toHaveLength(1)
  })

  test('a press on a widget before its code has arrived is pressed again', async ({ page }) => {
    const shell = new ShellPage(page)
    await shell.goto('/en/about/construction')
    // A slow network: every chunk asked for from now on waits until the test lets it through, so
    // the gallery's code is certainly still on its way when the visitor presses.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const waiting: string[] = []
    await page.route('**/assets/chunks/*.js', async (route) => {
      waiting.push(route.request().url())
      await held
      await route.continue()
    })
    const video = page
      .getByTestId('construction-gallery')
      .getByRole('button', { name: 'Video', exact: true })
    await video.tap()
    // The press asked for the widget's code, which has not come: the button is still the
    // server's, unpressed.
    await expect
      .poll(() => waiting.length, { message: 'the press asked for code' })
      .toBeGreaterThan(0)
    await expect(video).toHaveAttribute('aria-pressed', 'false')
    release()
    await expect(video).toHaveAttribute('aria-pressed', 'true')
  })
})
