// Kiosk mode at client start: decides whether this screen is a showroom kiosk
// (engine/kioskConfig.ts: the server's cookie, or a `?kiosk=1` entry link remembered for the
// session), then turns the browser into one: no page zoom, no text selection, no context menu,
// links out become QR codes, an idle clock, and the offline cache. Environment: client.

import { KIOSK_SESSION_KEY, resolveKioskConfig } from '../../engine/kioskConfig'
import { installIdleClock } from './kioskIdleClock'
import { installKioskLinks } from './kioskLinks'
import { installKioskNetwork } from './kioskNetwork'
import { patchKiosk } from './kioskStore'

const ZOOM_KEYS = new Set(['+', '-', '=', '0'])

function readSession(win: Window): string | null {
  try {
    return win.sessionStorage.getItem(KIOSK_SESSION_KEY)
  } catch {
    return null
  }
}

function lockZoom(win: Window): void {
  const doc = win.document
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]')
  if (!meta) {
    meta = doc.createElement('meta')
    meta.name = 'viewport'
    doc.head.append(meta)
  }
  // DESIGN 5: pages stay zoomable everywhere but on the kiosk.
  meta.content = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no'
  win.addEventListener('wheel', (e) => e.ctrlKey && e.preventDefault(), { passive: false })
  win.addEventListener('keydown', (e) => {
    if ((e.ctrlKey || e.metaKey) && ZOOM_KEYS.has(e.key)) e.preventDefault()
  })
  // Safari's pinch events; Chromium obeys the viewport and touch-action (ui/kiosk/kiosk.css).
  doc.addEventListener('gesturestart', (e) => e.preventDefault())
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && target.closest('input, textarea, [contenteditable]') !== null
  )
}

/**
 * Takes `kiosk` and `kioskIdle` out of the address, so a shared or reloaded URL is an ordinary
 * one. Called after hydration: the router restores the address it started with while it hydrates.
 */
export function dropEntryParams(win: Window): void {
  const { cleanSearch } = resolveKioskConfig({
    pathname: win.location.pathname,
    search: win.location.search,
    session: null,
    cookies: '',
  })
  if (cleanSearch === null) return
  const { pathname, hash } = win.location
  win.history.replaceState(win.history.state, '', `${pathname}${cleanSearch}${hash}`)
}

export function installKiosk(win: Window): void {
  const { config, session } = resolveKioskConfig({
    pathname: win.location.pathname,
    search: win.location.search,
    session: readSession(win),
    cookies: win.document.cookie,
  })
  try {
    if (session) win.sessionStorage.setItem(KIOSK_SESSION_KEY, session)
    else win.sessionStorage.removeItem(KIOSK_SESSION_KEY)
  } catch {}
  if (!config) return

  win.document.documentElement.dataset.kiosk = 'true'
  patchKiosk({ config })
  lockZoom(win)
  win.addEventListener('contextmenu', (e) => e.preventDefault())
  win.addEventListener('selectstart', (e) => !isEditable(e.target) && e.preventDefault())
  win.addEventListener('dragstart', (e) => e.preventDefault())
  installKioskLinks(win)
  installIdleClock(win, config)
  installKioskNetwork(win)
}
