// The location map: numbered markers tied to the list beside it (pointing at
// either highlights both) and labels of at least 12 px at every size. Both projects.

import { MAP_POINTS } from '../../content/mapPoints'
import { expect, test } from './fixtures'
import { ShellPage } from './pages/ShellPage'

const ORDERED = [...MAP_POINTS].sort((a, b) => a.minutes - b.minutes)
/** The farthest point: alone in its corner of the map, so nothing covers its marker. */
const FAR = ORDERED[ORDERED.length - 1]
const NEAR = ORDERED[0]

for (const path of ['/about/location', '/en/about/location']) {
  test(`${path}: markers and list items highlight each other`, async ({
    page,
    allowConsole,
    isMobile,
  }) => {
    allowConsole(/^$/)
    if (!FAR || !NEAR) throw new Error('no map points')
    const shell = new ShellPage(page)
    await shell.goto(path)
    const map = page.getByTestId('location-map')
    await map.scrollIntoViewIfNeeded()

    // Each marker carries the number of its list item.
    const item = (id: string) => map.locator(`[data-item="${id}"] button`)
    const marker = (id: string) => map.locator(`[data-point="${id}"]`)
    await expect(marker(NEAR.id)).toHaveText('1')
    await expect(item(NEAR.id)).toContainText('1')
    await expect(marker(FAR.id)).toHaveText(String(ORDERED.length))

    // The list item lights its marker.
    if (isMobile) await item(NEAR.id).tap()
    else await item(NEAR.id).hover()
    await expect(marker(NEAR.id)).toHaveAttribute('data-active', 'true')
    await expect(item(NEAR.id)).toHaveAttribute('aria-pressed', 'true')

    // The marker lights its list item.
    await marker(FAR.id).scrollIntoViewIfNeeded()
    if (isMobile) await marker(FAR.id).tap()
    else await marker(FAR.id).hover()
    await expect(item(FAR.id)).toHaveAttribute('aria-pressed', 'true')
    await expect(item(NEAR.id)).toHaveAttribute('aria-pressed', 'false')
    await expect(map.locator('svg')).toContainText(FAR.name[path.startsWith('/en') ? 'en' : 'ru'])

    // Every text on the map is drawn at 12 px or more on this screen.
    const sizes = await map.locator('svg text').evaluateAll((texts) =>
      texts.map((t) => {
        const ctm = (t as SVGTextElement).getScreenCTM()
        const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 0
        return {
          text: t.textContent ?? '',
          px: Number.parseFloat(getComputedStyle(t).fontSize) * scale,
        }
      }),
    )
    expect(sizes.length).toBeGreaterThan(ORDERED.length)
    expect(
      sizes.filter((s) => s.px < 12).map((s) => `${s.text}: ${s.px.toFixed(1)} px`),
      'map text under 12 px',
    ).toEqual([])
  })
}
