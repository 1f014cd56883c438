// The chessboard: per building and section a floor x riser grid, cells in
// the colour of their status; flats outside the filters fade. Every cell is a link to the flat.

import { useMemo } from 'react'
import { buildingLabel } from '../../engine/buildings'
import type { CatalogueResults } from '../../engine/catalogueSearch'
import {
  bedroomLabel,
  bedroomsText,
  flatNumberLabel,
  STATUSES,
  statusLabel,
} from '../../engine/labels'
import type { HydraData } from '../../engine/types'
import { useLocale, useT } from '../i18n'
import { Link } from '../shell/Link'
import styles from './Chessboard.module.css'
import { chessSections } from './chessboardModel'
import { flatQuery } from './flatLink'
import { formatNumber } from './formatMoney'

export function Chessboard({ results, data }: { results: CatalogueResults; data: HydraData }) {
  const t = useT()
  const locale = useLocale()
  const sections = useMemo(() => chessSections(data.apartments), [data.apartments])
  const matching = useMemo(() => new Set(results.keys), [results])
  return (
    <div className={styles.board} data-testid="chessboard">
      <ul className={styles.legend} aria-label={t('plans.filter.status')}>
        {STATUSES.map((st) => (
          <li key={st} data-status={st}>
            <span className={styles.swatch} aria-hidden="true" />
            {st === 0 ? t('plans.status.sold') : statusLabel(st, locale)}
          </li>
        ))}
        <li className={styles.faded}>{t('plans.chess.faded')}</li>
      </ul>
      <div className={styles.sections}>
        {sections.map((sec) => (
          <table key={sec.key} className={styles.grid} data-testid="chess-section">
            <caption>
              {t('plans.row.building', { building: buildingLabel(sec.b, locale) })} ·{' '}
              {t('plans.row.section', { section: sec.s })}
            </caption>
            <tbody>
              {sec.floors.map(({ f, cells }) => (
                <tr key={f}>
                  <th scope="row">{f}</th>
                  {cells.map((a, i) => (
                    <td key={sec.risers[i]}>
                      {a ? (
                        <Link
                          to="plans"
                          query={flatQuery(a)}
                          className={styles.cell}
                          data-status={a.st}
                          data-match={matching.has(a.alt)}
                          data-testid="chess-cell"
                          title={`${bedroomsText(a.rc, locale)} · ${t('plans.row.area', { area: formatNumber(a.sq, locale) })}`}
                          aria-label={`${t('plans.row.open', {
                            flat: flatNumberLabel(a.n),
                            building: buildingLabel(a.b, locale),
                            floor: a.f,
                          })}: ${a.st === 0 ? t('plans.status.sold') : statusLabel(a.st, locale)}`}
                        >
                          {bedroomLabel(a.rc, locale)}
                        </Link>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  )
}
