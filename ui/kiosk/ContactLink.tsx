// A phone number or an e-mail address: a tel:/mailto: link on a phone or a computer; on the
// showroom kiosk, which has no dialler or mail client, plain text with a button that shows it as a
// QR code for the visitor's phone (the kiosk's hand-off).

import type { ReactNode } from 'react'
import { useLocale } from '../i18n'
import styles from './Kiosk.module.css'
import { kioskText } from './kioskText'
import { patchKiosk, useKiosk } from './kioskStore'

interface ContactLinkProps {
  /** `tel:+7…` or `mailto:…`. */
  href: string
  className?: string
  children: ReactNode
  'aria-label'?: string
}

export function ContactLink({ href, className, children, ...rest }: ContactLinkProps) {
  const locale = useLocale()
  const kiosk = useKiosk((s) => s.config !== null)
  if (!kiosk) {
    return (
      <a className={className} href={href} aria-label={rest['aria-label']}>
        {children}
      </a>
    )
  }
  return (
    <span className={className} data-testid="kiosk-contact">
      <span>{children}</span>{' '}
      <button
        type="button"
        className={`button button--ghost ${styles.contactQr}`}
        onClick={() => patchKiosk({ qr: { url: href, reason: 'contact' } })}
      >
        {kioskText(locale, 'contactQr')}
      </button>
    </span>
  )
}
