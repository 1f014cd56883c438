import { describe, expect, it } from 'vitest'
import { loaderScript, WORKER_GL_KEY } from './deferHydration'
import { run } from './loaderWindow.fixture'

// The hydration loader at work in a bare window (loaderWindow.fixture.ts): when it imports the
// page's scripts, in which order, what it fetches first, and how it holds presses and the sheet.
const ENTRIES = ['/assets/entries/pages_client.A.js', '/assets/entries/entry-client-routing.B.js']
const CHUNK = '/assets/chunks/chunk-C.js'
const CSS = '<link rel="stylesheet" href="/assets/static/style.A.css">'

/** A page loading, its whole stylesheet waiting in the <noscript>, its hero loaded or not yet. */
const styled = (script: string, hero: boolean, options: Parameters<typeof run>[2] = {}) =>
  run(
    script,
    { readyState: 'loading' },
    { largestPaint: true, deferredCss: CSS, hero: { complete: hero }, ...options },
  )

describe('when a page loads its scripts', () => {
  it('a content page waits for the visitor, however idle, and starts at a move, even before load', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'loading' })
    win.fire('load')
    win.runIdle()
    win.timeout()
    // A move of none is Chromium placing a resting mouse as the page loads, not a visitor.
    win.fire('pointermove', { movementX: 0, movementY: 0 })
    expect(win.imported).toEqual([])
    win.fire('pointermove', { movementX: 0, movementY: 2 })
    expect(win.imported).toEqual(['/e.js'])
  })

  it.each(['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown', 'focusin'])(
    'a content page starts at a %s',
    (type) => {
      const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
      win.fire(type)
      expect(win.imported).toEqual(['/e.js'])
    },
  )

  it('a tool hydrates when idle after load, or at the first press if that comes first', () => {
    const idle = run(loaderScript(['/t.js'], 'idle'), { readyState: 'loading' })
    idle.fire('pointermove')
    expect(idle.imported).toEqual([])
    idle.fire('load')
    idle.runIdle()
    expect(idle.imported).toEqual(['/t.js'])
    const pressed = run(loaderScript(['/t.js'], 'idle'), { readyState: 'loading' })
    pressed.fire('pointerdown')
    expect(pressed.imported).toEqual(['/t.js'])
  })

  it('a tool starts at a touch, key or focus, not at a scroll or a move', () => {
    const tool = run(loaderScript(['/t.js'], 'idle'), { readyState: 'loading' })
    expect(tool.listening()).toEqual(expect.arrayContaining(['touchstart', 'keydown']))
    tool.fire('scroll')
    tool.fire('wheel')
    tool.fire('pointermove', { movementX: 5, movementY: 5 })
    expect(tool.imported).toEqual([])
    tool.fire('focusin')
    expect(tool.imported).toEqual(['/t.js'])
  })

  it('a tool waits for its largest paint, then idle; 2 s after load at the latest', () => {
    const tool = run(
      loaderScript(['/t.js'], 'idle'),
      { readyState: 'complete' },
      { largestPaint: true },
    )
    tool.runIdle()
    expect(tool.imported).toEqual([])
    tool.paint()
    expect(tool.imported).toEqual([])
    tool.runIdle()
    expect(tool.imported).toEqual(['/t.js'])
    const late = run(
      loaderScript(['/t.js'], 'idle'),
      { readyState: 'complete' },
      { largestPaint: true },
    )
    late.timeout()
    expect(late.imported).toEqual(['/t.js'])
  })

  it.each([
    ['its cookie', { cookie: 'a=1; khvoya_kiosk=1' }, {}],
    ['its address', {}, { search: '?flat=2&kiosk=1' }],
    ['this tab’s memory', {}, { session: { 'khvoya:kiosk': '1' } }],
  ])('a kiosk (by %s) hydrates at once', (_, doc, options) => {
    const script = loaderScript(['/k.js'], 'interaction')
    expect(run(script, { readyState: 'loading', ...doc }, options).imported).toEqual(['/k.js'])
  })

  it('anything else is no kiosk', () => {
    const script = loaderScript(['/k.js'], 'interaction')
    const win = run(
      script,
      { readyState: 'loading', cookie: 'not_khvoya_kiosk=1' },
      {
        search: '?kiosk=0',
      },
    )
    expect(win.imported).toEqual([])
  })

  it('where the browser reports no largest paint and has no idle callback (WebKit), a tool goes on at once, not after load', () => {
    const webkit = run(loaderScript(['/t.js'], 'idle'), { readyState: 'loading' }, { webkit: true })
    expect(webkit.imported).toEqual([])
    webkit.runTimers(0)
    expect(webkit.imported).toEqual(['/t.js'])
  })

  it('where the browser reports no largest paint (WebKit), a tool waits only for its first picture', () => {
    const webkit = run(
      loaderScript(['/t.js'], 'idle'),
      { readyState: 'loading' },
      { webkit: true, hero: { complete: false } },
    )
    webkit.runTimers(0)
    expect(webkit.imported).toEqual([])
    webkit.heroLoads()
    webkit.runTimers(0)
    expect(webkit.imported).toEqual(['/t.js'])
  })

  it('fetches the page’s chunks with the entries when it starts, the canvas worker’s last', () => {
    const win = run(loaderScript(ENTRIES, 'idle', [CHUNK, '/assets/plansWorker-Ab1.js']), {
      readyState: 'complete',
    })
    expect(win.preloaded).toEqual([])
    win.runIdle()
    // The canvas worker's script last: hydration needs the page's chunks first.
    expect(win.preloaded).toEqual([...ENTRIES, CHUNK, '/assets/plansWorker-Ab1.js (low)'])
    // Both at once (WebKit fetches only what is imported), the router's first: the client hook's
    // entry, which imports it, then runs in a task of its own.
    expect(win.imported).toEqual([...ENTRIES].reverse())
  })

  it('runs React’s chunk before the entries, all of them fetched at once, React’s first', async () => {
    const react = '/assets/chunks/react-Ab1.js'
    const win = run(loaderScript(ENTRIES, 'idle', [CHUNK, react]), { readyState: 'complete' })
    win.runIdle()
    // React's chunk is fetched first (WebKit's tools started 60-130 ms later when it came after
    // the page's entries), the rest with it.
    expect(win.preloaded).toEqual([react, ...ENTRIES, CHUNK])
    expect(win.imported).toEqual([react])
    // Once React has run, the entries are asked for: their modules run in tasks of their own.
    await new Promise((r) => setTimeout(r, 0))
    expect(win.imported).toEqual([react, ...[...ENTRIES].reverse()])
  })

  it('imports React’s chunk and the entries at once where the browser does not preload modules', () => {
    const react = '/assets/chunks/react-Ab1.js'
    const script = loaderScript(
      ['/assets/entries/pages_client.A.js', '/assets/entries/entry-client-routing.B.js'],
      'idle',
      [react],
    )
    const win = run(script, { readyState: 'complete' }, { modulePreload: false })
    win.runIdle()
    expect(win.imported).toEqual([
      react,
      '/assets/entries/entry-client-routing.B.js',
      '/assets/entries/pages_client.A.js',
    ])
  })

  it('a press before hydration is held, starts hydration, and is made again once after it', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    const callback = win.button()
    const subscribe = win.button()
    const first = win.click(callback)
    const second = win.click(subscribe)
    expect(first.prevented && second.prevented).toBe(true)
    expect(win.imported).toEqual(['/e.js'])
    expect(callback.clicks + subscribe.clicks).toBe(0)
    expect(win.held()).toBe(true)
    win.hydrate()
    expect(win.held()).toBe(false)
    expect([callback.clicks, subscribe.clicks]).toEqual([1, 1])
    expect(win.clickOrder).toEqual([callback, subscribe])
    // Once hydrated, the loader lets presses through untouched: React answers them.
    expect(win.click(callback).prevented).toBe(false)
    expect(callback.clicks).toBe(1)
  })

  it('a press once React listens is not held', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    win.window.__khvoyaHydrated = true
    const button = win.button()
    expect(win.click(button).prevented).toBe(false)
    win.hydrate()
    expect(button.clicks).toBe(0)
  })

  it('the menu’s burger opens its popover natively, without waiting for the replay', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    const burger = win.button({ popovertarget: 'site-menu', popover: true })
    expect(win.click(burger).prevented).toBe(false)
    expect(win.held()).toBe(false)
    win.hydrate()
    expect(burger.clicks).toBe(0)
    // A browser without popovers: the burger waits for hydration like any button.
    const old = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    const plain = old.button({ popovertarget: 'site-menu', popover: false })
    expect(old.click(plain).prevented).toBe(true)
    old.hydrate()
    expect(plain.clicks).toBe(1)
  })

  it('a press on a popover’s button (menu, callback) does not start hydration; one elsewhere does', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    const burger = win.button({ popovertarget: 'site-menu', popover: true })
    for (const type of ['pointerdown', 'touchstart', 'focusin']) win.fire(type, { target: burger })
    expect(win.click(burger).prevented).toBe(false)
    expect(win.imported).toEqual([])
    // Scrolling the open menu is not reading on; scrolling the page is.
    win.fire('scroll', { type: 'scroll', target: win.button() })
    expect(win.imported).toEqual([])
    win.fire('touchstart', { type: 'touchstart', target: win.button() })
    expect(win.imported).toEqual(['/e.js'])
  })

  it('the language link writes the cookie the hydrated switch writes (365 days) and goes', () => {
    const win = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'complete' },
      { search: '?building=11&flat=2&yclid=7', hash: '#plan' },
    )
    const link = win.button({ localeSwitch: 'en' })
    expect(win.click(link).prevented).toBe(false)
    expect(win.window.document).toMatchObject({
      cookie: 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    })
    // With the visitor's own query and hash: the page's HTML has only the one it was rendered at.
    expect([link.search, link.hash]).toEqual(['?building=11&flat=2&yclid=7', '#plan'])
  })

  it('leaves the canvas worker’s script out where this browser is known to have no WebGL in a worker', () => {
    // The key renderer/hosts/workerGl.ts writes when a worker found no WebGL.
    expect(WORKER_GL_KEY).toBe('khvoya:worker-webgl')
    const script = loaderScript(['/t.js'], 'idle', ['/assets/plansWorker-Ab1.js'])
    const known = run(script, { readyState: 'complete' }, { storage: { [WORKER_GL_KEY]: '0' } })
    known.runIdle()
    expect(known.preloaded).toEqual(['/t.js'])
    const unknown = run(script, { readyState: 'complete' })
    unknown.runIdle()
    expect(unknown.preloaded).toEqual(['/t.js', '/assets/plansWorker-Ab1.js (low)'])
  })

  it('the loader is valid JavaScript', () => {
    expect(
      () => new Function(loaderScript(['/a.js'], 'idle').replaceAll('import(', 'String(')),
    ).not.toThrow()
  })
})

describe('the whole stylesheet', () => {
  it('is asked for two frames after the first paint, when the hero is already there', () => {
    const win = styled(loaderScript(['/e.js'], 'interaction'), true)
    win.frame()
    expect(win.stylesheets).toEqual([])
    win.paint()
    win.frame()
    expect(win.stylesheets).toEqual([])
    win.frame()
    win.timeout()
    expect(win.stylesheets.map((l) => l.href)).toEqual(['/assets/static/style.A.css'])
  })

  it('waits for a hero still loading after the first paint (a desktop never reports it as the largest)', () => {
    const win = styled(loaderScript(['/e.js'], 'interaction'), false)
    win.paint()
    win.frame()
    win.frame()
    expect(win.stylesheets).toEqual([])
    win.heroLoads()
    win.frame()
    expect(win.stylesheets).toEqual([])
    win.frame()
    expect(win.stylesheets).toHaveLength(1)
  })

  it('where the browser reports no paints, comes after the hero and two frames; 3 s at the latest', () => {
    const win = styled(loaderScript(['/e.js'], 'interaction'), true, { largestPaint: false })
    win.frame()
    expect(win.stylesheets).toEqual([])
    win.frame()
    expect(win.stylesheets).toHaveLength(1)
    const late = styled(loaderScript(['/e.js'], 'interaction'), false)
    late.frame()
    expect(late.stylesheets).toEqual([])
    late.timeout()
    expect(late.stylesheets).toHaveLength(1)
  })

  it('hydration asks for it at once and waits for it; the scripts are fetched meanwhile', async () => {
    const win = styled(loaderScript(['/e.js'], 'interaction'), false)
    win.fire('pointerdown')
    expect(win.stylesheets).toHaveLength(1)
    expect(win.preloaded).toEqual(['/e.js'])
    expect(win.imported).toEqual([])
    await win.stylesheetsLoad()
    expect(win.imported).toEqual(['/e.js'])
    // Asked for once, however many ways it is started.
    win.heroLoads()
    win.frame()
    win.frame()
    win.timeout()
    expect(win.stylesheets).toHaveLength(1)
  })
})

describe('the scripts of a page read without a touch', () => {
  it('are fetched at low priority once it has painted and is styled, not run', async () => {
    const win = styled(loaderScript(['/e.js'], 'interaction', ['/c.js']), true)
    win.paint()
    win.frame()
    win.frame()
    expect(win.prefetched).toEqual([])
    await win.stylesheetsLoad()
    expect(win.prefetched).toEqual(['/e.js (low)', '/c.js (low)'])
    expect(win.imported).toEqual([])
    expect(win.preloaded).toEqual([])
  })

  it('are not prefetched on a tool, which fetches them itself when idle', async () => {
    const win = styled(loaderScript(['/e.js'], 'idle', ['/c.js']), true)
    win.paint()
    win.frame()
    win.frame()
    await win.stylesheetsLoad()
    expect(win.prefetched).toEqual([])
  })

  it('are not fetched twice when the visitor has started hydration first', async () => {
    const win = styled(loaderScript(['/e.js'], 'interaction'), true)
    win.fire('touchstart')
    win.paint()
    win.frame()
    win.frame()
    await win.stylesheetsLoad()
    expect(win.prefetched).toEqual([])
    expect(win.imported).toEqual(['/e.js'])
  })
})

describe('the fonts the sheet is applied with', () => {
  const sheetAndFonts =
    '<link rel="preload" href="/m500.woff2" as="font" type="font/woff2" crossorigin>' +
    '<link rel="stylesheet" href="/s.css">'

  it('the sheet is applied once its fonts are in, both asked for at once', async () => {
    const win = run(
      loaderScript(['/e.js'], 'idle'),
      { readyState: 'complete' },
      { deferredCss: sheetAndFonts },
    )
    win.fire('pointerdown')
    expect(win.ahead.map((l) => `${l.href} ${l.as}${l.crossOrigin === '' ? ' cors' : ''}`)).toEqual(
      ['/m500.woff2 font cors', '/s.css style'],
    )
    expect(win.stylesheets).toEqual([])
    await win.aheadLoads()
    expect(win.stylesheets.map((l) => l.href)).toEqual(['/s.css'])
    expect(win.imported).toEqual([])
    await win.stylesheetsLoad()
    expect(win.imported).toHaveLength(1)
  })

  it('a font that is slow does not hold the sheet more than a second', async () => {
    const win = run(
      loaderScript(['/e.js'], 'idle'),
      { readyState: 'complete' },
      { deferredCss: sheetAndFonts },
    )
    win.fire('pointerdown')
    win.runTimers(999)
    await new Promise((r) => setTimeout(r, 0))
    expect(win.stylesheets).toEqual([])
    win.runTimers(1000)
    await new Promise((r) => setTimeout(r, 0))
    expect(win.stylesheets.map((l) => l.href)).toEqual(['/s.css'])
  })
})
