// The rows of the compare table: every key fact of a flat as display text, and which rows differ;
// with the flats' sun-and-view summaries, four rows more, worded as on the flat screen and the PDF.

import type { TranslationKey } from '../../content/i18n/dictionary'
import { buildingLabel } from '../../engine/buildings'
import { bedroomCount, flatNumberLabel, statusLabel } from '../../engine/labels'
import { hasPrice } from '../../engine/priceRanges'
import { normGoverns } from '../../engine/sunView/insolationNorm'
import type { FlatSunSummary } from '../../engine/sunView/sunSummary'
import type { Apartment, Locale } from '../../engine/types'
import type { Translate } from '../i18n'
import { hoursLine, normText, sharesLine, yesNo } from '../plans/sunViewText'
import { flatPriceText, formatNumber, formatRub } from './formatMoney'

export interface CompareFact {
  label: TranslationKey
  values: string[]
  differs: boolean
}

const FORMATS: Record<Apartment['format'], TranslationKey> = {
  hotel: 'plans.format.hotel',
  serviced: 'plans.format.serviced',
  private: 'plans.format.private',
}

export function compareFacts(
  flats: readonly Apartment[],
  locale: Locale,
  t: Translate,
  sun?: ReadonlyMap<string, FlatSunSummary>,
): CompareFact[] {
  const area = (n: number) => t('plans.row.area', { area: formatNumber(n, locale) })
  const facts: [TranslationKey, (a: Apartment) => string][] = [
    ['plans.fact.building', (a) => buildingLabel(a.b, locale)],
    ['plans.fact.section', (a) => String(a.s)],
    ['plans.fact.floor', (a) => String(a.f)],
    ['plans.fact.flat', (a) => flatNumberLabel(a.n)],
    ['plans.fact.bedrooms', (a) => bedroomCount(a.rc, locale)],
    ['plans.fact.bathrooms', (a) => String(a.bc)],
    ['plans.fact.area', (a) => area(a.sq)],
    ['plans.fact.terrace', (a) => (a.sq_ter_only > 0 ? area(a.sq_ter_only) : '\u2014')],
    ['plans.fact.levels', (a) => String(a.lv)],
    ['plans.fact.price', (a) => flatPriceText(a, locale)],
    // No price, no price per m²: a dash, as for a flat without a terrace.
    ['plans.fact.perM2', (a) => (hasPrice(a) ? formatRub(a.t, locale) : '\u2014')],
    ['plans.fact.status', (a) => statusLabel(a.st, locale)],
    ['plans.fact.format', (a) => t(FORMATS[a.format] ?? 'plans.format.private')],
  ]
  if (sun) {
    const of = (read: (s: FlatSunSummary) => string) => (a: Apartment) => {
      const summary = sun.get(a.alt)
      return summary ? read(summary) : '\u2014'
    }
    facts.push(
      ['plans.fact.sunHours', of((s) => hoursLine(s.hours, locale))],
      ['plans.fact.eveningSun', of((s) => yesNo(s.evening, locale))],
      ['plans.fact.view', of((s) => sharesLine(s, locale))],
      // The residential norm says nothing of an apartment or a hotel room: a dash, no verdict.
      [
        'plans.fact.norm',
        (a) => (normGoverns(a.format) ? of((s) => normText(s, locale))(a) : '\u2014'),
      ],
    )
  }
  return facts.map(([label, read]) => {
    const values = flats.map(read)
    return { label, values, differs: new Set(values).size > 1 }
  })
}
