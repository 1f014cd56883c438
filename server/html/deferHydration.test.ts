import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferHydration, loaderScript, modeOf, routeOf, WORKER_GL_KEY } from './deferHydration'

const page = (route: string) => `<html><head>
<script id="vike_pageContext" type="application/json">{"locale":"ru","routeName":"${route}"}</script>
<script type="module" async>
import("/assets/entries/pages_client.A.js");
import("/assets/entries/entry-client-routing.B.js");
</script>
        <link rel="modulepreload" href="/assets/chunks/chunk-C.js" as="script" type="text/javascript">
</head><body></body></html>`

describe('when a page loads its scripts', () => {
  it('reads the route from the page context', () => {
    expect(routeOf(page('about-philosophy'))).toBe('about-philosophy')
    expect(routeOf('<html></html>')).toBeNull()
  })

  it.each([
    ['about-philosophy', 'interaction'],
    ['index', 'interaction'],
    ['plans', 'idle'],
    ['plans-plans-search', 'idle'],
    [null, 'interaction'],
  ] as const)('%s hydrates on %s', (route, mode) => {
    expect(modeOf(route)).toBe(mode)
  })

  it('a content page fetches nothing until the first interaction', () => {
    const out = deferHydration(page('about-philosophy'))
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).not.toContain('<script type="module" async>')
    expect(out).toContain(
      'import("/assets/entries/entry-client-routing.B.js");import("/assets/entries/pages_client.A.js")',
    )
  })

  it('a content page hydrates on the first move, even before it has loaded', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'loading' })
    expect(win.listening()).toEqual(
      expect.arrayContaining(['pointermove', 'scroll', 'touchstart', 'keydown', 'click']),
    )
    expect(win.imported).toEqual([])
    win.fire('load')
    expect(win.imported).toEqual([])
    win.fire('pointermove', { movementX: 3, movementY: 0 })
    win.fire('scroll')
    expect(win.imported).toEqual(['/e.js'])
  })

  it('a move of none (Chromium placing a resting mouse as the page loads) is not a visitor', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'loading' })
    win.fire('pointermove', { movementX: 0, movementY: 0 })
    expect(win.imported).toEqual([])
    win.fire('pointermove', { movementX: -1, movementY: -1 })
    expect(win.imported).toEqual(['/e.js'])
  })

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

  it('a kiosk hydrates at once', () => {
    const kiosk = run(loaderScript(['/k.js'], 'interaction'), {
      readyState: 'loading',
      cookie: 'khvoya_kiosk=1',
    })
    expect(kiosk.imported).toEqual(['/k.js'])
  })

  it('a tool fetches its scripts when idle (2 s timeout), not while it paints', () => {
    const out = deferHydration(page('plans'))
    expect(out).not.toContain('<link rel="modulepreload"')
    const script = /<script type="module">(.*?)<\/script>/s.exec(out)?.[1] ?? ''
    const win = run(script, { readyState: 'complete' })
    expect(win.imported).toEqual([])
    win.runIdle()
    expect(win.imported).toHaveLength(2)
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

  it('fetches the page’s chunks together with the entries when it starts, not before', () => {
    const out = deferHydration(
      page('plans').replace(
        '</head>',
        '<link rel="modulepreload" href="/assets/plansWorker-Ab1.js" as="script" type="text/javascript"></head>',
      ),
    )
    const script = /<script type="module">(.*?)<\/script>/s.exec(out)?.[1] ?? ''
    expect(script).toContain('/assets/chunks/chunk-C.js')
    const win = run(script, { readyState: 'complete' })
    expect(win.preloaded).toEqual([])
    win.runIdle()
    // The canvas worker's script last: hydration needs the page's chunks first.
    expect(win.preloaded).toEqual([
      '/assets/entries/pages_client.A.js',
      '/assets/entries/entry-client-routing.B.js',
      '/assets/chunks/chunk-C.js',
      '/assets/plansWorker-Ab1.js (low)',
    ])
    // Both at once (WebKit fetches only what is imported), the router's first: the client hook's
    // entry, which imports it, then runs in a task of its own.
    expect(win.imported).toEqual([
      '/assets/entries/entry-client-routing.B.js',
      '/assets/entries/pages_client.A.js',
    ])
  })

  it('runs React’s chunk before the entries, all of them fetched at once, React’s first', async () => {
    const react = '/assets/chunks/react-Ab1.js'
    const out = deferHydration(
      page('plans').replace(
        '</head>',
        `<link rel="modulepreload" href="${react}" as="script" type="text/javascript"></head>`,
      ),
    )
    const script = /<script type="module">(.*?)<\/script>/s.exec(out)?.[1] ?? ''
    const win = run(script, { readyState: 'complete' })
    win.runIdle()
    // React's chunk is fetched first (WebKit's tools started 60-130 ms later when it came after
    // the page's entries), the rest with it.
    expect(win.preloaded).toEqual([
      react,
      '/assets/entries/pages_client.A.js',
      '/assets/entries/entry-client-routing.B.js',
      '/assets/chunks/chunk-C.js',
    ])
    expect(win.imported).toEqual([react])
    // Once React has run, the entries are asked for: their modules run in tasks of their own.
    await new Promise((r) => setTimeout(r, 0))
    expect(win.imported).toEqual([
      react,
      '/assets/entries/entry-client-routing.B.js',
      '/assets/entries/pages_client.A.js',
    ])
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
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    const link = win.button({ localeSwitch: 'en' })
    expect(win.click(link).prevented).toBe(false)
    expect(win.window.document).toMatchObject({
      cookie: 'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    })
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

  it('leaves a page without Vike loader alone', () => {
    expect(deferHydration('<html><body>404</body></html>')).toBe('<html><body>404</body></html>')
  })

  it('the loader is valid JavaScript', () => {
    expect(
      () => new Function(loaderScript(['/a.js'], 'idle').replaceAll('import(', 'String(')),
    ).not.toThrow()
  })
})

class FakeElement {
  closest(_selector: string): FakeElement | null {
    return null
  }
  hasAttribute(_name: string): boolean {
    return false
  }
}
interface FakeButton extends FakeElement {
  clicks: number
  hreflang?: string
  click(): void
}

/** Runs the loader in a bare window: records listeners, imports and the idle callback. */
function run(
  script: string,
  doc: { readyState: string; cookie?: string },
  options: {
    largestPaint?: boolean
    /** WebKit: no largest-paint entries, no requestIdleCallback. */
    webkit?: boolean
    /** What localStorage holds. */
    storage?: Record<string, string>
    /** The <noscript> of deferred stylesheets, as its text reads with scripting on. */
    deferredCss?: string
    /** A hero image, loaded already or not. */
    hero?: { complete: boolean }
    /** Whether the browser preloads modules (Safari before 17 does not). */
    modulePreload?: boolean
  } = {},
) {
  type Listener = (event?: unknown) => void
  const listeners = new Map<string, { fn: Listener; once: boolean }[]>()
  const imported: string[] = []
  const clickOrder: FakeButton[] = []
  const rootAttributes = new Set<string>()
  const preloaded: string[] = []
  const prefetched: string[] = []
  const stylesheets: { href: string; onload?: () => void }[] = []
  /** Fonts and stylesheets asked for ahead of the sheet (rel=preload). */
  const ahead: { href: string; as: string; crossOrigin?: string; onload?: () => void }[] = []
  let idle: (() => void) | null = null
  const timers: { fn: () => void; ms: number }[] = []
  const frames: (() => void)[] = []
  let painted: (() => void) | null = null
  const heroListeners = new Map<string, () => void>()
  const hero = options.hero
    ? {
        ...options.hero,
        addEventListener: (type: string, fn: () => void) => heroListeners.set(type, fn),
      }
    : null
  const window: Record<string, unknown> = {
    document: {
      cookie: '',
      ...doc,
      createElement: () => ({
        relList: {
          supports: (t: string) => t === 'modulepreload' && options.modulePreload !== false,
        },
      }),
      documentElement: {
        setAttribute: (name: string) => rootAttributes.add(name),
        removeAttribute: (name: string) => rootAttributes.delete(name),
      },
      getElementById: (id: string) =>
        id === 'khvoya-css' && options.deferredCss !== undefined
          ? { textContent: options.deferredCss }
          : null,
      querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? hero : null),
      head: {
        append: (link: { rel: string; href: string; fetchPriority: string }) => {
          if (link.rel === 'modulepreload')
            preloaded.push(link.fetchPriority === 'low' ? `${link.href} (low)` : link.href)
          if (link.rel === 'stylesheet') stylesheets.push(link)
          if (link.rel === 'preload') ahead.push(link as unknown as (typeof ahead)[number])
          if (link.rel === 'prefetch') prefetched.push(`${link.href} (${link.fetchPriority})`)
        },
      },
    },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    location: { search: '' },
    sessionStorage: { getItem: () => null },
    localStorage: { getItem: (key: string) => options.storage?.[key] ?? null },
    Element: FakeElement,
    addEventListener: (type: string, fn: Listener, opts?: { once?: boolean }) =>
      listeners.set(type, [...(listeners.get(type) ?? []), { fn, once: opts?.once === true }]),
    removeEventListener: (type: string, fn: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l.fn !== fn),
      ),
    requestIdleCallback: (fn: () => void) => {
      idle = fn
    },
    setTimeout: (fn: () => void, ms = 0) => {
      timers.push({ fn, ms })
    },
    __imp: (url: string) => {
      imported.push(url)
      return Promise.resolve()
    },
  }
  if (options.webkit) delete window.requestIdleCallback
  if (options.largestPaint || options.webkit) {
    window.PerformanceObserver = class {
      static supportedEntryTypes = options.webkit
        ? ['mark', 'measure', 'navigation', 'paint', 'resource']
        : ['largest-contentful-paint']
      constructor(private readonly fn: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        painted = () => this.fn({}, { disconnect: () => undefined })
      }
    }
  }
  window.window = window
  window.self = window
  runInNewContext(script.replaceAll('import(', '__imp('), window)
  return {
    imported,
    preloaded,
    prefetched,
    listening: () => [...listeners.keys()],
    window,
    fire: (type: string, event?: unknown) => {
      const all = listeners.get(type) ?? []
      listeners.set(
        type,
        all.filter((l) => !l.once),
      )
      for (const l of all) l.fn(event)
    },
    /** A button (or, with localeSwitch, the language link) on the served page. */
    button: (
      o: { popovertarget?: string; popover?: boolean; localeSwitch?: string } = {},
    ): FakeButton => {
      const b = new FakeElement() as FakeButton
      b.clicks = 0
      b.hreflang = o.localeSwitch
      b.closest = (selector: string) =>
        selector.startsWith('a[data-locale-switch]') === (o.localeSwitch !== undefined) ? b : null
      b.hasAttribute = (name: string) => name === 'popovertarget' && o.popovertarget !== undefined
      if (o.popover) (b as unknown as { popover: string }).popover = 'manual'
      b.click = () => {
        b.clicks++
        clickOrder.push(b)
      }
      return b
    },
    /** A click reaches the window's capture listeners; says whether one held it back. */
    click: (target: FakeElement) => {
      const event = {
        target,
        prevented: false,
        preventDefault() {
          event.prevented = true
        },
        stopImmediatePropagation: () => undefined,
      }
      for (const l of listeners.get('click') ?? []) l.fn(event)
      return event
    },
    clickOrder,
    /** Whether the root says a press is held (the progress bar runs). */
    held: () => rootAttributes.has('data-held'),
    /** React has hydrated: the layout marks it and asks for the replay (ui/shell/Layout.tsx). */
    hydrate: () => {
      window.__khvoyaHydrated = true
      ;(window.__khvoyaReplay as () => void)()
    },
    /** Runs the timers of at most `ms` set so far. */
    runTimers: (ms: number) => {
      const due = timers.filter((t) => t.ms <= ms)
      for (const t of due) timers.splice(timers.indexOf(t), 1)
      for (const t of due) t.fn()
    },
    runIdle: () => idle?.(),
    paint: () => painted?.(),
    /** Every timer runs out, however long. */
    timeout: () => {
      for (const t of timers.splice(0)) t.fn()
    },
    /** Runs the frames asked for so far, then the timers of no delay they set. */
    frame: () => {
      for (const fn of frames.splice(0)) fn()
      const due = timers.filter((t) => t.ms === 0)
      for (const t of due) timers.splice(timers.indexOf(t), 1)
      for (const t of due) t.fn()
    },
    heroLoads: () => heroListeners.get('load')?.(),
    stylesheets,
    ahead,
    /** Everything asked for ahead of the sheet arrives; the promises settle on the next turn. */
    aheadLoads: async () => {
      for (const l of ahead) l.onload?.()
      await new Promise((r) => setTimeout(r, 0))
    },
    /** Every stylesheet asked for arrives; the promises settle on the next turn. */
    stylesheetsLoad: async () => {
      for (const l of stylesheets) l.onload?.()
      await new Promise((r) => setTimeout(r, 0))
    },
  }
}

describe('the whole stylesheet', () => {
  const css = '<link rel="stylesheet" href="/assets/static/style.A.css">'
  const withSheet = (route: string) =>
    page(route)
      .replace(
        '</head>',
        '<link rel="preload" type="text/css" href="/assets/static/style.A.css" as="style"></head>',
      )
      .replace(
        '</body>',
        '<link rel="stylesheet" type="text/css" href="/assets/static/style.A.css"></body>',
      )

  it('waits in a <noscript> (which loads it without JavaScript), not in the first paint’s way', () => {
    const out = deferHydration(withSheet('about-philosophy'))
    expect(out).not.toContain('as="style"')
    expect(out).not.toContain('<link rel="stylesheet" type="text/css"')
    expect(out).toContain(`<noscript id="khvoya-css">${css}</noscript></body>`)
  })

  it('stays linked on a page without the loader', () => {
    const html =
      '<html><body>404<link rel="stylesheet" type="text/css" href="/s.css"></body></html>'
    expect(deferHydration(html)).toBe(html)
  })

  it('is asked for two frames after the first paint, when the hero is already there', () => {
    const win = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: true } },
    )
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
    const win = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: false } },
    )
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
    const win = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'loading' },
      { deferredCss: css, hero: { complete: true } },
    )
    win.frame()
    expect(win.stylesheets).toEqual([])
    win.frame()
    expect(win.stylesheets).toHaveLength(1)
    const late = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: false } },
    )
    late.frame()
    expect(late.stylesheets).toEqual([])
    late.timeout()
    expect(late.stylesheets).toHaveLength(1)
  })

  it('hydration asks for it at once and waits for it; the scripts are fetched meanwhile', async () => {
    const win = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: false } },
    )
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
  const css = '<link rel="stylesheet" href="/assets/static/style.A.css">'
  it('are fetched at low priority once it has painted and is styled, not run', async () => {
    const win = run(
      loaderScript(['/e.js'], 'interaction', ['/c.js']),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: true } },
    )
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
    const win = run(
      loaderScript(['/e.js'], 'idle', ['/c.js']),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: true } },
    )
    win.paint()
    win.frame()
    win.frame()
    await win.stylesheetsLoad()
    expect(win.prefetched).toEqual([])
  })

  it('are not fetched twice when the visitor has started hydration first', async () => {
    const win = run(
      loaderScript(['/e.js'], 'interaction'),
      { readyState: 'loading' },
      { largestPaint: true, deferredCss: css, hero: { complete: true } },
    )
    win.fire('touchstart')
    win.paint()
    win.frame()
    win.frame()
    await win.stylesheetsLoad()
    expect(win.prefetched).toEqual([])
    expect(win.imported).toEqual(['/e.js'])
  })
})

describe('font preloads', () => {
  it('keeps the first-screen faces and drops the preloads Vike adds for every face', () => {
    const html = page('about').replace(
      '</head>',
      '<link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/b.woff2" data-first-screen="" as="font" type="font/woff2" crossorigin></head>',
    )
    const out = deferHydration(html)
    expect(out).not.toContain('/a.woff2')
    expect(out).toContain('/b.woff2')
  })

  const vikeFont = (name: string) =>
    `<link rel="preload" href="/assets/static/${name}.H4sh.woff2" as="font" type="font/woff2" crossorigin>`
  const withFonts = page('plans')
    .replace(
      '</head>',
      `${['manrope-500-normal', 'manrope-600-normal', 'cormorant-garamond-500-italic'].map(vikeFont).join('')}</head>`,
    )
    .replace('</body>', '<link rel="stylesheet" type="text/css" href="/s.css"></body>')

  it('the weights every stylesheet draws with wait beside it in the <noscript>, not in <head>', () => {
    const out = deferHydration(withFonts)
    expect(out).toContain(
      '<noscript id="khvoya-css">' +
        '<link rel="preload" href="/assets/static/manrope-500-normal.H4sh.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/static/manrope-600-normal.H4sh.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="stylesheet" href="/s.css"></noscript>',
    )
    // The italic stays on demand; no font is preloaded before the first paint but the first screen's.
    expect(out).not.toContain('italic')
    expect(out.slice(0, out.indexOf('<noscript'))).not.toMatch(/<link[^>]*woff2/)
  })

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

describe('what the served page carries', () => {
  it('a page context that is not JSON names no route, and the page hydrates on interaction', () => {
    const broken = page('plans').replace('"routeName":"plans"}', '"routeName":"plans"')
    expect(routeOf(broken)).toBeNull()
    expect(deferHydration(broken)).toContain(
      JSON.stringify(['pointerdown', 'touchstart']).slice(0, -1),
    )
    expect(deferHydration(broken)).toContain('"scroll","wheel"')
  })

  it('a page without the loader still drops the preloads of faces the first screen does not use', () => {
    const html =
      '<html><head><link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin></head><body>404</body></html>'
    expect(deferHydration(html)).toBe('<html><head></head><body>404</body></html>')
  })

  it('an entry that is also preloaded is fetched once', () => {
    const html = page('plans').replace(
      '</head>',
      '<link rel="modulepreload" href="/assets/entries/pages_client.A.js" as="script"></head>',
    )
    const script = /<script type="module">(.*?)<\/script>/s.exec(deferHydration(html))?.[1] ?? ''
    const win = run(script, { readyState: 'complete' })
    win.runIdle()
    expect(win.preloaded).toEqual([
      '/assets/entries/pages_client.A.js',
      '/assets/entries/entry-client-routing.B.js',
      '/assets/chunks/chunk-C.js',
    ])
  })

  it('a page without a stylesheet gets no empty <noscript>, and hydrates without waiting for one', () => {
    const out = deferHydration(page('about-philosophy'))
    expect(out).not.toContain('<noscript')
    const script = /<script type="module">(.*?)<\/script>/s.exec(out)?.[1] ?? ''
    const win = run(script, { readyState: 'complete' })
    win.fire('keydown')
    // Both at once (WebKit fetches only what is imported), the router's first: the client hook's
    // entry, which imports it, then runs in a task of its own.
    expect(win.imported).toEqual([
      '/assets/entries/entry-client-routing.B.js',
      '/assets/entries/pages_client.A.js',
    ])
  })

  it('every stylesheet of the page waits in the <noscript>, each linked whole', () => {
    const html = page('about-philosophy').replace(
      '</body>',
      '<link rel="stylesheet" type="text/css" href="/a.css"><link rel="stylesheet" type="text/css" href="/b.css"></body>',
    )
    expect(deferHydration(html)).toContain(
      '<noscript id="khvoya-css"><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"></noscript></body>',
    )
  })

  it('a kiosk (by its cookie, its address or this tab’s memory) hydrates at once', () => {
    const script = loaderScript(['/k.js'], 'interaction')
    expect(run(script, { readyState: 'loading', cookie: 'a=1; khvoya_kiosk=1' }).imported).toEqual([
      '/k.js',
    ])
    expect(run(script, { readyState: 'loading', cookie: 'not_khvoya_kiosk=1' }).imported).toEqual(
      [],
    )
  })
})

describe('the page as served', () => {
  it('is the page less its preloads, with the loader in Vike’s place and the stylesheet held back', () => {
    const html =
      '<html><head><title>Хвоя</title><link rel="modulepreload" href="/c.js" as="script">' +
      '<link rel="preload" href="/a.woff2" as="font" crossorigin>' +
      '<link rel="preload" href="/b.woff2" data-first-screen as="font" crossorigin>' +
      '<link rel="preload" type="text/css" href="/s.css" as="style">' +
      '<script id="vike_pageContext" type="application/json">{"routeName":"about"}</script>' +
      '<script type="module" async>import("/e.js");</script></head>' +
      '<body><div>Текст</div><link rel="stylesheet" type="text/css" href="/s.css"></body></html>'
    expect(deferHydration(html)).toBe(
      '<html><head><title>Хвоя</title>' +
        '<link rel="preload" href="/b.woff2" data-first-screen as="font" crossorigin>' +
        '<script id="vike_pageContext" type="application/json">{"routeName":"about"}</script>' +
        `<script type="module">${loaderScript(['/e.js'], 'interaction', ['/c.js'])}</script></head>` +
        '<body><div>Текст</div><noscript id="khvoya-css"><link rel="stylesheet" href="/s.css"></noscript></body></html>',
    )
  })

  it.each([
    'plans',
    'plans-plans-search',
    'plans-plans-favorites',
    'masterplan',
    'masterplan-master',
    'pdf-generate',
    'pdf-template',
    'test',
  ])('the tool %s hydrates when idle', (route) => {
    expect(modeOf(route)).toBe('idle')
  })

  it('a tool starts at a touch, key or focus, not at a scroll or a move', () => {
    const tool = run(loaderScript(['/t.js'], 'idle'), { readyState: 'loading' })
    expect(tool.listening()).toEqual(
      expect.arrayContaining(['pointerdown', 'touchstart', 'keydown', 'focusin']),
    )
    tool.fire('scroll')
    tool.fire('wheel')
    tool.fire('pointermove', { movementX: 5, movementY: 5 })
    expect(tool.imported).toEqual([])
    tool.fire('focusin')
    expect(tool.imported).toEqual(['/t.js'])
  })

  it('a content page waits for the visitor, however idle the browser', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    win.runIdle()
    win.timeout()
    expect(win.imported).toEqual([])
  })

  it('a content page starts at a move alone', () => {
    const win = run(loaderScript(['/e.js'], 'interaction'), { readyState: 'complete' })
    win.fire('pointermove', { movementX: 0, movementY: 2 })
    expect(win.imported).toEqual(['/e.js'])
  })
})
