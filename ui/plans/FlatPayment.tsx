// "How to pay for this flat", below the plan: the purchase page's 0 % instalment calculator started
// at this flat's price over the longest term until commissioning, and a line per mortgage programme
// of content/mortgage.json that finances the flat's format, with the date its rates were checked
// and the programmes that do not (the family mortgage on a serviced apartment) named as such. Without a valid programmes file the mortgage part is simply not there. A flat
// whose price is on request gets neither: the block says so and offers the callback form instead.

import { MORTGAGE } from '../../content/mortgage'
import type { MortgageProgrammes } from '../../engine/mortgageProgrammes'
import { hasPrice } from '../../engine/priceRanges'
import type { Apartment, Locale } from '../../engine/types'
import { formatRub } from '../catalogue/formatMoney'
import { InstalmentCalculator } from '../content/InstalmentCalculator'
import { type Translate, translate } from '../i18n'
import { openPopup } from '../shell/shellActions'
import { dayLabel } from './flatDates'
import { FlatBlock } from './FlatBlock'
import styles from './FlatPage.module.css'
import { flatText } from './FlatText'
import { mortgageLines } from './mortgageLines'

interface FlatPaymentProps {
  flat: Apartment
  locale: Locale
  /** The programmes file as read; tests give a missing or broken one. */
  programmes?: MortgageProgrammes
}

export function FlatPayment({ flat, locale, programmes = MORTGAGE }: FlatPaymentProps) {
  const t: Translate = (key, params) => translate(locale, key, params)
  if (!hasPrice(flat)) return <PriceOnRequest flat={flat} locale={locale} t={t} />
  const mortgage = mortgageLines(programmes, flat, locale)
  return (
    <FlatBlock id="flat-payment" title={t('plans.payment.title')}>
      <div className={styles.payment}>
        <div className={styles.instalment}>
          <h3 className={styles.subtitle}>{t('plans.payment.instalment')}</h3>
          {/* Keyed by the flat: stepping to the next flat starts again from its price. */}
          <InstalmentCalculator key={flat.alt} price={flat.tc} flat={flat.alt} />
        </div>
        {mortgage ? (
          <div className={styles.mortgage} data-testid="flat-mortgage">
            <h3 className={styles.subtitle}>{t('plans.mortgage.title')}</h3>
            <ul className={styles.mortgageLines}>
              {mortgage.lines.map((line) => (
                <li key={line.id} data-testid="flat-mortgage-line" data-programme={line.id}>
                  <span className={styles.programme}>{line.name}</span>
                  <strong className={styles.monthly} data-value={line.monthly}>
                    {t('plans.mortgage.monthly', { monthly: formatRub(line.monthly, locale) })}
                  </strong>
                  <span className={styles.terms}>
                    {t('plans.mortgage.terms', {
                      rate: line.rate,
                      down: formatRub(line.down, locale),
                      years: line.term,
                    })}
                  </span>
                </li>
              ))}
            </ul>
            {mortgage.excluded.length > 0 ? (
              <p className={styles.note} data-testid="flat-mortgage-excluded">
                {t('plans.mortgage.excluded', { names: mortgage.excluded.join(', ') })}
              </p>
            ) : null}
            <p className={styles.note}>{t('plans.mortgage.note')}</p>
            <p className={styles.note} data-testid="flat-mortgage-checked">
              {t('plans.mortgage.checked', { date: dayLabel(mortgage.checkedAt, locale) })}
            </p>
          </div>
        ) : null}
      </div>
    </FlatBlock>
  )
}

/**
 * A flat whose price is on request: an instalment from 0 ₽ and a mortgage on nothing make no sense,
 * so the block says who names the price and offers the callback form with the flat named in it.
 */
function PriceOnRequest({ flat, locale, t }: { flat: Apartment; locale: Locale; t: Translate }) {
  return (
    <FlatBlock id="flat-payment" title={t('plans.payment.title')}>
      <div className={styles.onRequest} data-testid="flat-payment-on-request">
        <strong className={styles.subtitle}>{t('plans.price.onRequest')}</strong>
        <p className={styles.lead}>{t('plans.payment.onRequest')}</p>
        <button
          type="button"
          className={styles.consult}
          onClick={() => openPopup('callback', { flats: [flat.alt] })}
          data-testid="flat-payment-consult"
        >
          {flatText(locale, 'consult')}
        </button>
      </div>
    </FlatBlock>
  )
}
