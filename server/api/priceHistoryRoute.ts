// GET /api/flats/{alt}/price-history: the flat page's price history (engine/priceHistory.ts).
// Small and per flat, so built per request from one indexed query; the ETag is a hash of the body,
// so a revalidation answers 304 without sending it again. An alt that is not a flat is a 404.

import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { isFlatAlt } from '../../engine/alt'
import { flatPriceHistory } from '../../engine/priceHistory'
import type { PriceHistoryStore } from '../db/priceHistory'
import { answerEncoded } from '../http/contentEncoding'
import { HYDRA_CACHE_CONTROL } from './hydraData'

const NOT_FOUND = { error: 'not_found' }

export function mountPriceHistoryRoute(app: Hono, history: PriceHistoryStore): void {
  app.get('/api/flats/:alt/price-history', async (c) => {
    const alt = c.req.param('alt')
    // Only a canonical four-part alt can name a flat; anything else never reaches the database.
    if (!isFlatAlt(alt)) return c.json(NOT_FOUND, 404)
    const body = flatPriceHistory(alt, await history.forFlat(alt))
    if (!body) return c.json(NOT_FOUND, 404)
    const identity = new TextEncoder().encode(JSON.stringify(body))
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`
    return answerEncoded(
      c,
      { etag, identity },
      {
        'Content-Type': 'application/json; charset=utf-8',
        // As fresh as the catalogue data the page shows next to it.
        'Cache-Control': HYDRA_CACHE_CONTROL,
      },
    )
  })
}
