// The broker's details for the sheet header, typed once and kept on this device: name, agency,
// phone, and whether sheets show the price. Saved under `khvoya:broker`. Environment: client.

import { type FormEvent, useEffect, useId, useState } from 'react'
import { useT } from '../i18n'
import {
  type BrokerBranding,
  NO_BRANDING,
  parseBranding,
  readBranding,
  writeBranding,
} from './brokerBranding'
import styles from './Pdf.module.css'

export interface BrokerFormProps {
  /** Called with what was saved (or cleared), so a preview can redraw at once. */
  onChange?: (branding: BrokerBranding) => void
  open?: boolean
}

export function BrokerForm({ onChange, open = false }: BrokerFormProps) {
  const t = useT()
  const id = useId()
  const [draft, setDraft] = useState<BrokerBranding>(NO_BRANDING)
  const [saved, setSaved] = useState(false)
  // localStorage exists only in the browser: read after the first render, never during SSR.
  useEffect(() => setDraft(readBranding()), [])

  const commit = (next: BrokerBranding) => {
    const clean = parseBranding(next)
    writeBranding(clean)
    setDraft(clean)
    setSaved(true)
    onChange?.(clean)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    commit(draft)
  }
  const field = (key: 'name' | 'agency' | 'phone', type: string, autoComplete: string) => (
    <label className={styles.field} htmlFor={`${id}-${key}`}>
      <span>{t(`pdf.branding.${key}`)}</span>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={draft[key]}
        maxLength={key === 'phone' ? 30 : 60}
        onChange={(e) => {
          setSaved(false)
          setDraft({ ...draft, [key]: e.target.value })
        }}
        data-testid={`broker-${key}`}
      />
    </label>
  )
  return (
    <details className={styles.broker} open={open} data-testid="broker-form">
      <summary>{t('pdf.branding')}</summary>
      <form onSubmit={submit}>
        <p className={styles.hint}>{t('pdf.branding.hint')}</p>
        {field('name', 'text', 'name')}
        {field('agency', 'text', 'organization')}
        {field('phone', 'tel', 'tel')}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.hidePrice}
            onChange={(e) => commit({ ...draft, hidePrice: e.target.checked })}
            data-testid="broker-hide-price"
          />
          <span>{t('pdf.branding.hidePrice')}</span>
        </label>
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} data-testid="broker-save">
            {t('pdf.branding.save')}
          </button>
          <button type="button" className={styles.link} onClick={() => commit(NO_BRANDING)}>
            {t('pdf.branding.clear')}
          </button>
          <span className={styles.status} role="status">
            {saved ? t('pdf.branding.saved') : ''}
          </span>
        </div>
      </form>
    </details>
  )
}
