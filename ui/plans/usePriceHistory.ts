// A flat's price history from GET /api/flats/{alt}/price-history, asked for once the page is idle
// after hydration: the first screen never waits on it (the server's render shows it loading).
// A failed request says so and can be tried again. Environment: client.

import type { FlatPriceHistory } from '../../engine/priceHistory'
import type { Alt } from '../../engine/types'
import { api } from '../api/client'
import { useLoad } from '../api/useLoad'
import { whenIdle } from './whenIdle'

export type PriceHistoryState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; history: FlatPriceHistory }

export function usePriceHistory(alt: Alt): { state: PriceHistoryState; retry(): void } {
  const [load, retry] = useLoad(
    () => api<FlatPriceHistory>(`/api/flats/${encodeURIComponent(alt)}/price-history`),
    [alt],
    { start: whenIdle },
  )
  const state: PriceHistoryState =
    load.state === 'ready' ? { kind: 'ready', history: load.value } : { kind: load.state }
  return { state, retry }
}
