// Full-screen gallery: arrows, keyboard (left/right) and swipe move between photos.

import { useEffect, useRef, useState } from 'react'
import { useT } from '../i18n'
import { ArrowIcon } from '../icons'
import type { GallerySlide } from '../../engine/popups'
import styles from './GalleryPopup.module.css'
import { PopupDialog } from './PopupDialog'

/** A swipe is at least 10 px at 0.3 px/ms. */
export const SWIPE_THRESHOLD = 10
export const SWIPE_VELOCITY = 0.3

export function GalleryPopup({ list, start }: { list: readonly GallerySlide[]; start: number }) {
  const t = useT()
  const [index, setIndex] = useState(Math.min(Math.max(start, 0), list.length - 1))
  const touch = useRef<{ x: number; time: number } | null>(null)
  const go = (delta: number) => setIndex((i) => (i + delta + list.length) % list.length)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + list.length) % list.length)
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % list.length)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [list.length])
  const item = list[index]
  if (!item) return null
  return (
    <PopupDialog popup="gallery" title={t('popup.gallery.title')} size="full" hideTitle>
      <figure
        className={styles.figure}
        onTouchStart={(e) => {
          const p = e.touches[0]
          if (p) touch.current = { x: p.clientX, time: e.timeStamp }
        }}
        onTouchEnd={(e) => {
          const p = e.changedTouches[0]
          const from = touch.current
          touch.current = null
          if (!p || !from) return
          const dx = p.clientX - from.x
          const velocity = Math.abs(dx) / Math.max(1, e.timeStamp - from.time)
          if (Math.abs(dx) >= SWIPE_THRESHOLD && velocity >= SWIPE_VELOCITY) go(dx < 0 ? 1 : -1)
        }}
      >
        <img className={styles.image} src={item.full ?? item.src} alt={item.alt} />
        <figcaption className={styles.caption}>
          <span>{item.caption ?? item.alt}</span>
          <span data-testid="gallery-counter">
            {t('popup.gallery.counter', { index: index + 1, total: list.length })}
          </span>
        </figcaption>
      </figure>
      {list.length > 1 ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(-1)}
            aria-label={t('popup.gallery.prev')}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(1)}
            aria-label={t('popup.gallery.next')}
          >
            <ArrowIcon />
          </button>
        </div>
      ) : null}
    </PopupDialog>
  )
}
