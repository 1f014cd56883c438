// An illustration from public/art with its intrinsic size (no layout shift); lazy below the fold.

import type { ArtSize } from './pageData'

interface ArtProps {
  name: string
  alt: string
  size: ArtSize | undefined
  eager?: boolean
  className?: string
  sizes?: string
}

export function artSrc(name: string): string {
  return `/art/${name}.svg`
}

export function Art({ name, alt, size, eager, className }: ArtProps) {
  return (
    <img
      className={className}
      src={artSrc(name)}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}
