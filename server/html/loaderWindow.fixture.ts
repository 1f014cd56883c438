// A bare window for the hydration loader (deferHydration.ts `loaderScript`) to run in under Node:
// it records the listeners the loader adds, what it imports, preloads, prefetches and links, and
// lets a test fire events, frames, idle callbacks, timers and loads by hand. Test code only.

import { runInNewContext } from 'node:vm'

export class FakeElement {
  closest(_selector: string): FakeElement | null {
    return null
  }
  hasAttribute(_name: string): boolean {
    return false
  }
}
export interface FakeButton extends FakeElement {
  clicks: number
  /** Its aria-expanded, where it has one. */
  expanded?: string
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  hreflang?: string
  /** Where the language link goes: the parts the loader sets. */
  search?: string
  hash?: string
  click(): void
}

/** A tick box, radio or slider as the loader meets it: its state, and what is done to it. */
export class FakeInput extends FakeElement {
  readonly tagName = 'INPUT'
  isConnected = true
  checked: boolean
  defaultValue: string
  /** What happened to it, in order: each event with the state it met, each value set. */
  readonly log: string[] = []
  #value: string
  constructor(
    readonly type: string,
    o: { checked?: boolean; value?: string } = {},
  ) {
    super()
    this.checked = o.checked ?? false
    this.#value = o.value ?? ''
    this.defaultValue = this.#value
  }
  get value(): string {
    return this.#value
  }
  set value(v: string) {
    this.#value = v
    this.log.push(`set ${v}`)
  }
  /** A visitor's change, as the browser makes it before the change's events. */
  change(to = ''): void {
    if (this.type === 'range') this.#value = to
    else this.checked = this.type === 'radio' ? true : !this.checked
  }
  click(): void {
    this.change()
    this.log.push(`click ${this.checked}`)
  }
  dispatchEvent(event: { type: string }): boolean {
    this.log.push(`${event.type} ${this.type === 'range' ? this.#value : this.checked}`)
    return true
  }
}

/** Runs the loader in a bare window: records listeners, imports and the idle callback. */
export function run(
  script: string,
  doc: { readyState: string; cookie?: string },
  options: {
    largestPaint?: boolean
    /** WebKit: no largest-paint entries, no requestIdleCallback. */
    webkit?: boolean
    /** What localStorage and sessionStorage hold. */
    storage?: Record<string, string>
    session?: Record<string, string>
    /** The page's query string and hash. */
    search?: string
    hash?: string
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
    location: { search: options.search ?? '', hash: options.hash ?? '' },
    sessionStorage: { getItem: (key: string) => options.session?.[key] ?? null },
    localStorage: { getItem: (key: string) => options.storage?.[key] ?? null },
    Element: FakeElement,
    HTMLInputElement: FakeInput,
    Event: class {
      constructor(readonly type: string) {}
    },
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
      o: {
        popovertarget?: string
        popover?: boolean
        localeSwitch?: string
        /** A fold's button (data-fold), served with this aria-expanded. */
        fold?: 'true' | 'false'
      } = {},
    ): FakeButton => {
      const b = new FakeElement() as FakeButton
      b.clicks = 0
      b.hreflang = o.localeSwitch
      b.closest = (selector: string) =>
        selector.startsWith('a[data-locale-switch]') === (o.localeSwitch !== undefined) ? b : null
      b.hasAttribute = (name: string) =>
        (name === 'popovertarget' && o.popovertarget !== undefined) ||
        (name === 'data-fold' && o.fold !== undefined)
      b.expanded = o.fold
      b.getAttribute = (name: string) => (name === 'aria-expanded' ? (b.expanded ?? null) : null)
      b.setAttribute = (name: string, value: string) => {
        if (name === 'aria-expanded') b.expanded = value
      }
      if (o.popover) (b as unknown as { popover: string }).popover = 'manual'
      b.click = () => {
        b.clicks++
        clickOrder.push(b)
      }
      return b
    },
    /** A click reaches the window's capture listeners; says whether one held it back. */
    click: (target: FakeElement) => {
      const event = fakeEvent('click', target)
      for (const l of listeners.get('click') ?? []) l.fn(event)
      return event
    },
    /** A visitor's change of a tick box (its click) or a slider (its input and change events),
     * made as the browser makes it; says whether the loader kept React out of it. */
    change: (input: FakeInput, to?: string) => {
      input.change(to)
      const stopped: boolean[] = []
      for (const type of input.type === 'range'
        ? ['input', 'change']
        : ['click', 'input', 'change']) {
        const event = fakeEvent(type, input)
        for (const l of listeners.get(type) ?? []) l.fn(event)
        if (event.prevented) throw new Error('a change is never held back')
        stopped.push(event.stopped)
      }
      return stopped.every(Boolean)
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

/** An event as the loader's listeners read it: its type and target, and whether a listener
 * prevented its default or stopped it. */
function fakeEvent<T>(type: string, target: T) {
  const event = {
    type,
    target,
    prevented: false,
    stopped: false,
    preventDefault() {
      event.prevented = true
    },
    stopImmediatePropagation() {
      event.stopped = true
    },
  }
  return event
}
