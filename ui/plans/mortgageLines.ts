// One line per mortgage programme for a flat's price: its rate, the smallest down payment it allows
// and the monthly payment over its longest term (engine/mortgage.ts). No programmes file, or a
// broken one, gives no lines at all: the flat page hides the mortgage part, never itself. Pure.

import { programmeOffer } from '../../engine/mortgage'
import type { MortgageProgrammes } from '../../engine/mortgageProgrammes'
import { numberText } from '../../engine/numberText'
import { type PluralForms, pluralize } from '../../engine/plural'
import type { Locale } from '../../engine/types'

export interface MortgageLine {
  id: string
  name: string
  /** '6 %' or '6%', '9,9 %' or '9.9%'. */
  rate: string
  down: number
  monthly: number
  /** '30 лет', '30 years'. */
  term: string
}

export interface MortgageLines {
  /** The day the rates were checked with the banks, YYYY-MM-DD. */
  checkedAt: string
  lines: MortgageLine[]
}

const YEAR_FORMS: Record<Locale, PluralForms> = {
  ru: { one: 'год', few: 'года', many: 'лет', other: 'года' },
  en: { one: 'year', other: 'years' },
}

export function ratePercent(rate: number, locale: Locale): string {
  // engine/numberText, not a NumberFormat of its own: building one costs a phone 30-40 ms.
  const number = numberText(rate, locale, { minFraction: 0, maxFraction: 2 })
  // A no-break space: the number and its unit never part at a line's end.
  return locale === 'ru' ? `${number} %` : `${number}%`
}

/** Null when there is nothing to show: no valid programmes file, or no offer on this price. */
export function mortgageLines(
  programmes: MortgageProgrammes,
  price: number,
  locale: Locale,
): MortgageLines | null {
  if (programmes.kind === 'none' || !(price > 0)) return null
  const lines: MortgageLine[] = []
  for (const programme of programmes.programmes) {
    const offer = programmeOffer(programme, price)
    // A down payment that covers the price is a purchase in full, not a mortgage.
    if (!offer || offer.loan === 0) continue
    lines.push({
      id: programme.id,
      name: programme.name[locale],
      rate: ratePercent(programme.ratePercent, locale),
      down: offer.down,
      monthly: offer.monthly,
      term: pluralize(programme.maxYears, YEAR_FORMS[locale], locale),
    })
  }
  return lines.length > 0 ? { checkedAt: programmes.checkedAt, lines } : null
}
