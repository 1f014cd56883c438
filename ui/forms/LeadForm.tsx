// A lead form (callback, subscription, broker): field messages on blur and on submit, focus on
// the first error, one request per submission, success and error states, drafts kept.

import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { TranslationKey } from '../../content/i18n/dictionary'
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
  withTyped,
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
  /** The server's word on a refused lead (a rate limit), shown instead of the generic failure. */
  const [failure, setFailure] = useState<string | null>(null)
  const keyRef = useRef<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = FORM_FIELDS[kind]

  // The latest draft, for handlers that run before React re-renders with it: a keystroke met by
  // hydration is handled with the served (empty) draft in its closure, and building on that
  // emptied the other fields the visitor had already typed.
  const draftRef = useRef(draft)
  const keep = (next: Draft) => {
    draftRef.current = next
    setDraft(next)
    // Kept as the draft too: the served callback popup hands its typing to the popup layer's.
    saveDraft(formId, next)
  }

  // Typed before the page's scripts arrived (they load on the first interaction): the fields
  // already hold it, so it becomes the draft rather than being cleared. Before any event React
  // handles after hydrating, so no handler starts from the empty draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const next = withTyped(draftRef.current, fields, (field) => {
      const input = form.elements.namedItem(field)
      return input instanceof HTMLInputElement ? input.value : undefined
    })
    if (next !== draftRef.current) keep(next)
  }, [])

  const update = (field: FieldName, raw: string) => {
    const value = field === 'phone' ? formatPhoneInput(raw) : raw
    keep({ ...draftRef.current, [field]: value })
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
      setFailure(outcome.message ?? null)
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
          {t('form.honeypot')}
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
          {failure ?? t('form.error')}
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
