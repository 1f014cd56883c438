// What a phone asks for before the first screen is painted: the HTML, the hero at the
// width the screen needs, and the two faces the first screen draws with. The whole stylesheet and
// the weights it draws with come once the hero is on screen, the sheet applied once those faces
// are in; without JavaScript a <noscript> link brings it.

import { desktopOnly, expect, runInProjectOf, test } from './fixtures'

const STYLESHEET = /\/assets\/static\/style\.[\w-]+\.css$/

test.describe('on a phone', () => {
  runInProjectOf('en')

  test('the hero comes first; the stylesheet and the other faces after it', async ({ page }) => {
    // What the visitor did while the page loaded: a touch, key, focus, pointer move or scroll starts
    // hydration, which asks for the stylesheet at once. A move of none is Chromium placing a
    // resting mouse as the page loads, not an act: the loader ignores it too.
    await page.addInitScript(() => {
      const seen: [string, number][] = []
      ;(window as unknown as { __acts: [string, number][] }).__acts = seen
      // When the stylesheet's link goes into the page (the loader applies it).
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLLinkElement && n.rel === 'stylesheet')
              (window as unknown as { __sheetAt: number }).__sheetAt ??= performance.now()
      }).observe(document, { childList: true, subtree: true })
      for (const type of [
        'pointerdown',
        'touchstart',
        'keydown',
        'focusin',
        'pointermove',
        'scroll',
        'wheel',
      ])
        addEventListener(
          type,
          (e) => {
            const still =
              e instanceof PointerEvent && e.type === 'pointermove' && !e.movementX && !e.movementY
            if (!still) seen.push([type, e.timeStamp])
          },
          {
            capture: true,
            passive: true,
          },
        )
    })
    await page.goto('/en', { waitUntil: 'load' })
    await page.waitForFunction(() =>
      [...document.styleSheets].some((s) => s.href && /\/style\.[\w-]+\.css$/.test(s.href)),
    )
    // 390 px at 2x: the 800 px picture, not the 1200.
    const hero = page.locator('img[fetchpriority=high]')
    await expect(hero).toHaveJSProperty('complete', true)
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/800\.avif$/)
    // The semibold face is named by the stylesheet only.
    await page.evaluate(() => document.fonts.load('600 16px Manrope'))
    // The browser's own clock (resource and paint timing), not the order the test hears of them.
    const t = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const find = (re: RegExp) => entries.find((e) => re.test(new URL(e.name).pathname))
      const img = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')
      const hero = entries.find((e) => e.name === img?.currentSrc)
      const sheet = find(/\/assets\/static\/style\.[\w-]+\.css$/)
      const semibold = find(/manrope-600-normal\.[\w-]+\.woff2$/)
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return {
        acts: (window as unknown as { __acts: [string, number][] }).__acts,
        heroStart: hero?.startTime ?? null,
        firstPaint: paint?.startTime ?? null,
        sheetStart: sheet?.startTime ?? null,
        semiboldStart: semibold?.startTime ?? null,
        semiboldEnd: semibold?.responseEnd ?? null,
        sheetAt: (window as unknown as { __sheetAt?: number }).__sheetAt ?? null,
      }
    })
    expect(t.heroStart, 'the hero is asked for with the HTML').not.toBeNull()
    expect(t.sheetStart, 'the stylesheet after the hero').toBeGreaterThan(
      t.heroStart ?? Number.POSITIVE_INFINITY,
    )
    // Not beside the first paint: the loader asks for it after the browser has painted (the
    // frames after the hero's arrival are the loader's own unit tests, deferHydration.test.ts).
    // An act before the paint would start hydration, which asks for it at once: the bound below
    // would then prove nothing, so none may come.
    expect(t.firstPaint).not.toBeNull()
    const paint = t.firstPaint ?? Number.POSITIVE_INFINITY
    expect(
      t.acts.filter(([, at]) => at <= paint),
      'no visitor action before the first paint',
    ).toEqual([])
    expect(t.sheetStart, 'the stylesheet after the first paint').toBeGreaterThanOrEqual(paint)
    // The sheet's weights come with it, after the paint; the sheet is applied once they are in,
    // so its text is never laid out in the fallback face in between.
    expect(t.semiboldStart, 'the semibold face after the first paint').toBeGreaterThanOrEqual(paint)
    expect(t.sheetAt, 'the stylesheet applied once the semibold face is in').toBeGreaterThanOrEqual(
      t.semiboldEnd ?? Number.POSITIVE_INFINITY,
    )
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
    // The sheet waits in the <noscript> behind the weights it is applied with.
    expect(html).toMatch(
      /<noscript id="khvoya-css"><link rel="preload" href="\/assets\/static\/manrope-500-normal\.[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin><link rel="preload" href="\/assets\/static\/manrope-600-normal\.[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin><link rel="stylesheet" href="\/assets\/static\/style\.[\w-]+\.css"><\/noscript>/,
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
