// A flat's price history from GET /api/flats/{alt}/price-history, asked for once the page is idle
// after hydration: the first screen never waits on it (the server's render shows it loading).
// A failed request says so and can be tried again. Environment: client.

import { useCallback, useEffect, useState } from 'react'
import type { FlatPriceHistory } from '../../engine/priceHistory'
import type { Alt } from '../../engine/types'
import { api } from '../api/client'
import { whenIdle } from './whenIdle'

export type PriceHistoryState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; history: FlatPriceHistory }

export function usePriceHistory(alt: Alt): { state: PriceHistoryState; retry(): void } {
  const [state, setState] = useState<PriceHistoryState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    // `attempt` is read so that a retry runs this again for the same flat.
    void attempt
    let live = true
    setState({ kind: 'loading' })
    const cancel = whenIdle(() => {
      api<FlatPriceHistory>(`/api/flats/${encodeURIComponent(alt)}/price-history`).then(
        (history) => live && setState({ kind: 'ready', history }),
        () => live && setState({ kind: 'failed' }),
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [alt, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
