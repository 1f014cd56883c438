// A lead form (callback, subscription, broker): field messages on blur and on submit, focus on
// the first error, one request per submission, success and error states, drafts kept.

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { TranslationKey } from '../../content/i18n/ru'
import { useLocale, useT } from '../i18n'
import { openPopup } from '../shell/shellActions'
import styles from './LeadForm.module.css'
import { newIdempotencyKey } from './leadOutbox'
import { submitLead } from './leadSubmit'
import {
  clearDraft,
  type Draft,
  FORM_FIELDS,
  type FieldName,
  formatPhoneInput,
  type LeadKind,
  readDraft,
  saveDraft,
  validateDraft,
  validateField,
} from './leadForm'

type Phase = 'idle' | 'sending' | 'sent' | 'queued' | 'failed'

const LABELS: Record<FieldName, TranslationKey> = {
  name: 'form.name',
  phone: 'form.phone',
  email: 'form.email',
  agency: 'form.agency',
}

const AUTOCOMPLETE: Record<FieldName, string> = {
  name: 'name',
  phone: 'tel',
  email: 'email',
  agency: 'organization',
}

interface LeadFormProps {
  kind: LeadKind
  formId: string
  flats?: readonly string[]
  submitLabel?: TranslationKey
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function LeadForm({ kind, formId, flats, submitLabel = 'form.submit' }: LeadFormProps) {
  const t = useT()
  const locale = useLocale()
  const page = usePageContext().urlPathname
  const uid = useId()
  const [draft, setDraft] = useState<Draft>(() => readDraft(formId))
  // Translated messages: the form's own checks, or the server's per-field answer.
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [phase, setPhase] = useState<Phase>('idle')
  const keyRef = useRef<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = FORM_FIELDS[kind]

  // Typed before the page's scripts arrived (they load on the first interaction, issue 18): the
  // fields already hold it, so take it into the draft rather than clearing it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed: Partial<Draft> = {}
    for (const { field } of fields) {
      const input = form.elements.namedItem(field)
      if (
        input instanceof HTMLInputElement &&
        input.value &&
        input.value !== (draft[field] ?? '')
      ) {
        typed[field] = input.value
      }
    }
    if (Object.keys(typed).length > 0) setDraft((d) => ({ ...d, ...typed }))
  }, [])

  const update = (field: FieldName, raw: string) => {
    const value = field === 'phone' ? formatPhoneInput(raw) : raw
    const next = { ...draft, [field]: value }
    setDraft(next)
    saveDraft(formId, next)
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (phase === 'sending') return
    const found = validateDraft(kind, draft)
    const messages = Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)]))
    setErrors(messages)
    if (focusFirstError(messages)) return
    keyRef.current ??= newIdempotencyKey()
    setPhase('sending')
    const website =
      (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    const body: Record<string, unknown> = {
      locale,
      page,
      consent: true,
      idempotencyKey: keyRef.current,
      website,
    }
    for (const { field } of fields) if (draft[field]?.trim()) body[field] = draft[field]?.trim()
    if (flats?.length) body.flats = flats
    const outcome = await submitLead(
      { kind, body: { ...body, idempotencyKey: keyRef.current }, queuedAt: Date.now() },
      locale,
      safeLocalStorage(),
    )
    if (outcome.kind === 'sent' || outcome.kind === 'queued') {
      clearDraft(formId)
      keyRef.current = null
      setPhase(outcome.kind)
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors)
      setPhase('idle')
      focusFirstError(outcome.errors)
    } else {
      setPhase('failed')
    }
  }

  function focusFirstError(messages: Partial<Record<string, string>>): boolean {
    const first = fields.find((f) => messages[f.field])
    if (!first) return false
    formRef.current?.querySelector<HTMLInputElement>(`[name="${first.field}"]`)?.focus()
    return true
  }

  if (phase === 'sent' || phase === 'queued') {
    const message =
      phase === 'queued'
        ? 'form.queued'
        : kind === 'subscription'
          ? 'form.subscribed'
          : 'form.success'
    return (
      <p
        className={styles.success}
        role="status"
        data-testid={phase === 'queued' ? 'form-queued' : 'form-success'}
      >
        {t(message)}
      </p>
    )
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid={`form-${kind}`}
    >
      {fields.map(({ field, required }, index) => {
        const id = `${uid}-${field}`
        const error = errors[field]
        return (
          <div key={field} className={styles.field} data-invalid={Boolean(error)}>
            <label htmlFor={id} className={styles.label}>
              {t(field === 'email' && !required ? 'form.emailOptional' : LABELS[field])}
            </label>
            <input
              id={id}
              name={field}
              className={styles.input}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
              autoComplete={AUTOCOMPLETE[field]}
              required={required}
              value={draft[field] ?? ''}
              aria-invalid={Boolean(error)}
              data-autofocus={index === 0 ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => update(field, e.target.value)}
              onBlur={(e) => {
                // Empty fields are reported on submit: an error appearing on blur would move the
                // next control from under the pointer (the consent link) and swallow the click.
                if (!e.target.value.trim()) return
                const message = validateField(field, e.target.value, required)
                setErrors((prev) => ({ ...prev, [field]: message ? t(message) : undefined }))
              }}
            />
            {error ? (
              <p id={`${id}-error`} className={styles.error} data-testid={`error-${field}`}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className={styles.consent}>
        {t('form.consent')}{' '}
        <button
          type="button"
          className={styles.consentLink}
          onClick={() => openPopup('policy', {})}
        >
          {t('form.consentLink')}
        </button>
      </p>
      {phase === 'failed' ? (
        <p className={styles.failure} role="alert" data-testid="form-error">
          {t('form.error')}
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.submit}
        disabled={phase === 'sending'}
        aria-busy={phase === 'sending'}
      >
        {phase === 'sending'
          ? t('form.sending')
          : phase === 'failed'
            ? t('form.retry')
            : t(submitLabel)}
      </button>
    </form>
  )
}
