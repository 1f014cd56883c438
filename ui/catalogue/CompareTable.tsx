// Two to four saved flats side by side: a row per key fact, the rows that differ highlighted.

import type { Apartment } from '../../engine/types'
import { buildingLabel } from '../../engine/buildings'
import { flatNumberLabel } from '../../engine/labels'
import { useLocale, useT } from '../i18n'
import { Link } from '../shell/Link'
import styles from './Favourites.module.css'
import { compareFacts } from './compareFacts'
import { flatQuery } from './flatLink'

export function CompareTable({ flats }: { flats: readonly Apartment[] }) {
  const t = useT()
  const locale = useLocale()
  const facts = compareFacts(flats, locale, t)
  return (
    <div className={styles.compareScroll}>
      <table className={styles.compare} data-testid="compare-table">
        <caption className={styles.caption}>{t('plans.compare.title')}</caption>
        <thead>
          <tr>
            <td />
            {flats.map((a) => (
              <th key={a.alt} scope="col">
                <img src={a.png} alt="" width={160} height={120} />
                <Link to="plans" query={flatQuery(a)}>
                  {buildingLabel(a.b, locale)} ·{' '}
                  {t('plans.row.flat', { flat: flatNumberLabel(a.n) })}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.label} data-differs={fact.differs} data-testid="compare-fact">
              <th scope="row">
                {t(fact.label)}
                {fact.differs ? (
                  <span className={styles.differs}>{t('plans.compare.differs')}</span>
                ) : null}
              </th>
              {fact.values.map((v, i) => (
                <td key={flats[i]?.alt}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
