// One flat's sun and view for the flat screen, fetched once the first screen is up (an idle
// callback), never before: the block must cost the phone nothing while the plan appears.
// Environment: client.

import type { FlatSunView } from '../../engine/sunView/flatSunView'
import { fetchFlatSunView, fetchSunSkyline, type SunSkyline } from '../api/sunView'
import { useLoad } from '../api/useLoad'
import { whenIdle } from './whenIdle'

export type SunViewLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; flat: FlatSunView; skyline: SunSkyline | null }

async function fetchSunView(alt: string) {
  const flat = await fetchFlatSunView(alt)
  // The strip is a picture on top: the figures stand without it.
  const skyline = await fetchSunSkyline(alt).catch(() => null)
  return { flat, skyline }
}

export function useSunView(alt: string): { load: SunViewLoad; retry: () => void } {
  // A transition: React renders the rooms in slices and yields between them, so the block's
  // arrival is no long task on a slow phone.
  const [load, retry] = useLoad(() => fetchSunView(alt), [alt], {
    start: whenIdle,
    transition: true,
  })
  return { load: load.state === 'ready' ? { state: 'ready', ...load.value } : load, retry }
}
