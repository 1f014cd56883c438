// One flat's sun and view for the flat screen, fetched once the first screen is up (an idle
// callback), never before: the block must cost the phone nothing while the plan appears.
// Environment: client.

import { startTransition, useCallback, useEffect, useState } from 'react'
import type { FlatSunView } from '../../engine/sunView/flatSunView'
import { fetchFlatSunView, fetchSunSkyline, type SunSkyline } from '../api/sunView'
import { whenIdle } from './whenIdle'

export type SunViewLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; flat: FlatSunView; skyline: SunSkyline | null }

export function useSunView(alt: string): { load: SunViewLoad; retry: () => void } {
  const [load, setLoad] = useState<SunViewLoad>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt at the same flat.
  useEffect(() => {
    let alive = true
    setLoad({ state: 'loading' })
    const cancel = whenIdle(() => {
      fetchFlatSunView(alt)
        .then(async (flat) => {
          // The strip is a picture on top: the figures stand without it.
          const skyline = await fetchSunSkyline(alt).catch(() => null)
          // A transition: React renders the rooms in slices and yields between them, so the
          // block's arrival is no long task on a slow phone.
          if (alive) startTransition(() => setLoad({ state: 'ready', flat, skyline }))
        })
        .catch(() => {
          if (alive) setLoad({ state: 'failed' })
        })
    })
    return () => {
      alive = false
      cancel()
    }
  }, [alt, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, retry }
}
