// A flat's price history as the flat page shows it: the price changes the import made, oldest
// first, and the date the current price holds since ("цена не менялась с …" when there are none).
// Pure: it reads the rows the server stores (server/db/priceHistory.ts) and answers the API body.

import type { Alt, Status } from './types'

/** One stored row: a change, or (no `before`) the state the flat was first known in. */
export interface PriceHistoryRow {
  at: string
  status: Status
  price: number
  before: { status: Status; price: number } | null
}

export interface PriceStep {
  /** ISO timestamp of the import that made the change. */
  at: string
  from: number
  to: number
}

/** The body of GET /api/flats/{alt}/price-history. */
export interface FlatPriceHistory {
  alt: Alt
  status: Status
  price: number
  /** When the current price was set, or first known when it never changed. */
  since: string
  /** Price changes only, oldest first; a change of status alone is not a price change. */
  changes: PriceStep[]
}

/** Null when there are no rows: the flat is not in the database. Rows come oldest first. */
export function flatPriceHistory(
  alt: Alt,
  rows: readonly PriceHistoryRow[],
): FlatPriceHistory | null {
  const first = rows[0]
  const last = rows[rows.length - 1]
  if (!first || !last) return null
  const changes: PriceStep[] = []
  for (const row of rows) {
    if (row.before && row.before.price !== row.price)
      changes.push({ at: row.at, from: row.before.price, to: row.price })
  }
  return {
    alt,
    status: last.status,
    price: last.price,
    since: changes[changes.length - 1]?.at ?? first.at,
    changes,
  }
}
