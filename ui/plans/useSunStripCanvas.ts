// Has the sun-path strip painted on its canvas: by the plans renderer (in its worker wherever it
// runs there) once it is up, or on the page with the same painter when the page has no renderer
// or it could not start. A canvas stays with whoever painted it first (a transferred canvas has no
// context left on the page). Repaints when the strip or the canvas's size changes.
// Environment: client.

import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react'
import type { SunStrip } from '../../engine/sunView/sunStrip'
import { canvasTextFloor } from '../../renderer/hosts/pageFooting'
import { paintStripOn } from '../../renderer/paint/sunStripPainter'
import { plansRendererSlot } from './plansRendererSlot'

const onPage = new WeakSet<HTMLCanvasElement>()

function useBoxSize(canvas: RefObject<HTMLCanvasElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    const el = canvas.current
    if (!el) return
    const measure = () => {
      const width = Math.round(el.clientWidth)
      const height = Math.round(el.clientHeight)
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }))
    }
    // The observer's first report comes after the next layout: measuring here at once would
    // force a layout of the whole page inside the commit that added the canvas.
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [canvas])
  return size
}

export function useSunStripCanvas(
  canvas: RefObject<HTMLCanvasElement | null>,
  strip: SunStrip | null,
): void {
  const slot = useSyncExternalStore(
    plansRendererSlot.subscribe,
    plansRendererSlot.get,
    plansRendererSlot.server,
  )
  const box = useBoxSize(canvas)
  useEffect(() => {
    const el = canvas.current
    if (!el || !strip || !box || box.width === 0) return
    const size = {
      ...box,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      textMin: canvasTextFloor(el),
    }
    const renderer = slot.status === 'ready' ? slot.renderer : null
    if (renderer && !onPage.has(el)) {
      renderer.paintSunStrip(el, strip, size)
      el.dataset.painted = renderer.thread === 'worker' ? 'worker' : 'page'
      return
    }
    // Waiting for a renderer that is starting keeps the strip blank for a moment, not for good.
    if (slot.status === 'starting' && !onPage.has(el)) return
    onPage.add(el)
    paintStripOn(el, strip, size)
    el.dataset.painted = 'page'
  }, [canvas, strip, box, slot])
  // The worker lets go of a canvas whose strip has left the page.
  useEffect(() => {
    const el = canvas.current
    const renderer = slot.renderer
    return () => {
      if (el && renderer && !onPage.has(el)) renderer.dropSunStrip(el)
    }
  }, [canvas, slot.renderer])
}
