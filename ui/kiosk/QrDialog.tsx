// A link the kiosk does not follow (another site, a file, a phone number), as a QR code for the
// visitor's phone, with what it is and where it leads.

import { Dialog } from '../popups/Dialog'
import { useLocale } from '../i18n'
import styles from './Kiosk.module.css'
import { patchKiosk, type QrReason, useKiosk } from './kioskStore'
import { type KioskTextKey, kioskText } from './kioskText'
import { QrCode } from './QrCode'

const EXPLAIN: Record<QrReason, KioskTextKey> = {
  external: 'qrExternal',
  download: 'qrDownload',
  contact: 'qrContact',
  route: 'qrRoute',
}

/** What the visitor reads under the code: the address without its scheme, readable, short. */
function shown(url: string): string {
  let text = url.replace(/^https?:\/\//, '').replace(/^(tel|mailto):/, '')
  try {
    text = decodeURI(text)
  } catch {}
  return text.length > 72 ? `${text.slice(0, 71)}…` : text
}

export default function QrDialog() {
  const locale = useLocale()
  const qr = useKiosk((s) => s.qr)
  if (!qr) return null
  const close = () => patchKiosk({ qr: null })
  return (
    <Dialog title={kioskText(locale, 'qrTitle')} onClose={close} testId="kiosk-qr-dialog">
      <div className={styles.qrBody} data-reason={qr.reason}>
        {qr.name ? <p className={styles.qrName}>{qr.name}</p> : null}
        <QrCode className={styles.qrLarge} text={qr.url} label={shown(qr.url)} />
        <p className={styles.qrText}>{kioskText(locale, EXPLAIN[qr.reason])}</p>
        <p className={styles.qrUrl}>{shown(qr.url)}</p>
        <button type="button" className={styles.primary} onClick={close} data-autofocus>
          {kioskText(locale, 'qrClose')}
        </button>
      </div>
    </Dialog>
  )
}
