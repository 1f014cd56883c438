// The master plan's picture before the canvas draws (and wherever it cannot): the raster versions
// of the illustrated plan (scripts/images.ts), WebP at the widths drawn. The SVG it is made from
// is painted on the page's main thread, which on a phone at 4x CPU was a 110-140 ms task in the
// first seconds of /masterplan; a bitmap decodes off it. The SVG where no raster build exists.
// Environment: server, client.

import { rasterSrcSet, rasterUrl } from '../../engine/rasterArt'
import { artSrc } from '../content/Art'
import { fallbackWidth, RASTERS } from '../content/rasters'

export interface Picture {
  src: string
  srcSet?: string
  sizes?: string
}

const NAME = 'masterplan-illustrated'

export function masterplanPicture(): Picture {
  const art = RASTERS[NAME]
  if (!art) return { src: artSrc(NAME) }
  return {
    src: rasterUrl(NAME, art, fallbackWidth(art), 'webp'),
    srcSet: rasterSrcSet(NAME, art, 'webp'),
    // The stage: the whole width on a phone, most of it beside the panel on a desktop.
    sizes: '(max-width: 900px) 100vw, 70vw',
  }
}
