// An illustration from public/art with its intrinsic size (no layout shift): its raster versions
// (AVIF, WebP, a JPEG fallback; scripts/images.ts) at the widths the layout needs, or the SVG where
// there are none (a partner's logo). The hero is the page's largest paint: fetched first and
// decoded at once; everything else loads as it nears the screen.

import { RASTER_TYPES, rasterSrcSet, rasterUrl } from '../../engine/rasterArt'
import type { ArtSize } from './pageData'
import { fallbackWidth } from './rasters'

interface ArtProps {
  name: string
  alt: string
  size: ArtSize | undefined
  /** The page's largest paint (the hero): no lazy loading, high priority. */
  eager?: boolean
  className?: string
  /** How wide the image is shown, for the browser's choice of file (default: the hero's). */
  sizes?: string
}

export function artSrc(name: string): string {
  return `/art/${name}.svg`
}

/** Shown across the screen on a phone, half of it on a desktop. */
export const HALF_SIZES = '(max-width: 900px) 100vw, 50vw'
/** A card or gallery tile: a third of the screen on a desktop. */
export const THIRD_SIZES = '(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 33vw'

export function Art({ name, alt, size, eager, className, sizes }: ArtProps) {
  const raster = size?.raster
  const loading = eager ? 'eager' : 'lazy'
  const common = {
    className,
    width: size?.width,
    height: size?.height,
    loading,
    decoding: eager ? 'sync' : 'async',
    fetchPriority: eager ? 'high' : undefined,
  } as const
  if (!raster) return <img {...common} alt={alt} src={artSrc(name)} />
  const shown = sizes ?? (eager ? '100vw' : HALF_SIZES)
  const fallback = fallbackWidth(raster)
  return (
    <picture style={{ display: 'contents' }}>
      <source type={RASTER_TYPES.avif} srcSet={rasterSrcSet(name, raster, 'avif')} sizes={shown} />
      <source type={RASTER_TYPES.webp} srcSet={rasterSrcSet(name, raster, 'webp')} sizes={shown} />
      <img
        {...common}
        alt={alt}
        src={rasterUrl(name, raster, fallback, 'jpeg')}
        srcSet={rasterSrcSet(name, raster, 'jpeg')}
        sizes={shown}
      />
    </picture>
  )
}
