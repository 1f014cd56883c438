// The kiosk's client state: its settings (null off kiosk mode and on the server), the idle phase,
// the QR and hand-off dialogs, and what the screen says about the network and the data's age.

import type { KioskConfig } from '../../engine/kioskConfig'
import type { KioskPhase } from '../../engine/kioskIdle'
import { createStore, useStore } from '../shell/store'

export type QrReason = 'external' | 'download' | 'contact' | 'route'

export interface KioskState {
  config: KioskConfig | null
  phase: KioskPhase
  /** `name`: what the code opens ("Yandex Maps"), said above it when the link had one. */
  qr: { url: string; reason: QrReason; name?: string } | null
  handoff: boolean
  online: boolean
  /** ISO time of the last catalogue the screen got from the server. */
  dataAt: string | null
}

export const INITIAL_KIOSK: KioskState = {
  config: null,
  phase: 'active',
  qr: null,
  handoff: false,
  online: true,
  dataAt: null,
}

export const kioskStore = createStore<KioskState>(INITIAL_KIOSK)

export function useKiosk<S>(select: (state: KioskState) => S): S {
  return useStore(kioskStore, select, INITIAL_KIOSK)
}

export function patchKiosk(patch: Partial<KioskState>): void {
  kioskStore.set((s) => ({ ...s, ...patch }))
}
