// The canvas's footing in the page: its CSS (the canvas takes every touch, so the page never zooms
// instead of the plan), the web fonts labels are drawn in, and devicePixelRatio changes (a window
// dragged to another screen, browser zoom).

import { FONTS } from './labelCards'

export function styleCanvas(canvas: HTMLCanvasElement): void {
  const s = canvas.style
  s.display = 'block'
  s.touchAction = 'none'
  s.userSelect = 'none'
  s.setProperty('-webkit-user-select', 'none')
  s.setProperty('-webkit-touch-callout', 'none')
  s.setProperty('-webkit-tap-highlight-color', 'transparent')
  s.outline = 'none'
  canvas.setAttribute('aria-hidden', 'true')
  canvas.dataset.testid = 'plans-canvas'
}

/**
 * Pixi draws text into canvases with whatever font is ready; wait (briefly) for the two families in
 * both scripts so the first frame is not drawn in a fallback face.
 */
export async function loadFonts(timeoutMs = 2500): Promise<void> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined
  if (!fonts) return
  const display = FONTS.display.split(',')[0]
  const text = FONTS.text.split(',')[0]
  const wanted = [`500 24px "${display}"`, `500 12px "${text}"`, `600 12px "${text}"`]
  const loads = wanted.map((font) => fonts.load(font, 'АБВ ABC 0123').catch(() => []))
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  await Promise.race([Promise.all(loads), timeout])
  clearTimeout(timer)
}

/** Calls `onChange` whenever devicePixelRatio changes; returns the unsubscribe. */
export function watchDevicePixelRatio(onChange: () => void): () => void {
  let query: MediaQueryList | null = null
  const listen = () => {
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`)
    query.addEventListener('change', handle, { once: true })
  }
  const handle = () => {
    onChange()
    listen()
  }
  listen()
  return () => query?.removeEventListener('change', handle)
}
