// Client rules for lead forms: which fields each form has, their checks (mirroring the server's
// schema), and the drafts that survive closing and reopening a popup.

import type { TranslationKey } from '../../content/i18n/ru'

export type LeadKind = 'callback' | 'subscription' | 'broker'
export type FieldName = 'name' | 'phone' | 'email' | 'agency'
export type Draft = Partial<Record<FieldName, string>>

export const FORM_FIELDS: Record<LeadKind, { field: FieldName; required: boolean }[]> = {
  callback: [
    { field: 'name', required: true },
    { field: 'phone', required: true },
    { field: 'email', required: false },
  ],
  subscription: [{ field: 'email', required: true }],
  broker: [
    { field: 'name', required: true },
    { field: 'phone', required: true },
    { field: 'email', required: true },
    { field: 'agency', required: false },
  ],
}

const NAME = /^[\p{L}][\p{L}\s'’-]{1,79}$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Digits of a phone as typed: `8 (921) 000-00-00` -> `+79210000000`; null when it cannot be one. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null
  if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7')))
    return `+7${digits.slice(1)}`
  if (digits.length === 10 && digits.startsWith('9')) return `+7${digits}`
  return null
}

/** Formats a Russian number as it is typed: +7 900 000-00-00; other numbers keep their digits. */
export function formatPhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '')
  if (input.trim().startsWith('+') && !input.trim().startsWith('+7'))
    return `+${digits}`.slice(0, 16)
  if (!digits) return input.trim().startsWith('+') ? '+' : ''
  const local = digits.startsWith('7') || digits.startsWith('8') ? digits.slice(1) : digits
  const p = local.slice(0, 10)
  let out = '+7'
  if (p.length > 0) out += ` ${p.slice(0, 3)}`
  if (p.length > 3) out += ` ${p.slice(3, 6)}`
  if (p.length > 6) out += `-${p.slice(6, 8)}`
  if (p.length > 8) out += `-${p.slice(8, 10)}`
  return out
}

export function validateField(
  field: FieldName,
  value: string,
  required: boolean,
): TranslationKey | null {
  const v = value.trim()
  if (!v) return required ? 'form.required' : null
  if (field === 'name') return NAME.test(v) ? null : 'form.invalidName'
  if (field === 'phone') return normalizePhone(v) ? null : 'form.invalidPhone'
  if (field === 'email') return v.length <= 254 && EMAIL.test(v) ? null : 'form.invalidEmail'
  return v.length <= 120 ? null : 'form.required'
}

export function validateDraft(
  kind: LeadKind,
  draft: Draft,
): Partial<Record<FieldName, TranslationKey>> {
  const errors: Partial<Record<FieldName, TranslationKey>> = {}
  for (const { field, required } of FORM_FIELDS[kind]) {
    const error = validateField(field, draft[field] ?? '', required)
    if (error) errors[field] = error
  }
  return errors
}

const drafts = new Map<string, Draft>()

export function readDraft(formId: string): Draft {
  return drafts.get(formId) ?? {}
}

export function saveDraft(formId: string, draft: Draft): void {
  drafts.set(formId, draft)
}

export function clearDraft(formId: string): void {
  drafts.delete(formId)
}
