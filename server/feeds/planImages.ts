// The plan images the feeds link to. The site draws each layout as an SVG thumbnail
// (/generated/plans/<plan>.svg); the portals take JPEG or PNG only, so the same drawing is rasterised
// here at portal size, once per layout and on first request, and kept in memory (74 layouts,
// about 50 KB each).

import { createHash } from 'node:crypto'
import { renderAsync } from '@resvg/resvg-js'
import type { FlatLayout } from '../../engine/geometry'
import { layoutThumbnail } from '../catalogue/draw/thumbnails'

/** Both portals ask for plan images well above the site's 300 px thumbnail. */
export const PLAN_IMAGE_SIZE = 1200

export interface PlanImage {
  body: Uint8Array<ArrayBuffer>
  etag: string
}

export function planImages(layouts: ReadonlyMap<string, FlatLayout>) {
  const drawn = new Map<string, Promise<PlanImage>>()

  async function draw(layout: FlatLayout): Promise<PlanImage> {
    const image = await renderAsync(layoutThumbnail(layout), {
      fitTo: { mode: 'width', value: PLAN_IMAGE_SIZE },
      background: '#ffffff',
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: a thumbnail has no text, so no font is looked up
      font: { loadSystemFonts: false },
    })
    const body = new Uint8Array(image.asPng())
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    return { body, etag }
  }

  return {
    /** Null for a plan no flat of the catalogue has: the map stays bounded by the layouts. */
    get(plan: string): Promise<PlanImage> | null {
      const layout = layouts.get(plan)
      if (!layout) return null
      let image = drawn.get(plan)
      if (!image) {
        image = draw(layout).catch((error: unknown) => {
          drawn.delete(plan)
          throw error
        })
        drawn.set(plan, image)
      }
      return image
    },
  }
}

export type PlanImages = ReturnType<typeof planImages>
