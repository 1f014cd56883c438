// The facts half of the flat screen: name and place, status, price and price per m² (or "Цена по
// запросу" while a flat on sale has none), favourite,
// consultation (the callback form, with the flat named and carried by the lead), PDF, highlights
// how it is finished, and key facts. Sold, booked and reserved flats say so plainly.

import type { TranslationKey } from '../../content/i18n/dictionary'
import type { FlatLevel, PlanPoint, SiteGeometry } from '../../engine/geometry'
import { buildingLabel } from '../../engine/buildings'
import { bedroomsText, statusLabel } from '../../engine/labels'
import { hasPrice } from '../../engine/priceRanges'
import type { Apartment, Locale } from '../../engine/types'
import { compareFacts } from '../catalogue/compareFacts'
import { FavouriteButton } from '../catalogue/FavouriteButton'
import { flatPriceText, formatNumber, formatRub } from '../catalogue/formatMoney'
import { translate } from '../i18n'
import { flatBenefits } from '../pdf/benefits'
import { PdfButton } from '../pdf/PdfButton'
import { openPopup } from '../shell/shellActions'
import { FlatFinish } from './FlatFinish'
import styles from './FlatScreen.module.css'
import { type FlatTextKey, flatText } from './FlatText'

/** The facts listed under the highlights, in this order (compareFacts gives their values). */
const FACTS: TranslationKey[] = [
  'plans.fact.bedrooms',
  'plans.fact.bathrooms',
  'plans.fact.area',
  'plans.fact.terrace',
  'plans.fact.levels',
  'plans.fact.format',
]

const NOTICE: Record<0 | 2 | 3, [FlatTextKey, FlatTextKey]> = {
  0: ['soldTitle', 'soldText'],
  2: ['bookedTitle', 'bookedText'],
  3: ['reservedTitle', 'reservedText'],
}

interface FlatDetailsProps {
  flat: Apartment
  fav: boolean
  locale: Locale
  levels: readonly FlatLevel<PlanPoint>[]
  site: SiteGeometry | null
}

export function FlatDetails({ flat, fav, locale, levels, site }: FlatDetailsProps) {
  const t = (key: TranslationKey, params?: Record<string, string | number>) =>
    translate(locale, key, params)
  const facts = compareFacts([flat], locale, t).filter((f) => FACTS.includes(f.label))
  facts.sort((a, b) => FACTS.indexOf(a.label) - FACTS.indexOf(b.label))
  const notice = flat.st === 1 ? null : NOTICE[flat.st]
  const benefits = flatBenefits(flat, levels, site, locale)
  return (
    <div className={styles.details}>
      {notice ? (
        <div
          className={styles.notice}
          role="status"
          data-testid="flat-unavailable"
          data-status={flat.st}
        >
          <strong>{flatText(locale, notice[0])}</strong>
          <p>{flatText(locale, notice[1])}</p>
        </div>
      ) : null}

      {/* Price and the two actions: a bar along the bottom of a phone's screen. */}
      <div className={styles.buy} data-testid="flat-buy">
        <div className={styles.priceBlock}>
          <span className={styles.status} data-status={flat.st} data-testid="flat-status">
            {flat.st === 0 ? t('plans.status.sold') : statusLabel(flat.st, locale)}
          </span>
          {flat.st > 0 && hasPrice(flat) ? (
            <>
              <span className={styles.priceLabel}>{flatText(locale, 'price')}</span>
              <strong className={styles.price} data-testid="flat-price" data-value={flat.tc}>
                {formatRub(flat.tc, locale)}
              </strong>
              <span className={styles.perM2} data-testid="flat-price-m2">
                {t('plans.row.perM2', { price: formatRub(flat.t, locale) })}
              </span>
            </>
          ) : flat.st > 0 ? (
            // On sale before a price list sets its price: the words, and the button beside them asks.
            <strong
              className={styles.priceOnRequest}
              data-testid="flat-price"
              data-on-request="true"
            >
              {flatPriceText(flat, locale)}
            </strong>
          ) : null}
        </div>

        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => openPopup('callback', { flats: [flat.alt] })}
            data-testid="flat-consult"
          >
            {flatText(locale, 'consult')}
          </button>
          <FavouriteButton
            alt={flat.alt}
            fav={fav}
            label={flatText(locale, fav ? 'favOn' : 'favAdd')}
            className={styles.favButton}
          />
        </div>
      </div>
      <PdfButton alts={[flat.alt]} className={styles.pdf} />
      <FlatFinish flat={flat} locale={locale} />

      <section className={styles.block} aria-labelledby="flat-benefits">
        <h2 id="flat-benefits" className={styles.blockTitle}>
          {t('pdf.benefits')}
        </h2>
        <ul className={styles.benefits} data-testid="flat-benefits">
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="flat-facts">
        <h2 id="flat-facts" className={styles.blockTitle}>
          {flatText(locale, 'facts')}
        </h2>
        <dl className={styles.facts} data-testid="flat-facts">
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{t(f.label)}</dt>
              <dd>{f.values[0]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

/** Place, size and the steps to the neighbours, at the top of the side (the name is the heading). */
export function FlatHead({
  flat,
  locale,
  stepper,
}: {
  flat: Apartment
  locale: Locale
  stepper: React.ReactNode
}) {
  const t = (key: TranslationKey, params?: Record<string, string | number>) =>
    translate(locale, key, params)
  return (
    <header className={styles.head}>
      <p className={styles.place} data-testid="flat-place">
        {flatText(locale, 'place', {
          building: buildingLabel(flat.b, locale),
          section: flat.s,
          floor: flat.f,
        })}
      </p>
      <p className={styles.sub}>
        {bedroomsText(flat.rc, locale)} ·{' '}
        {t('plans.row.area', { area: formatNumber(flat.sq, locale) })}
      </p>
      {stepper}
    </header>
  )
}
