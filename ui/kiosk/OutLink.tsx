// A link to another site (a route in a map service): an ordinary link that opens in a new tab on
// a phone or a computer; on the showroom kiosk, which must never leave the site, a button that
// shows the address as a QR code for the visitor's phone, named after where it leads.

import type { ReactNode } from 'react'
import { ExternalIcon } from '../icons'
import { patchKiosk, type QrReason, useKiosk } from './kioskStore'

interface OutLinkProps {
  href: string
  /** What the link opens, in the page's language: the QR dialog says it above the code. */
  name: string
  className?: string
  /** Why the kiosk hands it over: the QR dialog explains a route differently from a page. */
  reason?: Extract<QrReason, 'external' | 'route'>
  /** Marks the ordinary link as leaving the site. */
  externalIcon?: boolean
  children?: ReactNode
}

/** A small QR glyph: the button shows a code, it does not leave for another site. */
function QrGlyph() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" fill="currentColor">
      <path d="M3 3h8v8H3Zm2 2v4h4V5Zm8-2h8v8h-8Zm2 2v4h4V5ZM3 13h8v8H3Zm2 2v4h4v-4Zm8-2h2v2h-2Zm4 0h4v2h-4Zm-4 4h4v2h-4Zm6 0h2v4h-6v-2h4Z" />
    </svg>
  )
}

export function OutLink({
  href,
  name,
  className,
  reason = 'external',
  externalIcon = false,
  children,
}: OutLinkProps) {
  const kiosk = useKiosk((s) => s.config !== null)
  if (!kiosk) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children ?? name}
        {externalIcon ? <ExternalIcon width={16} height={16} /> : null}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={className}
      data-testid="kiosk-out-link"
      data-href={href}
      onClick={() => patchKiosk({ qr: { url: href, reason, name } })}
    >
      <QrGlyph />
      {children ?? name}
    </button>
  )
}
