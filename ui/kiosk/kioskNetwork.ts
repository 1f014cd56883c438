// The kiosk's offline side (issue 10): registers the service worker (dist/client/sw.js), follows
// the network and remembers when the catalogue was last fetched from the server, which the kiosk
// header shows. Environment: client, kiosk mode only.

import { KIOSK_DATA_AT_KEY } from '../../engine/kioskReset'
import { hydraStore } from '../catalogue/hydraStore'
import { kioskStore, patchKiosk } from './kioskStore'

interface DataMessage {
  type: 'khvoya:data'
  at: string | null
  cached: boolean
}

function isDataMessage(value: unknown): value is DataMessage {
  return (value as DataMessage | null)?.type === 'khvoya:data'
}

function remember(at: string): void {
  patchKiosk({ dataAt: at })
  try {
    window.localStorage.setItem(KIOSK_DATA_AT_KEY, at)
  } catch {}
}

export function installKioskNetwork(win: Window): void {
  let stored: string | null = null
  try {
    stored = win.localStorage.getItem(KIOSK_DATA_AT_KEY)
  } catch {}
  patchKiosk({ online: win.navigator.onLine, dataAt: stored })
  win.addEventListener('online', () => patchKiosk({ online: true }))
  win.addEventListener('offline', () => patchKiosk({ online: false }))

  const sw = win.navigator.serviceWorker
  if (sw) {
    sw.register('/sw.js', { updateViaCache: 'none' }).catch(() => {
      // No worker (a development server, a browser without it): the kiosk works online only.
    })
    sw.addEventListener('message', (event: MessageEvent) => {
      if (!isDataMessage(event.data)) return
      if (event.data.cached) patchKiosk({ online: false, dataAt: event.data.at })
      else if (event.data.at) remember(event.data.at)
    })
  }

  // Before the worker controls the page, a fresh answer is the page's own.
  let seen = 0
  hydraStore.subscribe(() => {
    const snap = hydraStore.get()
    if (snap.state !== 'ready' || snap.loadedAt === seen) return
    seen = snap.loadedAt
    if (!sw?.controller && win.navigator.onLine) remember(new Date(snap.loadedAt).toISOString())
  })
  // The answer may already be there.
  if (kioskStore.get().dataAt === null && hydraStore.get().state === 'ready')
    remember(new Date(hydraStore.get().loadedAt).toISOString())
}
