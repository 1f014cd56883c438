// Measures the viewport into shell state and applies the root font size.

import { useEffect } from 'react'
import { isMobileLayout } from '../../engine/viewport'
import { setWindowSize } from './shellActions'
import { shellStore } from './shellState'

export function useWindowTracker(): void {
  useEffect(() => {
    const coarse = window.matchMedia('(pointer: coarse)')
    let frame = 0
    const measure = () => {
      frame = 0
      const width = window.innerWidth
      const height = window.innerHeight
      setWindowSize(width, height, isMobileLayout(width, coarse.matches))
      const { fontSize, orientation } = shellStore.get().window
      const root = document.documentElement
      root.style.fontSize = `${fontSize}px`
      root.dataset.orientation = orientation
      root.dataset.layout = shellStore.get().mobile ? 'mobile' : 'default'
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('resize', schedule)
    coarse.addEventListener('change', schedule)
    return () => {
      window.removeEventListener('resize', schedule)
      coarse.removeEventListener('change', schedule)
      cancelAnimationFrame(frame)
    }
  }, [])
}
