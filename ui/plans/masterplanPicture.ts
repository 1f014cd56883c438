// The master plan's picture before the canvas draws (and wherever it cannot): the raster versions
// of the illustrated plan (scripts/images.ts), WebP at the widths drawn. The SVG it is made from
// is painted on the page's main thread, which on a phone at 4x CPU was a 110-140 ms task in the
// first seconds of /masterplan; a bitmap decodes off it. The SVG where no raster build exists.
// Environment: server, client.

import { type RasterArt, rasterSrcSet, rasterUrl } from '../../engine/rasterArt'
import { artSrc } from '../content/Art'

export interface Picture {
  src: string
  srcSet?: string
  sizes?: string
}

const NAME = 'masterplan-illustrated'

// A glob, not an import: a checkout without an image build still compiles (and shows the SVG).
const rasters: Record<string, RasterArt> =
  Object.values(
    import.meta.glob<Record<string, RasterArt>>('../../generated/images.json', {
      eager: true,
      import: 'default',
    }),
  )[0] ?? {}

export function masterplanPicture(): Picture {
  const art = rasters[NAME]
  if (!art) return { src: artSrc(NAME) }
  const fallback = art.widths.includes(960) ? 960 : (art.widths[art.widths.length - 1] ?? 960)
  return {
    src: rasterUrl(NAME, art, fallback, 'webp'),
    srcSet: rasterSrcSet(NAME, art, 'webp'),
    // The stage: the whole width on a phone, most of it beside the panel on a desktop.
    sizes: '(max-width: 900px) 100vw, 70vw',
  }
}
