// Smoke check of the master plan, in any engine: the renderer starts and draws the plan on its
// canvas (read back from a screenshot: many colours where the static picture has gone), and a
// click on a building's roof selects it, as a visitor's would: the page moves to its level.

import type { Check } from './check'
import { SLOW, waitForAttribute } from './pageActions'
import { pictureFacts } from './picture'
import { until } from './wait'

const ROOT = '[data-testid="plans-canvas-root"]'

/**
 * What draws, as far as the page can tell: a page-thread canvas answers getContext('2d') only if
 * its context is 2D; a worker's canvas was handed over, and the page can only say whether this
 * browser has WebGL in a worker at all.
 */
function rendererBackend(root: string): string {
  const canvas = document.querySelector(root)?.querySelector('canvas')
  if (!canvas) return 'no canvas'
  try {
    return canvas.getContext('2d') ? '2D canvas' : 'WebGL'
  } catch {
    const gl =
      new OffscreenCanvas(1, 1).getContext('webgl2') ??
      new OffscreenCanvas(1, 1).getContext('webgl')
    return gl ? 'WebGL available in workers' : 'no WebGL in workers'
  }
}

/** The first building on sale: where to click its roof, and the canvas's box; null if not yet. */
function buildingSpot(root: string) {
  const stage = document.querySelector(root)
  const canvas = stage?.querySelector('canvas')
  if (!stage || !canvas || stage.querySelector('img')) return null
  const c = canvas.getBoundingClientRect()
  const twin = stage.querySelector('button[data-kind="building"][aria-disabled="false"]')
  if (!twin || c.width < 200 || c.height < 150) return null
  const b = twin.getBoundingClientRect()
  // The roof, below the building's card (renderer.spec.ts taps the same spot).
  const x = b.x + b.width * 0.2
  const y = b.y + b.height * 0.75
  const hit = document.elementFromPoint(x, y)
  if (!hit || !stage.contains(hit)) return null
  return {
    alt: twin.getAttribute('data-alt') ?? '',
    point: { x, y },
    canvas: { x: c.x, y: c.y, width: c.width, height: c.height },
    viewport: innerWidth,
  }
}

export const MASTERPLAN_CHECK: Check = {
  name: 'the master plan draws, and a click on a building selects it',
  async run(page, site) {
    await page.goto(`${site.origin}/masterplan`)
    const status = await waitForAttribute(page, ROOT, 'data-status', /^(ready|unavailable)$/)
    if (status === 'unavailable') throw new Error('the renderer could not start: static picture')
    const thread = await waitForAttribute(page, ROOT, 'data-thread', /./)
    const backend = await page.evaluate(rendererBackend, ROOT)
    // The accessible twin lists the renderer's hit areas: the buildings on sale. The spot is
    // taken once it holds still between two looks (the camera may still be gliding in).
    let previous = ''
    const building = await until(
      'a building on sale among the hit areas, still, and the canvas alone on the stage',
      async () => {
        const spot = await page.evaluate(buildingSpot, ROOT).catch(() => null)
        const key = JSON.stringify(spot)
        const still = spot !== null && key === previous
        previous = key
        return still ? spot : null
      },
      SLOW,
      async () => previous,
      250,
    )
    const drawn = await pictureFacts(await page.screenshot(), building.canvas, building.viewport)
    if (drawn.colours < 24 || drawn.commonest > 0.85) {
      throw new Error(`the canvas shows no plan: ${JSON.stringify(drawn)}`)
    }

    await page.click(building.point.x, building.point.y)
    const level = '[data-testid="plans-screen"]'
    await waitForAttribute(page, level, 'data-level', /^building$/)
    await waitForAttribute(page, level, 'data-selected', new RegExp(`^${building.alt}$`))
    const url = await page.url()
    if (!url.includes(`/plans?building=${building.alt}`)) throw new Error(`at ${url}`)
    return `renderer on the ${thread} thread (${backend}), ${drawn.colours} colours; building ${building.alt} selected`
  },
}
