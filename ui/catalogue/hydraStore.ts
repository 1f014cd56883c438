// The live catalogue of one page view: `/api/hydra/data` loaded once and
// shared by every component, refreshed when the tab comes back after a minute. Environment: client.

import type { HydraData } from '../../engine/types'
import { api } from '../api/client'

export type HydraStatus = 'loading' | 'ready' | 'failed'

export interface HydraSnapshot {
  state: HydraStatus
  data: HydraData
  /** Date.now() of the last answer, 0 before the first. */
  loadedAt: number
}

/** What the page shows when the call fails: the four empty collections. */
export const EMPTY_HYDRA: HydraData = {
  buildings: {},
  sections: {},
  floors: {},
  apartments: {},
  common: {
    all: { count: 0, total: 0, updatedAt: '', ranges: { sq: [0, 0], f: [0, 0], tc: [0, 0] } },
  },
}

/** Older than this, the data is fetched again when the tab returns to the foreground. */
export const STALE_MS = 60_000

const LOADING: HydraSnapshot = { state: 'loading', data: EMPTY_HYDRA, loadedAt: 0 }

let snapshot: HydraSnapshot = LOADING
let inflight: Promise<void> | null = null
const listeners = new Set<() => void>()

function set(next: HydraSnapshot): void {
  snapshot = next
  for (const l of listeners) l()
}

function isHydraData(value: unknown): value is HydraData {
  if (value === null || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return ['buildings', 'sections', 'floors', 'apartments'].every(
    (key) => v[key] !== null && typeof v[key] === 'object',
  )
}

/** Starts a load unless one is running; a failed refresh keeps the data already shown. */
export function loadHydra(): Promise<void> {
  if (inflight) return inflight
  if (snapshot.state === 'failed') set(LOADING)
  inflight = api<unknown>('/api/hydra/data')
    .then((answer) => {
      if (!isHydraData(answer)) throw new Error('Malformed /api/hydra/data answer')
      set({ state: 'ready', data: answer, loadedAt: Date.now() })
    })
    .catch(() => {
      if (snapshot.state !== 'ready') set({ state: 'failed', data: EMPTY_HYDRA, loadedAt: 0 })
    })
    .finally(() => {
      inflight = null
    })
  return inflight
}

function onVisible(): void {
  if (document.visibilityState !== 'visible') return
  if (snapshot.state === 'ready' && Date.now() - snapshot.loadedAt < STALE_MS) return
  void loadHydra()
}

export const hydraStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    if (listeners.size === 1) document.addEventListener('visibilitychange', onVisible)
    if (snapshot.state === 'loading' || Date.now() - snapshot.loadedAt >= STALE_MS) {
      void loadHydra()
    }
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible)
    }
  },
  get(): HydraSnapshot {
    return snapshot
  },
  server(): HydraSnapshot {
    return LOADING
  },
}
