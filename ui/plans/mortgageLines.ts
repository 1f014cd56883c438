// One line per mortgage programme that finances the flat's format, for its price: its rate, the
// smallest down payment it allows and the monthly payment over its longest term
// (engine/mortgage.ts), and the names of the programmes left out for the format. No programmes
// file, or a broken one, gives no lines at all: the flat page hides the mortgage part, never itself.
// Pure.

import { flat as flatWords } from '../../content/i18n/flat'
import { countMessage } from '../../engine/messages'
import { programmeOffer, programmesFor } from '../../engine/mortgage'
import type { MortgageProgrammes } from '../../engine/mortgageProgrammes'
import { numberText } from '../../engine/numberText'
import type { LivingFormat, Locale } from '../../engine/types'
import { translate } from '../i18n'

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
  /** Programmes of the file that do not finance this format (the family mortgage on an apartment). */
  excluded: string[]
}

export function ratePercent(rate: number, locale: Locale): string {
  // engine/numberText, not a NumberFormat of its own: building one costs a phone 30-40 ms.
  const number = numberText(rate, locale, { minFraction: 0, maxFraction: 2 })
  return translate(locale, 'common.percent', { number })
}

/**
 * Null when there is nothing to show: no valid programmes file, no price, or no programme that
 * finances this format and makes an offer on this price.
 */
export function mortgageLines(
  programmes: MortgageProgrammes,
  flat: { tc: number; format: LivingFormat },
  locale: Locale,
): MortgageLines | null {
  const price = flat.tc
  if (programmes.kind === 'none' || !(price > 0)) return null
  const financing = programmesFor(programmes.programmes, flat.format)
  const excluded = programmes.programmes
    .filter((p) => !financing.includes(p))
    .map((p) => p.name[locale])
  const lines: MortgageLine[] = []
  for (const programme of financing) {
    const offer = programmeOffer(programme, price)
    // A down payment that covers the price is a purchase in full, not a mortgage.
    if (!offer || offer.loan === 0) continue
    lines.push({
      id: programme.id,
      name: programme.name[locale],
      rate: ratePercent(programme.ratePercent, locale),
      down: offer.down,
      monthly: offer.monthly,
      term: countMessage(flatWords, locale, 'plans.mortgage.years', programme.maxYears),
    })
  }
  return lines.length > 0 ? { checkedAt: programmes.checkedAt, lines, excluded } : null
}
