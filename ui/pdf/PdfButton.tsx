// The PDF button of the plans, favourites and compare screens: one flat gives its sheet
// (khvoya-<alt>.pdf), several a booklet (khvoya-izbrannoe.pdf, khvoya-favourites.pdf). The PDF code loads on the first
// click; progress, errors and Try again show beside the button. Environment: client.

import type { Locale } from '../../engine/types'
import { useLocale, useT } from '../i18n'
import { BrokerForm } from './BrokerForm'
import { exportMessage } from './exportMessages'
import { isRetryable } from './exportState'
import styles from './Pdf.module.css'
import { usePdfExport } from './usePdfExport'

export interface PdfButtonProps {
  alts: string[]
  label?: string
  /** Shows the broker details form under the button (name, agency, phone, hide the price). */
  showBranding?: boolean
  className?: string
  /** The sheets' language; the page's by default. */
  locale?: Locale
  /** Furniture on the plans (the print template's toggle); on by default. */
  furniture?: boolean
}

export function PdfButton({
  alts,
  label,
  showBranding = false,
  className,
  locale,
  furniture = true,
}: PdfButtonProps) {
  const t = useT()
  const pageLocale = useLocale()
  const { state, run } = usePdfExport(locale ?? pageLocale)
  const working = state.status === 'working'
  const failed = state.status === 'failed'
  const message = exportMessage(state, t)
  const text = label ?? (alts.length > 1 ? t('pdf.buttonMany') : t('pdf.button'))
  return (
    <div
      className={[styles.pdfButton, className].filter(Boolean).join(' ')}
      data-testid="pdf-button"
    >
      <button
        type="button"
        className={styles.primary}
        onClick={() => run(alts, furniture)}
        disabled={working || alts.length === 0}
        aria-busy={working}
        data-testid="pdf-download"
      >
        {text}
      </button>
      {failed && isRetryable(state.failure) ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => run(alts, furniture)}
          data-testid="pdf-retry"
        >
          {t('pdf.retry')}
        </button>
      ) : null}
      <p
        className={failed ? styles.error : styles.status}
        role={failed ? 'alert' : 'status'}
        aria-live="polite"
        data-testid="pdf-status"
      >
        {message}
      </p>
      {showBranding ? <BrokerForm /> : null}
    </div>
  )
}
