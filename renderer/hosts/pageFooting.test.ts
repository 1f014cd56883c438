// The canvas's footing in the page, checked against a bare window: the styles that keep every touch
// on the plan, the size and density it is drawn at and when they change, the motion preference,
// and the faces a worker rebuilds.

import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  canvasTargetFloor,
  canvasTextFloor,
  measure,
  pageFontSources,
  prefersReducedMotion,
  styleCanvas,
  watchReducedMotion,
  watchSurface,
} from './pageFooting'

afterEach(() => vi.unstubAllGlobals())

/**
 * A media query whose `matches` and change listeners the test drives. A listener for any other
 * event is kept apart and never called, as a browser's query would never call it.
 */
class FakeQuery {
  listeners: { fn: () => void; once: boolean }[] = []
  otherListeners: unknown[] = []
  constructor(
    readonly media: string,
    public matches = false,
  ) {}
  addEventListener(type: string, fn: () => void, opts?: { once?: boolean }) {
    if (type === 'change') this.listeners.push({ fn, once: opts?.once === true })
    else this.otherListeners.push(fn)
  }
  removeEventListener(type: string, fn: () => void) {
    if (type === 'change') this.listeners = this.listeners.filter((l) => l.fn !== fn)
  }
  change() {
    const all = this.listeners
    this.listeners = all.filter((l) => !l.once)
    for (const l of all) l.fn()
  }
}

function page(density: number | undefined, reduced = false) {
  const queries: FakeQuery[] = []
  const win = {
    devicePixelRatio: density,
    matchMedia: (media: string) => {
      const q = new FakeQuery(media, media.includes('reduced-motion') && reduced)
      queries.push(q)
      return q
    },
  }
  vi.stubGlobal('window', win)
  // A host's CSS custom properties, as its `css` says.
  vi.stubGlobal('getComputedStyle', (el: { css?: Record<string, string> }) => ({
    getPropertyValue: (name: string) => el.css?.[name] ?? '',
  }))
  let resized: (() => void) | null = null
  const observer = { observed: [] as unknown[], disconnected: false }
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(fn: () => void) {
        resized = fn
      }
      observe(el: unknown) {
        observer.observed.push(el)
      }
      disconnect() {
        observer.disconnected = true
      }
    },
  )
  return { win, queries, observer, resize: () => resized?.() }
}

describe('the canvas element', () => {
  it('takes every touch and shows no selection, callout or focus outline, hidden from readers', () => {
    const props = new Map<string, string>()
    const style: Record<string, unknown> = {
      setProperty: (k: string, v: string) => props.set(k, v),
    }
    const attributes = new Map<string, string>()
    const canvas = {
      style,
      dataset: {} as Record<string, string>,
      setAttribute: (k: string, v: string) => attributes.set(k, v),
    }
    styleCanvas(canvas as unknown as HTMLCanvasElement)
    const { setProperty: _, ...set } = style
    expect(set).toEqual({
      display: 'block',
      width: '100%',
      height: '100%',
      touchAction: 'none',
      userSelect: 'none',
      outline: 'none',
    })
    expect(Object.fromEntries(props)).toEqual({
      '-webkit-user-select': 'none',
      '-webkit-touch-callout': 'none',
      '-webkit-tap-highlight-color': 'transparent',
    })
    expect(Object.fromEntries(attributes)).toEqual({ 'aria-hidden': 'true' })
    expect(canvas.dataset).toEqual({ testid: 'plans-canvas' })
  })
})

describe('the surface', () => {
  const host = (width: number, height: number) =>
    ({ clientWidth: width, clientHeight: height }) as HTMLElement

  it('is the host’s size at the screen’s density, never zero', () => {
    page(2)
    expect(measure(host(390, 600))).toEqual({ width: 390, height: 600, resolution: 2 })
    expect(measure(host(0, 0))).toEqual({ width: 1, height: 1, resolution: 2 })
    page(undefined)
    expect(measure(host(10, 10)).resolution).toBe(1)
  })

  it('says how far the page’s controls lie over its top where the page says so', () => {
    page(1)
    const covered = (value: string) =>
      measure({
        clientWidth: 390,
        clientHeight: 600,
        css: { '--canvas-covered-top': value },
      } as unknown as HTMLElement)
    expect(covered('0px')).toEqual({ width: 390, height: 600, resolution: 1, coveredTop: 0 })
    expect(covered(' 56px').coveredTop).toBe(56)
    // Unset: nothing is said, and the renderer keeps its usual room.
    expect(covered('')).toEqual({ width: 390, height: 600, resolution: 1 })
    expect('coveredTop' in covered('')).toBe(false)
  })

  it('reports a new size or density once each, and stops when asked', () => {
    const p = page(2)
    const el = { clientWidth: 390, clientHeight: 600 }
    const seen: unknown[] = []
    const stop = watchSurface(el as HTMLElement, (size) => seen.push(size))
    expect(p.observer.observed).toEqual([el])
    expect(p.queries.map((q) => q.media)).toEqual(['(resolution: 2dppx)'])
    p.resize()
    expect(seen).toEqual([])
    el.clientWidth = 400
    p.resize()
    el.clientHeight = 700
    p.resize()
    p.resize()
    expect(seen).toEqual([
      { width: 400, height: 600, resolution: 2 },
      { width: 400, height: 700, resolution: 2 },
    ])
    // The screen turned to portrait: the view options took a band above the canvas.
    const css: Record<string, string> = { '--canvas-covered-top': '0px' }
    Object.assign(el, { css })
    p.resize()
    p.resize()
    expect(seen.length).toBe(3)
    expect(seen.at(-1)).toEqual({ width: 400, height: 700, resolution: 2, coveredTop: 0 })
    delete css['--canvas-covered-top']
    // Dragged to another screen: the density query fires once, and a new one watches the new density.
    p.win.devicePixelRatio = 3
    p.queries[0]?.change()
    expect(seen.at(-1)).toEqual({ width: 400, height: 700, resolution: 3 })
    expect(seen.length).toBe(4)
    expect(p.queries.map((q) => q.media)).toEqual(['(resolution: 2dppx)', '(resolution: 3dppx)'])
    expect(p.queries[0]?.listeners).toEqual([])
    stop()
    expect(p.observer.disconnected).toBe(true)
    expect(p.queries[1]?.listeners).toEqual([])
  })
})

describe('what the page asks of the canvas', () => {
  const host = (css: Record<string, string>) => ({ css }) as unknown as HTMLElement

  it('reads the least text and the least target off the host’s style, nothing where unset', () => {
    page(1)
    const kiosk = host({ '--canvas-text-min': '18px', '--canvas-target-min': ' 44px' })
    expect(canvasTextFloor(kiosk)).toBe(18)
    expect(canvasTargetFloor(kiosk)).toBe(44)
    expect(canvasTextFloor(host({}))).toBe(0)
    expect(canvasTargetFloor(host({}))).toBeUndefined()
    expect(canvasTargetFloor(host({ '--canvas-target-min': '0px' }))).toBeUndefined()
  })
})

describe('the motion preference', () => {
  it('is read now, and followed as it changes until unsubscribed', () => {
    const p = page(1, true)
    expect(prefersReducedMotion()).toBe(true)
    const seen: boolean[] = []
    const stop = watchReducedMotion((reduced) => seen.push(reduced))
    const query = p.queries.at(-1) as FakeQuery
    expect(query.media).toBe('(prefers-reduced-motion: reduce)')
    query.matches = false
    query.change()
    expect(seen).toEqual([false])
    stop()
    expect(query.listeners).toEqual([])
    page(1, false)
    expect(prefersReducedMotion()).toBe(false)
  })

  it('is "no" where the browser cannot say, and there is nothing to follow', () => {
    vi.stubGlobal('window', {})
    expect(prefersReducedMotion()).toBe(false)
    const stop = watchReducedMotion(() => undefined)
    expect(stop()).toBeUndefined()
  })
})

describe('the faces a worker rebuilds', () => {
  class FontFaceRule {
    constructor(readonly props: Record<string, string>) {}
    get style() {
      return { getPropertyValue: (name: string) => this.props[name] ?? '' }
    }
  }

  it('are the canvas’s families with absolute addresses; others and unreadable sheets are skipped', () => {
    vi.stubGlobal('CSSFontFaceRule', FontFaceRule)
    vi.stubGlobal('document', {
      baseURI: 'https://khvoya.test/ru/plans',
      styleSheets: [
        {
          get cssRules(): unknown {
            throw new Error('cross-origin')
          },
        },
        {
          href: 'https://khvoya.test/assets/static/style.css',
          cssRules: [
            new FontFaceRule({
              'font-family': '"Manrope"',
              src: 'url("manrope-400.woff2") format("woff2"), url( \'/a/manrope.woff\' ) format("woff")',
              'font-weight': '400',
            }),
            new FontFaceRule({ 'font-family': 'Comic Sans', src: 'url(x.woff2)' }),
            { notAFace: true },
          ],
        },
        {
          href: null,
          cssRules: [
            new FontFaceRule({
              'font-family': "'Cormorant Garamond'",
              src: 'url(fonts/c.woff2)',
              'font-style': 'italic',
              'unicode-range': 'U+0400-045F',
            }),
          ],
        },
      ],
    })
    expect(pageFontSources()).toEqual([
      {
        family: 'Manrope',
        src: 'url("https://khvoya.test/assets/static/manrope-400.woff2") format("woff2"), url("https://khvoya.test/a/manrope.woff") format("woff")',
        weight: '400',
        style: 'normal',
        unicodeRange: 'U+0-10FFFF',
      },
      {
        family: 'Cormorant Garamond',
        src: 'url("https://khvoya.test/ru/fonts/c.woff2")',
        weight: 'normal',
        style: 'italic',
        unicodeRange: 'U+0400-045F',
      },
    ])
  })
})
