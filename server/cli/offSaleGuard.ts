// The guard against a misread status column: a price list that takes more than a fifth of the
// flats now on sale off sale, or every flat it names, is refused unless the operator confirms it.
// The likeliest slip is reading the numbers as 0 = on sale (they are 0 not on sale, shown as a
// dash; 1 on sale; 2 booked; 3 reserved): a whole list typed that way takes its flats off sale.
// Pure: a plan and the live flats in, a refusal in words or null out.

import type { LiveFlat } from '../db'
import type { PricePlan } from './priceImport'

export interface OffSaleRefusal {
  /** Flats the list moves from 1 (on sale) to another status. */
  offSale: number
  onSaleNow: number
  named: number
  message: string
}

/** More than this share of the flats on sale taken off by one list needs --confirm. */
export const OFF_SALE_SHARE = 1 / 5

export function offSaleRefusal(
  plan: Pick<PricePlan, 'changes' | 'unchanged'>,
  flats: readonly Pick<LiveFlat, 'status'>[],
): OffSaleRefusal | null {
  const onSaleNow = flats.filter((f) => f.status === 1).length
  const offSale = plan.changes.filter((c) => c.before.status === 1 && c.status !== 1).length
  const named = plan.changes.length + plan.unchanged
  // 441 on sale: a fifth is 88.2, so 89 flats off sale is more than a fifth and 88 is not.
  const tooMany = offSale > onSaleNow * OFF_SALE_SHARE
  const everyOne = offSale > 0 && offSale === named
  if (!tooMany && !everyOne) return null
  const reasons = [
    tooMany &&
      `more than a fifth of the ${onSaleNow} flat(s) on sale now (a fifth is ${Math.floor(onSaleNow * OFF_SALE_SHARE)})`,
    everyOne && `every flat the list names (${offSale} of ${named})`,
  ].filter(Boolean)
  const message =
    `this list would take ${offSale} flat(s) off sale (from on sale (1) to another status): ` +
    `${reasons.join(', and ')}.\nA list like that is most often a status column typed as if 0 ` +
    'meant on sale. The statuses are: 0 not on sale (shown as a dash), 1 on sale, 2 booked, ' +
    '3 reserved.\nCheck the changes above; if they are meant, run again with --confirm.'
  return { offSale, onSaleNow, named, message }
}
