// The instalment calculator of the purchase pages: price, down payment from 5 %, months until
// commissioning at 0 %; shows the monthly payment and the schedule (engine/instalment.ts). The flat
// page gives it the flat's price and alt: the price is prefilled and the question names the flat.

import { useId, useMemo, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { SITE } from '../../content/site'
import {
  instalmentPlan,
  longestTerm,
  MAX_DOWN_PERCENT,
  MIN_DOWN_PERCENT,
  quarterEnd,
  type YearMonth,
} from '../../engine/instalment'
import { monthYearText } from '../../engine/monthText'
import { numberText } from '../../engine/numberText'
import type { Alt } from '../../engine/types'
import { formatRub } from '../catalogue/formatMoney'
import { useLocale, useT } from '../i18n'
import { openPopup } from '../shell/shellActions'
import styles from './InstalmentCalculator.module.css'

const PRICE_MIN = 5_000_000
const PRICE_MAX = 200_000_000
const PRICE_DEFAULT = 28_500_000

function thisMonth(): YearMonth {
  const now = new Date()
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

/** Prerendered pages are built in some month and read in another: the server shows a year ahead
 * of commissioning, the browser the real count once hydrated (no hydration mismatch). */
function useStartMonth(completion: YearMonth): YearMonth {
  const hydrated = useHydrated()
  return useMemo(
    () => (hydrated ? thisMonth() : { year: completion.year - 1, month: completion.month }),
    [hydrated, completion.year, completion.month],
  )
}

export interface InstalmentCalculatorProps {
  /** The price to start from (a flat's); the purchase page's typical price otherwise. */
  price?: number
  /** The flat the calculation is for: the question to a manager carries it. */
  flat?: Alt
}

export function InstalmentCalculator({
  price: initialPrice,
  flat,
}: InstalmentCalculatorProps = {}) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  // The digits as Intl writes them, without building a NumberFormat (engine/numberText.ts).
  const money = (n: number) => numberText(n, locale, { minFraction: 0, maxFraction: 0 })
  // Roubles as the rest of the site writes them: '7 419 500 ₽', 'RUB 7,419,500'.
  const rub = (n: number) => formatRub(n, locale)
  // Not toLocaleDateString, which builds a date format at every call (a row each).
  const monthName = (ym: YearMonth) => monthYearText(ym.year, ym.month, locale)
  const completion = quarterEnd(SITE.completion.quarter, SITE.completion.year)
  const start = useStartMonth(completion)
  const maxMonths = longestTerm(start, completion)
  const [priceText, setPriceText] = useState(() => money(initialPrice ?? PRICE_DEFAULT))
  const [down, setDown] = useState(10)
  // Until the visitor moves the term, it is the longest there is: the server's estimate of it is a
  // month or so off, and a term kept from the first render stayed one month short once hydrated.
  const [chosenMonths, setMonths] = useState<number | null>(null)
  const months = Math.min(chosenMonths ?? maxMonths, maxMonths)
  const [open, setOpen] = useState(false)
  const price = Math.min(
    PRICE_MAX,
    Math.max(PRICE_MIN, Number(priceText.replace(/\D/g, '')) || PRICE_MIN),
  )
  const plan = instalmentPlan({
    price,
    downPercent: down,
    months,
    start,
  })

  return (
    <div className={styles.calculator} data-testid="instalment-calculator">
      <div className={styles.inputs}>
        <label className={styles.field} htmlFor={`${id}-price`}>
          <span>{t('calc.price')}</span>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            value={priceText}
            onChange={(e) => setPriceText(e.target.value.replace(/[^\d\s]/g, ''))}
            onBlur={() => setPriceText(money(price))}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-down`}>
          <span>
            {t('calc.down')}: <strong>{t('common.percent', { number: down })}</strong>
          </span>
          <input
            id={`${id}-down`}
            type="range"
            min={MIN_DOWN_PERCENT}
            max={MAX_DOWN_PERCENT}
            step={1}
            value={down}
            onChange={(e) => setDown(Number(e.target.value))}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-months`}>
          <span>
            {t('calc.months')}: <strong>{months}</strong>
          </span>
          <input
            id={`${id}-months`}
            type="range"
            min={1}
            max={maxMonths}
            step={1}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
          />
          <small>{t('calc.monthsHint', { date: monthName(completion) })}</small>
        </label>
      </div>
      <dl className={styles.result} aria-live="polite">
        <div>
          <dt>{t('calc.downAmount')}</dt>
          <dd data-testid="calc-down">{rub(plan.down)}</dd>
        </div>
        <div className={styles.accent}>
          <dt>{t('calc.monthly')}</dt>
          <dd data-testid="calc-monthly">{rub(plan.monthly)}</dd>
        </div>
        <div>
          <dt>{t('calc.total')}</dt>
          <dd data-testid="calc-total">
            {rub(plan.total)} <small>{t('calc.noIncrease')}</small>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('calc.note')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('calc.hideSchedule') : t('calc.showSchedule')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            openPopup('callback', { topic: 'instalment', ...(flat && { flats: [flat] }) })
          }
        >
          {t('calc.ask')}
        </button>
      </div>
      {open ? (
        <table className={styles.schedule} data-testid="calc-schedule">
          <caption className="visually-hidden">{t('calc.schedule')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calc.month')}</th>
              <th scope="col">{t('calc.amount')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {t('calc.downRow')} · {monthName(start)}
              </td>
              <td>{rub(plan.down)}</td>
            </tr>
            {plan.payments.map((p) => (
              <tr key={p.index}>
                <td>{monthName(p.date)}</td>
                <td>{rub(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
