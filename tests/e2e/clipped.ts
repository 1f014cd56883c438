// Boxes on a page that cut their content off sideways (a title ellipsised, a row clipped) and text
// that spills past the edge of a box that does not clip it (a word running out of the flat
// panel). For the layout checks of overflow.spec.ts and flat.spec.ts.

import type { Page } from '@playwright/test'

/** What is cut off or spills sideways in `main` (the crumbs scroll by design; the canvas's twin
 * layer is as wide as the plan). */
export async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const name = (e: Element, text: string) => `${e.tagName} "${text.trim().slice(0, 30)}"`
    for (const e of document.querySelectorAll<HTMLElement>('main *')) {
      if (e.closest('[data-testid="plans-canvas-root"], nav')) continue
      const style = getComputedStyle(e)
      // Visually hidden text is clipped on purpose.
      if (style.clipPath !== 'none') continue
      // A box that clips: its content must fit it.
      if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') {
        if (e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 1)
          out.push(`${name(e, e.textContent ?? '')} ${e.clientWidth}/${e.scrollWidth}`)
        continue
      }
      // A box that lets its content show: its own text must still lie within it and within every
      // box around it, up to the first that scrolls or clips (judged above).
      const texts = [...e.childNodes].filter((n) => n.nodeType === 3 && n.textContent?.trim())
      if (texts.length === 0) continue
      const range = document.createRange()
      range.setStartBefore(texts[0]!)
      range.setEndAfter(texts[texts.length - 1]!)
      const text = range.getBoundingClientRect()
      if (text.width === 0) continue
      for (let box: Element | null = e; box && box.tagName !== 'MAIN'; box = box.parentElement) {
        const edge = box.getBoundingClientRect()
        if (text.left < edge.left - 1 || text.right > edge.right + 1) {
          out.push(
            `${name(e, range.toString())} spills past ${name(box, '')}: ` +
              `${Math.round(text.left)}–${Math.round(text.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)}`,
          )
          break
        }
        const around = box.parentElement ? getComputedStyle(box.parentElement) : null
        if (around && around.overflowX !== 'visible') break
      }
    }
    return out
  })
}
