// No page is wider than a phone: at 360 and 430 px every route of both
// languages fits its viewport, so the header's phone, heart and language buttons stay on screen.
// One page, sequential loads; the phone project only (touch layout), sized per test.

import { allPublicPaths } from '../../engine/routes'
import { expect, test } from './fixtures'
import { clipped } from './clipped'
import { ShellPage } from './pages/ShellPage'

test.skip(({ isMobile }) => !isMobile, 'phone widths: runs in the phone project')

for (const width of [360, 430]) {
  test(`every route fits ${width} px`, async ({ page, allowConsole }) => {
    allowConsole(/^$/)
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 800 })
    const shell = new ShellPage(page)
    const wide: string[] = []
    for (const { path } of allPublicPaths()) {
      await shell.goto(path)
      // Widgets that lay out what they fetch (the construction months) are measured once filled;
      // the gallery arrives and fetches as it nears the screen, as a reader scrolls.
      const gallery = page.getByTestId('construction-gallery')
      if (await gallery.count()) {
        await gallery.scrollIntoViewIfNeeded()
        await page.getByTestId('construction-month').waitFor()
      }
      // A phone widens its layout viewport to what overflows (innerWidth then grows with the page),
      // so the page is measured against the width of the screen.
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }))
      if (scroll > Math.min(inner, width)) wide.push(`${path}: ${scroll} px`)
    }
    expect(wide, `pages wider than ${width} px`).toEqual([])
  })
}

test('a plans title is whole at 360 px', async ({ page, allowConsole }) => {
  allowConsole(/^$/)
  await page.setViewportSize({ width: 360, height: 740 })
  const shell = new ShellPage(page)
  for (const path of ['/plans', '/masterplan', '/plans?building=13']) {
    await shell.goto(path)
    await page.getByTestId('plans-stage').waitFor()
    expect(await clipped(page), path).toEqual([])
  }
})
