// The sun-and-view API on the client: every flat's search figures (GET /api/sun-view) as a store
// shared by search and the floor's sun tint, loaded on first need; one flat's figures and its
// skyline fetched once per page view and kept. Environment: client.

import type { FlatSunView } from '../../engine/sunView/flatSunView'
import type { SunArc } from '../../engine/sunView/skyline'
import type { SunSearchIndex } from '../../engine/sunView/sunSummary'
import { api } from './client'

export type SunSearchState = 'idle' | 'loading' | 'ready' | 'failed'

export interface SunSearchSnapshot {
  state: SunSearchState
  /** Null until the figures arrive. */
  index: SunSearchIndex | null
}

const IDLE: SunSearchSnapshot = { state: 'idle', index: null }
let snapshot: SunSearchSnapshot = IDLE
const listeners = new Set<() => void>()

function set(next: SunSearchSnapshot): void {
  snapshot = next
  for (const l of listeners) l()
}

/** Starts the load unless it is running or done; a failed load is tried again. */
export function loadSunSearch(): void {
  if (snapshot.state === 'loading' || snapshot.state === 'ready') return
  set({ state: 'loading', index: null })
  api<{ flats?: unknown }>('/api/sun-view')
    .then((answer) => {
      const flats = answer?.flats
      if (flats === null || typeof flats !== 'object') throw new Error('Malformed /api/sun-view')
      set({ state: 'ready', index: flats as SunSearchIndex })
    })
    .catch(() => set({ state: 'failed', index: null }))
}

export const sunSearchStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): SunSearchSnapshot => snapshot,
  server: (): SunSearchSnapshot => IDLE,
}

/** One flat's drawing data, as GET /api/sun-view/{alt}/skyline answers it. */
export interface SunSkyline {
  alt: string
  /** Degrees between skyline samples, from 90° left of the window's normal to 90° right. */
  step: number
  windows: { room: string; bearing: number; skyline: number[] }[]
  sunArcs: SunArc[]
}

const flats = new Map<string, Promise<FlatSunView>>()
const skylines = new Map<string, Promise<SunSkyline>>()

function once<T>(cache: Map<string, Promise<T>>, path: string): Promise<T> {
  let pending = cache.get(path)
  if (!pending) {
    pending = api<T>(path)
    // A failure is not kept: the next ask tries again.
    pending.catch(() => cache.delete(path))
    cache.set(path, pending)
  }
  return pending
}

export const fetchFlatSunView = (alt: string) =>
  once(flats, `/api/sun-view/${encodeURIComponent(alt)}`)

export const fetchSunSkyline = (alt: string) =>
  once(skylines, `/api/sun-view/${encodeURIComponent(alt)}/skyline`)
