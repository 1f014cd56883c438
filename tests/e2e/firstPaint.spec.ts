// What a phone asks for before the first screen is painted (issue 18): the HTML, the hero at the
// width the screen needs, and the two faces the first screen draws with. The whole stylesheet (and
// the faces only it names) comes once the hero is on screen; without JavaScript a <noscript> link
// brings it.

import { desktopOnly, expect, runInProjectOf, test } from './fixtures'

const STYLESHEET = /\/assets\/static\/style\.[\w-]+\.css$/

test.describe('on a phone', () => {
  runInProjectOf('en')

  test('the hero comes first; the stylesheet and the other faces after it', async ({ page }) => {
    const order: string[] = []
    page.on('request', (r) => order.push(`request ${new URL(r.url()).pathname}`))
    page.on('requestfinished', (r) => order.push(`finished ${new URL(r.url()).pathname}`))
    await page.goto('/en', { waitUntil: 'load' })
    const sheet = await page.waitForFunction(
      () =>
        [...document.styleSheets].find((s) => s.href && /\/style\.[\w-]+\.css$/.test(s.href))?.href,
    )
    const href = new URL((await sheet.jsonValue()) ?? '').pathname
    expect(href).toMatch(STYLESHEET)
    // 390 px at 2x: the 800 px picture, not the 1200.
    const hero = page.locator('img[fetchpriority=high]')
    await expect(hero).toHaveJSProperty('complete', true)
    const src = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
    expect(src).toMatch(/\/800\.avif$/)
    const heroDone = order.indexOf(`finished ${src}`)
    const sheetAsked = order.indexOf(`request ${href}`)
    expect(heroDone).toBeGreaterThanOrEqual(0)
    expect(sheetAsked, 'the stylesheet is asked for after the hero has arrived').toBeGreaterThan(
      heroDone,
    )
    // The semibold face is named by the stylesheet only: it is asked for after it.
    await page.evaluate(() => document.fonts.load('600 16px Manrope'))
    const semibold = order.findIndex((e) => /^request .*manrope-600-normal\.[\w-]+\.woff2$/.test(e))
    expect(semibold).toBeGreaterThan(sheetAsked)
  })
})

test.describe('the HTML', () => {
  desktopOnly()

  test('asks for the hero before the fonts, and draws its first screen with its own faces', async ({
    request,
  }) => {
    const html = await (await request.get('/about/philosophy')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const hero = head.indexOf('fetchpriority="high"')
    const font = head.indexOf('as="font"')
    expect(hero).toBeGreaterThan(0)
    expect(hero).toBeLessThan(font)
    // The preloaded faces and the resized fallbacks are in the page; the other weights are not.
    const style = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? ''
    expect(style).toMatch(/@font-face\{font-family:Manrope;[^}]*font-weight:400/)
    expect(style).toMatch(/@font-face\{font-family:Cormorant Garamond;[^}]*font-style:normal/)
    expect(style).toContain('font-family:Manrope Fallback')
    expect(style).not.toContain('manrope-600-normal')
    // Neither linked nor preloaded where it would share the first paint's bandwidth.
    expect(head).not.toContain('as="style"')
    expect(head).not.toContain('rel="stylesheet"')
    expect(html).toMatch(
      /<noscript id="khvoya-css"><link rel="stylesheet" href="\/assets\/static\/style\.[\w-]+\.css"><\/noscript>/,
    )
  })
})

test.describe('without JavaScript', () => {
  desktopOnly()
  test.use({ javaScriptEnabled: false })

  test('the <noscript> link brings the whole stylesheet', async ({ page }) => {
    await page.goto('/about/philosophy')
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((s) => s.href ?? '').filter((h) => h.includes('/style.')),
    )
    expect(sheets).toHaveLength(1)
    expect(new URL(sheets[0] ?? '').pathname).toMatch(STYLESHEET)
  })
})
