// The heart of a row: filled when the flat is saved; a click writes localStorage `favorites`,
// which the header count and every other tab follow. Adding sends a copy of the heart flying to
// the header icon.

import type { Alt } from '../../engine/types'
import { flyHeart } from '../favourites/heartFlight'
import { HeartIcon } from '../icons'
import { useT } from '../i18n'
import styles from './Rows.module.css'
import { useToggleFavourite } from './useFavouriteList'

interface FavouriteButtonProps {
  alt: Alt
  fav: boolean
  /** A visible label beside the heart (the flat screen); rows show the heart alone. */
  label?: string
  className?: string
}

export function FavouriteButton({ alt, fav, label, className }: FavouriteButtonProps) {
  const t = useT()
  const toggle = useToggleFavourite()
  const name = fav ? t('plans.fav.remove') : t('plans.fav.add')
  return (
    <button
      type="button"
      className={className ?? styles.heart}
      aria-pressed={fav}
      aria-label={label ? undefined : name}
      title={name}
      data-testid="favourite-toggle"
      onClick={(e) => {
        if (!fav) flyHeart(e.currentTarget)
        toggle(alt)
      }}
    >
      <HeartIcon filled={fav} width={24} height={24} aria-hidden="true" />
      {label ? <span>{label}</span> : null}
    </button>
  )
}
