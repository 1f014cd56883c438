// The spec's status dictionary (SPEC.md, "Status dictionary") as the sales tools print it: each
// number with its word, so nobody reads 0 as "on sale". 0 is shown on the site as a dash.

import type { Status } from '../../engine/types'

export const STATUS_WORDS: Record<Status, string> = {
  0: 'not on sale',
  1: 'on sale',
  2: 'booked',
  3: 'reserved',
}

/** "on sale (1)", "not on sale (0, shown as a dash)" */
export function statusInWords(status: Status): string {
  return status === 0
    ? `${STATUS_WORDS[0]} (0, shown as a dash)`
    : `${STATUS_WORDS[status]} (${status})`
}
