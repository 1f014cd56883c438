// The kiosk's offline side: registers the service worker (dist/client/sw.js), follows
// the network and remembers when the catalogue was last fetched from the server, which the kiosk
// header shows. Environment: client, kiosk mode only.

import { KIOSK_DATA_AT_KEY } from '../../engine/kioskReset'
import { decodeFromKioskWorker, unhandledKioskMessage } from '../../engine/kioskWorkerMessages'
import { hydraStore } from '../catalogue/hydraStore'
import { kioskStore, patchKiosk } from './kioskStore'

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
      const decoded = decodeFromKioskWorker(event.data)
      if (!decoded.ok) {
        // An old worker still controlling the page after an update, most likely: say so.
        console.warn(`kiosk service worker: ${decoded.problem}`)
        return
      }
      const { message } = decoded
      switch (message.kind) {
        case 'data':
          if (message.cached) patchKiosk({ online: false, dataAt: message.at })
          else if (message.at) remember(message.at)
          break
        default:
          console.warn(`kiosk service worker: ${unhandledKioskMessage(message.kind)}`)
      }
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
