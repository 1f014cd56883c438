// The canvas's footing in the page, whichever thread draws it: the element and its CSS (it takes
// every touch, so the page never zooms instead of the plan), the size and pixel density it is shown
// at, the visitor's motion preference, and the page's web fonts described for a worker.
// Environment: client (the page's main thread).

import type { FontSource } from '../text/fontsReady'
import { FONTS } from '../text/labelStyles'

export function styleCanvas(canvas: HTMLCanvasElement): void {
  const s = canvas.style
  s.display = 'block'
  s.width = '100%'
  s.height = '100%'
  s.touchAction = 'none'
  s.userSelect = 'none'
  s.setProperty('-webkit-user-select', 'none')
  s.setProperty('-webkit-touch-callout', 'none')
  s.setProperty('-webkit-tap-highlight-color', 'transparent')
  s.outline = 'none'
  canvas.setAttribute('aria-hidden', 'true')
  canvas.dataset.testid = 'plans-canvas'
}

export interface SurfaceSize {
  width: number
  height: number
  resolution: number
  /** Viewport.coveredTop: the host's --canvas-covered-top, absent when the page does not set it. */
  coveredTop?: number
}

export function measure(host: HTMLElement): SurfaceSize {
  const size: SurfaceSize = {
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    resolution: window.devicePixelRatio || 1,
  }
  const covered = hostLength(host, '--canvas-covered-top')
  return covered === undefined ? size : { ...size, coveredTop: covered }
}

/** A CSS length the page sets on the host, px; absent where it sets none. */
function hostLength(host: HTMLElement, property: string): number | undefined {
  const px = Number.parseFloat(getComputedStyle(host).getPropertyValue(property))
  return Number.isFinite(px) ? px : undefined
}

/**
 * Calls `onChange` with the host's new size when it resizes or devicePixelRatio changes (a window
 * dragged to another screen, browser zoom); returns the unsubscribe.
 */
export function watchSurface(host: HTMLElement, onChange: (size: SurfaceSize) => void): () => void {
  let last = measure(host)
  const check = () => {
    const next = measure(host)
    if (
      next.width === last.width &&
      next.height === last.height &&
      next.resolution === last.resolution &&
      next.coveredTop === last.coveredTop
    )
      return
    last = next
    onChange(next)
  }
  const observer = new ResizeObserver(check)
  observer.observe(host)
  let query: MediaQueryList | null = null
  const listen = () => {
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`)
    query.addEventListener('change', onDensity, { once: true })
  }
  const onDensity = () => {
    check()
    listen()
  }
  listen()
  return () => {
    observer.disconnect()
    query?.removeEventListener('change', onDensity)
  }
}

/** The least canvas text size the page asks of the host, CSS px: its --canvas-text-min (0 unset). */
export function canvasTextFloor(host: HTMLElement): number {
  return hostLength(host, '--canvas-text-min') || 0
}

/** The least target the page asks of the host, CSS px: its --canvas-target-min (absent unset). */
export function canvasTargetFloor(host: HTMLElement): number | undefined {
  const least = hostLength(host, '--canvas-target-min')
  return least !== undefined && least > 0 ? least : undefined
}

const REDUCE = '(prefers-reduced-motion: reduce)'

/** Whether the visitor asked for less motion now. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCE).matches
}

/** Calls `onChange` when the motion preference changes; returns the unsubscribe. */
export function watchReducedMotion(onChange: (reduced: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(REDUCE)
  const handle = () => onChange(query.matches)
  query.addEventListener('change', handle)
  return () => query.removeEventListener('change', handle)
}

/** What a renderer is told of the page as it starts, whichever thread it draws in. */
export function startFooting(host: HTMLElement) {
  return {
    reducedMotion: prefersReducedMotion(),
    textFloor: canvasTextFloor(host),
    targetFloor: canvasTargetFloor(host),
  }
}

/** Passes the host's size and the motion preference on as they change; returns the unsubscribe. */
export function followPage(
  host: HTMLElement,
  to: {
    resize(width: number, height: number, resolution: number, coveredTop?: number): void
    motion(reduced: boolean): void
  },
): () => void {
  const stops = [
    watchSurface(host, (s) => to.resize(s.width, s.height, s.resolution, s.coveredTop)),
    watchReducedMotion((reduced) => to.motion(reduced)),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

const FAMILIES = new Set(Object.values(FONTS).map((f) => f.split(',')[0]?.trim()))

/**
 * The page's @font-face rules for the families the canvas draws, with absolute URLs: a worker has
 * no stylesheet, so it rebuilds these faces in its own FontFaceSet (fontsReady.ts).
 */
export function pageFontSources(): FontSource[] {
  const found: FontSource[] = []
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue // A cross-origin sheet cannot be read; ours are same-origin.
    }
    const base = sheet.href ?? document.baseURI
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue
      const style = rule.style
      const family = style.getPropertyValue('font-family').replace(/["']/g, '').trim()
      if (!FAMILIES.has(family)) continue
      const src = style
        .getPropertyValue('src')
        .replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (_, _q, url: string) => {
          return `url("${new URL(url, base).href}")`
        })
      found.push({
        family,
        src,
        weight: style.getPropertyValue('font-weight') || 'normal',
        style: style.getPropertyValue('font-style') || 'normal',
        unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
      })
    }
  }
  return found
}
