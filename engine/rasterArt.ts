// Where the raster versions of an illustration live and which widths exist: the build
// (scripts/images.ts) writes them, the pages name them in srcset. Pure, shared by both sides.

/**
 * The widths drawn, px: a phone at 1x to a full-width desktop hero. They are cut where phones need
 * them: 800 covers a 390-412 px screen at 1.75-2x (960 made those phones fetch 35% more bytes
 * for a full-width picture), 1200 one at 3x, 1440 and 1920 a laptop's and a desktop's width.
 */
export const RASTER_WIDTHS = [480, 800, 1200, 1440, 1920] as const

/** The widths of the JPEG fallback, for browsers with neither AVIF nor WebP. */
export const FALLBACK_WIDTHS = [800, 1920] as const

export type RasterFormat = 'avif' | 'webp' | 'jpeg'

export const RASTER_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** An image's raster version: `v` changes with its source, so its files can be cached forever. */
export interface RasterArt {
  v: string
  widths: readonly number[]
}

/** The widths worth drawing for an image `width` px wide: the list up to it, and itself. */
export function rasterWidths(width: number, list: readonly number[] = RASTER_WIDTHS): number[] {
  const largest = Math.min(width, list[list.length - 1] ?? width)
  return [...list.filter((w) => w < largest), largest]
}

export function rasterUrl(name: string, art: RasterArt, width: number, format: RasterFormat) {
  return `/generated/img/${name}.${art.v}/${width}.${format === 'jpeg' ? 'jpg' : format}`
}

/** `srcset` of one format: every width drawn, or the fallback's. */
export function rasterSrcSet(name: string, art: RasterArt, format: RasterFormat): string {
  const widths =
    format === 'jpeg' ? art.widths.filter((w) => isFallbackWidth(w, art.widths)) : art.widths
  return widths.map((w) => `${rasterUrl(name, art, w, format)} ${w}w`).join(', ')
}

/** The fallback JPEG is drawn at the fallback widths, and at the largest width if smaller. */
export function isFallbackWidth(width: number, widths: readonly number[]): boolean {
  const largest = widths[widths.length - 1]
  return (FALLBACK_WIDTHS as readonly number[]).includes(width) || width === largest
}
