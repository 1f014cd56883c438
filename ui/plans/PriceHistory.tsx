// The flat's price history, below the plan: every change the price import made with its date,
// newest first. The block appears only once a price has changed: a heading over "unchanged since
// today" told a buyer nothing, and a block that may not be there is not announced while it loads.
// Loaded after the page is up (usePriceHistory); a failure says so in the page's language with a
// retry. A flat whose price is on request shows no block; a first price after "on request" reads
// as from those words.

import type { FlatPriceHistory } from '../../engine/priceHistory'
import type { Alt, Locale } from '../../engine/types'
import { hasPrice } from '../../engine/priceRanges'
import { flatPriceText } from '../catalogue/formatMoney'
import { type Translate, translate } from '../i18n'
import { momentLabel } from './flatDates'
import { FlatBlock } from './FlatBlock'
import styles from './FlatPage.module.css'
import { usePriceHistory } from './usePriceHistory'

/** '+3,8 %' / '−2.1%': how much a change moved the price. */
function delta(from: number, to: number, locale: Locale): string {
  const share = (to - from) / from
  const text = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(share)
  return text.replace('-', '−')
}

/** The rule of the block: a priced flat whose price has moved at least once. */
export function showsPriceHistory(history: FlatPriceHistory): boolean {
  return hasPrice({ tc: history.price }) && history.changes.length > 0
}

function Changes({ history, locale }: { history: FlatPriceHistory; locale: Locale }) {
  return (
    <ol className={styles.history} data-testid="flat-price-changes">
      {[...history.changes].reverse().map((change) => (
        <li key={`${change.at} ${change.to}`} data-testid="flat-price-change" data-to={change.to}>
          <time dateTime={change.at}>{momentLabel(change.at, locale)}</time>
          <span className={styles.historyFrom}>{flatPriceText({ tc: change.from }, locale)}</span>
          <span aria-hidden="true">→</span>
          <strong>{flatPriceText({ tc: change.to }, locale)}</strong>
          {/* A first price after "on request" is no rise of infinity per cent: no share at all. */}
          {hasPrice({ tc: change.from }) && hasPrice({ tc: change.to }) ? (
            <span className={styles.historyDelta} data-up={change.to > change.from}>
              {delta(change.from, change.to, locale)}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

export function PriceHistory({ alt, locale }: { alt: Alt; locale: Locale }) {
  const t: Translate = (key, params) => translate(locale, key, params)
  const { state, retry } = usePriceHistory(alt)
  // Nothing until there is something to tell: no block while it loads, none for a price that has
  // never changed or is on request.
  if (state.kind === 'loading') return null
  if (state.kind === 'ready' && !showsPriceHistory(state.history)) return null
  return (
    <FlatBlock
      id="flat-price-history"
      title={t('plans.priceHistory.title')}
      data-state={state.kind}
    >
      {state.kind === 'ready' ? (
        <Changes history={state.history} locale={locale} />
      ) : state.kind === 'failed' ? (
        <div className={styles.failed} role="alert" data-testid="flat-price-history-failed">
          <p>{t('plans.priceHistory.failed')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('plans.retry')}
          </button>
        </div>
      ) : null}
    </FlatBlock>
  )
}
