// The stage's picture until the canvas draws, and wherever it cannot. A facade or floor picture
// lies where the canvas will draw the same thing (stagePicture.ts placePicture, measured on the
// stage), then fades out over the first frame; with reduced motion it goes at once. Before the
// page hydrates there is nothing to measure: it is centred in the stage, and placed on hydration.

import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type PicturePlace, type PictureRect, placePicture } from './stagePicture'

export interface FallbackPicture {
  src: string
  alt: string
  srcSet?: string
  sizes?: string
  /** Where the canvas draws what the picture shows; absent: contained in the stage. */
  place?: PicturePlace
}

/** The fade, ms: short enough not to hold the canvas back, long enough not to read as a blink. */
const FADE_MS = 240

const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export function StageFallback({ picture, ready }: { picture: FallbackPicture; ready: boolean }) {
  const img = useRef<HTMLImageElement>(null)
  const [rect, setRect] = useState<PictureRect | null>(null)
  const [gone, setGone] = useState(false)
  const { place } = picture

  // Measured before paint, and again whenever the stage changes size (a phone's stage follows the
  // renderer's fit height, the sheet, a rotation).
  useClientLayoutEffect(() => {
    const stage = img.current?.parentElement
    if (!place || !stage) {
      setRect(null)
      return
    }
    const measure = () => {
      const vp = { width: stage.clientWidth, height: stage.clientHeight }
      setRect(vp.width > 0 && vp.height > 0 ? placePicture(place, vp) : null)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(stage)
    return () => observer.disconnect()
  }, [place])

  useEffect(() => {
    if (!ready) {
      setGone(false)
      return
    }
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (still) {
      setGone(true)
      return
    }
    const timer = window.setTimeout(() => setGone(true), FADE_MS + 60)
    return () => window.clearTimeout(timer)
  }, [ready])

  if (gone) return null
  const box: CSSProperties = rect
    ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height }
    : { inset: 0, width: '100%', height: '100%', objectFit: 'contain' }
  return (
    <img
      ref={img}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={picture.alt}
      // The first screen's picture (the master plan, a facade, a floor or a linked flat's plan).
      fetchPriority="high"
      data-testid="plans-stage-picture"
      data-placed={rect ? 'framed' : 'contained'}
      style={{
        position: 'absolute',
        ...box,
        maxWidth: 'none',
        pointerEvents: 'none',
        opacity: ready ? 0 : 1,
        transition: `opacity ${FADE_MS}ms ease-out`,
      }}
    />
  )
}
