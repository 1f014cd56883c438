// On the kiosk no link leaves the site and nothing is downloaded to the screen: other
// sites, files, phone numbers and e-mail addresses open as a QR code for the visitor's phone, a
// PDF made in the page opens the hand-off instead. Environment: client, kiosk mode only.

import { kioskLinkVerdict } from '../../engine/kioskHandoff'
import { SITE_ORIGIN } from '../siteOrigin'
import { patchKiosk } from './kioskStore'

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  const link = target?.closest<HTMLAnchorElement>('a[href]')
  if (!link) return
  const verdict = kioskLinkVerdict(
    { href: link.getAttribute('href') ?? '', download: link.hasAttribute('download') },
    window.location.href,
    SITE_ORIGIN,
  )
  if (verdict.kind === 'follow') return
  event.preventDefault()
  event.stopImmediatePropagation()
  if (verdict.kind === 'qr') patchKiosk({ qr: { url: verdict.url, reason: verdict.reason } })
  else patchKiosk({ handoff: true })
}

export function installKioskLinks(win: Window): void {
  win.document.addEventListener('click', onClick, true)
  // A new window would leave the kiosk; what it would show is offered as a QR code instead.
  win.open = (url?: string | URL) => {
    if (url) onClick(fakeClick(win, String(url)))
    return null
  }
}

function fakeClick(win: Window, href: string): MouseEvent {
  const a = win.document.createElement('a')
  a.setAttribute('href', href)
  const event = new MouseEvent('click', { cancelable: true })
  Object.defineProperty(event, 'target', { value: a })
  return event
}
