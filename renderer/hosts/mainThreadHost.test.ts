// The renderer on the page's thread against a fake PlansRenderer and a bare page: its canvas goes
// on the page styled for touch, sizes and the motion preference reach the renderer, and closing
// takes everything away again.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HostOptions } from './hostOptions'

const made = vi.hoisted(() => ({
  withoutBench: false,
  renderers: [] as {
    size: unknown
    outputs: { cursor(c: string): void }
    options: Record<string, unknown>
    calls: unknown[][]
    view: { style: Record<string, unknown>; removed: boolean }
  }[],
}))

vi.mock('../geometryUrls', () => ({ urlGeometrySource: (urls: unknown) => ({ urls }) }))
vi.mock('../PlansRenderer', () => ({
  PlansRenderer: {
    create: async (
      size: unknown,
      outputs: { cursor(c: string): void },
      options: Record<string, unknown>,
    ) => {
      const calls: unknown[][] = []
      const record =
        (name: string) =>
        (...args: unknown[]) => {
          calls.push([name, ...args])
          return name === 'profile' ? { jsMs: [1], gpuMs: [] } : undefined
        }
      const view = {
        style: { setProperty: () => undefined } as Record<string, unknown>,
        dataset: {},
        setAttribute: () => undefined,
        removed: false,
        remove() {
          view.removed = true
        },
      }
      const renderer = {
        view,
        calls,
        size,
        outputs,
        options,
        update: record('update'),
        gesture: record('gesture'),
        hover: record('hover'),
        wheel: record('wheel'),
        resize: record('resize'),
        setReducedMotion: record('setReducedMotion'),
        close: record('close'),
        hitTargets: () => [{ alt: '11' }],
        frameReport: (at: number) => ({ backend: 'canvas', frames: 7, cpuMs: 3, at }),
        bench: {
          profile: record('profile'),
          frameTimes: () => ({ frameCpuMs: [3], frameAt: [5] }),
        },
      }
      // The renderer may name a cursor while it starts, before its canvas is on the page.
      outputs.cursor('default')
      if (made.withoutBench) (renderer as { bench?: unknown }).bench = null
      made.renderers.push(renderer)
      return renderer
    },
  },
}))

let resized: (() => void) | null = null
let motion: { matches: boolean; listeners: (() => void)[] }
const host = {
  clientWidth: 390,
  clientHeight: 500,
  children: [] as unknown[],
  appendChild(c: unknown) {
    host.children.push(c)
  },
}

beforeEach(() => {
  made.renderers = []
  made.withoutBench = false
  host.children = []
  host.clientWidth = 390
  motion = { matches: true, listeners: [] }
  // The kiosk's text floor is read off the host's style (--canvas-text-min), as the kiosk sets it.
  vi.stubGlobal('getComputedStyle', () => ({
    getPropertyValue: (name: string) =>
      ({
        '--canvas-text-min': '18px',
        '--canvas-target-min': '44px',
        '--canvas-covered-top': '0px',
      })[name] ?? '',
  }))
  vi.stubGlobal('window', {
    devicePixelRatio: 3,
    matchMedia: (media: string) =>
      media.includes('reduced-motion')
        ? {
            get matches() {
              return motion.matches
            },
            addEventListener: (_: string, fn: () => void) => motion.listeners.push(fn),
            removeEventListener: (_: string, fn: () => void) => {
              motion.listeners = motion.listeners.filter((l) => l !== fn)
            },
          }
        : { matches: false, addEventListener() {}, removeEventListener() {} },
  })
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(fn: () => void) {
        resized = fn
      }
      observe() {}
      disconnect() {
        resized = null
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const options: HostOptions = {
  geometry: { site: '/g/site.json', buildings: {} },
  intents: { select: vi.fn(), hover: vi.fn(), back: vi.fn() },
  onTargets: vi.fn(),
  backends: ['canvas'],
  countGl: true,
}

describe('the renderer on the page’s thread', () => {
  it('draws at the host’s size with the visitor’s motion preference, its canvas on the page', async () => {
    const { startMainThreadRenderer } = await import('./mainThreadHost')
    const handle = await startMainThreadRenderer(host as unknown as HTMLElement, options)
    const r = made.renderers[0]
    expect(r?.size).toEqual({ width: 390, height: 500, resolution: 3, coveredTop: 0 })
    expect(r?.options).toEqual({
      geometry: { urls: options.geometry },
      backends: ['canvas'],
      reducedMotion: true,
      countGl: true,
      textFloor: 18,
      targetFloor: 44,
    })
    expect(host.children).toEqual([r?.view])
    expect(r?.view.style.touchAction).toBe('none')
    expect(handle.thread).toBe('main')
    r?.outputs.cursor('pointer')
    expect(r?.view.style.cursor).toBe('pointer')
  })

  it('passes the page’s calls on and reads its diagnostics from the renderer', async () => {
    const { startMainThreadRenderer } = await import('./mainThreadHost')
    const handle = await startMainThreadRenderer(host as unknown as HTMLElement, options)
    const r = made.renderers[0]
    handle.update({ level: 'empty' } as never)
    handle.gesture({ type: 'tap', at: [1, 2] } as never, 'touch')
    handle.hover(null)
    handle.wheel([3, 4] as never, 1.1)
    expect(r?.calls).toEqual([
      ['update', { level: 'empty' }],
      ['gesture', { type: 'tap', at: [1, 2] }, 'touch'],
      ['hover', null],
      ['wheel', [3, 4], 1.1],
    ])
    expect(handle.targets()).toEqual([{ alt: '11' }])
    expect(handle.diagnostics()).toEqual({
      backend: 'canvas',
      frames: 7,
      at: 0,
      thread: 'main',
      frameCpuMs: [3],
      frameAt: [5],
    })
    await expect(handle.bench?.profile(2)).resolves.toEqual({ jsMs: [1], gpuMs: [] })
  })

  it('follows size and motion changes until closed, then removes its canvas', async () => {
    const { startMainThreadRenderer } = await import('./mainThreadHost')
    const handle = await startMainThreadRenderer(host as unknown as HTMLElement, options)
    const r = made.renderers[0]
    host.clientWidth = 400
    resized?.()
    motion.matches = false
    for (const l of motion.listeners) l()
    expect(r?.calls).toEqual([
      // The view options' band above the canvas (its --canvas-covered-top) goes along.
      ['resize', 400, 500, 3, 0],
      ['setReducedMotion', false],
    ])
    handle.close()
    expect(r?.calls.at(-1)).toEqual(['close'])
    expect(r?.view.removed).toBe(true)
    expect(resized).toBeNull()
    expect(motion.listeners).toEqual([])
  })
})

describe('outside the bench’s build hooks', () => {
  it('has no profiler and reads no frame times', async () => {
    made.withoutBench = true
    const { startMainThreadRenderer } = await import('./mainThreadHost')
    const handle = await startMainThreadRenderer(host as unknown as HTMLElement, options)
    expect(handle.bench).toBeNull()
    expect(handle.diagnostics()).toMatchObject({ thread: 'main', frameCpuMs: [], frameAt: [] })
  })
})
