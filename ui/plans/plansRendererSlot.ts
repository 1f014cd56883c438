// The plans renderer of the page, for the few things beside the canvas that it also paints (the
// flat screen's sun-path strip): usePlansRenderer puts its handle here while it lives, and a reader
// subscribes. Environment: client.

import type { RendererHandle } from '../../renderer/types'
import type { RendererStatus } from './usePlansRenderer'

export interface RendererSlot {
  status: RendererStatus | 'none'
  renderer: RendererHandle | null
}

const EMPTY: RendererSlot = { status: 'none', renderer: null }
let slot: RendererSlot = EMPTY
const listeners = new Set<() => void>()

export const plansRendererSlot = {
  set(next: RendererSlot): void {
    if (next.status === slot.status && next.renderer === slot.renderer) return
    slot = next
    for (const l of listeners) l()
  },
  clear(renderer: RendererHandle | null): void {
    // Only the renderer that is there may clear it: a new one may already have taken the slot.
    if (slot.renderer === renderer) plansRendererSlot.set(EMPTY)
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): RendererSlot => slot,
  server: (): RendererSlot => EMPTY,
}
