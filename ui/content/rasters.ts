// The raster versions of the art that scripts/images.ts drew (generated/images.json), by name, and
// the width an <img> falls back to. A glob, not an import: a checkout without an image build still
// compiles (and draws the SVGs). Environment: server, client.

import { FALLBACK_WIDTHS, type RasterArt } from '../../engine/rasterArt'

export const RASTERS: Record<string, RasterArt> =
  Object.values(
    import.meta.glob<Record<string, RasterArt>>('../../generated/images.json', {
      eager: true,
      import: 'default',
    }),
  )[0] ?? {}

/** The `src` width: the first fallback width where drawn (800), else the largest drawn. */
export function fallbackWidth(art: RasterArt): number {
  const first = FALLBACK_WIDTHS[0]
  return art.widths.includes(first) ? first : (art.widths[art.widths.length - 1] ?? 0)
}
