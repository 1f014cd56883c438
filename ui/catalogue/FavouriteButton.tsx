// The heart of a row: filled when the flat is saved; a click writes localStorage `favorites`,
// which the header count and every other tab follow.

import type { Alt } from '../../engine/types'
import { HeartIcon } from '../icons'
import { useT } from '../i18n'
import styles from './Rows.module.css'
import { useToggleFavourite } from './useFavouriteList'

export function FavouriteButton({ alt, fav }: { alt: Alt; fav: boolean }) {
  const t = useT()
  const toggle = useToggleFavourite()
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={fav}
      aria-label={fav ? t('plans.fav.remove') : t('plans.fav.add')}
      title={fav ? t('plans.fav.remove') : t('plans.fav.add')}
      data-testid="favourite-toggle"
      onClick={() => toggle(alt)}
    >
      <HeartIcon filled={fav} width={24} height={24} aria-hidden="true" />
    </button>
  )
}
