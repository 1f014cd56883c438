// The one rule both feeds share: which flats the portals list. Only flats on sale (status 1) with
// a price, each once, at its live price; booked, reserved and sold flats leave the feeds. A flat whose
// price is on request (0: an imported building's until import-prices sets one) is left out too:
// Yandex Realty and CIAN both require a price on every offer and refuse or hide one without it.
// The fingerprint names exactly what the feeds print of the live data, so it drives their ETags.
// Pure.

import { createHash } from 'node:crypto'
import { hasPrice } from '../../engine/priceRanges'
import type { LiveFlat } from '../db/liveCatalogue'
import type { FeedCatalogue, FeedFlat } from './feedCatalogue'

export interface OnSaleFlat extends FeedFlat {
  price: number
  /** ISO time of the flat's last status or price change. */
  updatedAt: string
}

export interface OnSaleSelection {
  flats: readonly OnSaleFlat[]
  /** Hash of every listed flat's id, status, price and last change, in feed order. */
  fingerprint: string
}

export const ON_SALE = 1

export function selectOnSale(catalogue: FeedCatalogue, live: readonly LiveFlat[]): OnSaleSelection {
  const state = new Map(live.map((row) => [row.alt, row]))
  const flats: OnSaleFlat[] = []
  const hash = createHash('sha256')
  // Catalogue order, so the feeds read building by building and the fingerprint is stable.
  for (const flat of catalogue.flats.values()) {
    const row = state.get(flat.alt)
    if (!row || row.status !== ON_SALE || !hasPrice({ tc: row.price })) continue
    flats.push({ ...flat, price: row.price, updatedAt: row.updatedAt })
    hash.update(`${flat.alt}|${row.status}|${row.price}|${row.updatedAt}\n`)
  }
  return { flats, fingerprint: hash.digest('base64url') }
}
