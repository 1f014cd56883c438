// The saved flats as search rows with a compare tick and a remove button; a flat that left the
// catalogue stays listed as such, so the visitor sees what happened and can remove it. Each saved
// flat can be talked over with the sales team: the callback form opens with that flat named.
// Windowed like the search (useRowWindow.ts): a list of 344 saved flats renders what is in view.

import { useRef } from 'react'
import type { FavouriteEntry } from '../../engine/favourites'
import { flatNumberLabel } from '../../engine/labels'
import type { Alt } from '../../engine/types'
import { useT } from '../i18n'
import { openPopup } from '../shell/shellActions'
import styles from './Favourites.module.css'
import { PAGE_SIZE, SkeletonRows, Spacer, UNANCHORED } from './ResultList'
import { ResultRow } from './ResultRow'
import notice from './Notice.module.css'
import rows from './Rows.module.css'
import { useToggleFavourite } from './useFavouriteList'
import { useRowWindow } from './useRowWindow'

interface FavouriteRowsProps {
  entries: readonly FavouriteEntry[]
  /** The catalogue is on its way: loading rows, a page of them at most, stand for the entries. */
  loading: boolean
  picked: readonly Alt[]
  onPick: (alts: readonly Alt[]) => void
  max: number
}

export function FavouriteRows({ entries, loading, picked, onPick, max }: FavouriteRowsProps) {
  const t = useT()
  const toggle = useToggleFavourite()
  const pick = (alt: Alt) =>
    onPick(picked.includes(alt) ? picked.filter((a) => a !== alt) : [...picked, alt].slice(-max))
  const body = useRef<HTMLTableSectionElement>(null)
  // The window measures the loading rows too (ResultList.tsx says why): no rows until the data.
  const win = useRowWindow(loading ? 0 : entries.length, body)
  if (loading)
    return (
      // The rows' table: its loading rows are as tall as the favourites' own (Rows.module.css).
      <table className={`${rows.table} ${rows.wideEnd}`}>
        <SkeletonRows count={Math.min(entries.length, PAGE_SIZE)} body={body} />
      </table>
    )
  return (
    <table className={`${rows.table} ${rows.wideEnd}`} data-testid="favourites-rows">
      <tbody ref={body} style={UNANCHORED} data-start={win.start} data-end={win.end}>
        {win.before > 0 ? <Spacer height={win.before} /> : null}
        {entries.slice(win.start, win.end).map((e) =>
          e.apartment ? (
            <ResultRow
              key={e.alt}
              apartment={e.apartment}
              actions={
                <>
                  <button
                    type="button"
                    className={styles.discuss}
                    onClick={() => openPopup('callback', { flats: [e.alt] })}
                    aria-label={t('plans.row.discussFlat', {
                      flat: flatNumberLabel(e.apartment.n),
                    })}
                    data-testid="favorite-discuss"
                  >
                    {t('plans.row.discuss')}
                  </button>
                  <label className={styles.pick}>
                    <input
                      type="checkbox"
                      checked={picked.includes(e.alt)}
                      onChange={() => pick(e.alt)}
                      aria-label={t('plans.compare.pick', { flat: flatNumberLabel(e.apartment.n) })}
                      data-testid="compare-pick"
                    />
                    <span aria-hidden="true">{t('plans.compare.tick')}</span>
                  </label>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => {
                      toggle(e.alt)
                      if (picked.includes(e.alt)) pick(e.alt)
                    }}
                    aria-label={`${t('plans.favourites.remove')}: ${t('plans.row.flat', { flat: flatNumberLabel(e.apartment.n) })}`}
                    data-testid="favorite-remove-row"
                  >
                    {t('plans.favourites.remove')}
                  </button>
                </>
              }
            />
          ) : (
            <tr key={e.alt} className={styles.missing} data-testid="favorite-missing">
              <td>{t('plans.favourites.missing', { alt: e.alt })}</td>
              <td>
                <button
                  type="button"
                  className={notice.moreButton}
                  onClick={() => toggle(e.alt)}
                  data-testid="favorite-remove"
                >
                  {t('plans.favourites.remove')}
                </button>
              </td>
            </tr>
          ),
        )}
        {win.after > 0 ? <Spacer height={win.after} /> : null}
      </tbody>
    </table>
  )
}
