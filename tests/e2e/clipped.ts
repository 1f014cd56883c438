// Boxes on a page that cut their content off sideways: text past a panel's edge, a title
// ellipsised. For the layout checks of overflow.spec.ts and flat.spec.ts.

import type { Page } from '@playwright/test'

/** Boxes that cut their content off sideways (the crumbs scroll by design; the canvas's twin
 * layer is as wide as the plan). */
export async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const e of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(e)
      if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue
      // Visually hidden text is clipped on purpose.
      if (style.clipPath !== 'none' || e.clientWidth <= 2) continue
      if (e.closest('[data-testid="plans-canvas-root"], nav')) continue
      if (e.scrollWidth > e.clientWidth + 1)
        out.push(
          `${e.tagName} "${(e.textContent ?? '').trim().slice(0, 30)}" ${e.clientWidth}/${e.scrollWidth}`,
        )
    }
    return out
  })
}
