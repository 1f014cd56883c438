// Client side of the lead forms: the shared rules (engine/leadForms.ts, the same the server
// applies) worded from the i18n dictionaries, phone formatting as it is typed, and the drafts that
// survive closing and reopening a popup.

import type { TranslationKey } from '../../content/i18n/dictionary'
import {
  checkField,
  FORM_FIELDS,
  type FieldMessageKey,
  type LeadField,
  type LeadKind,
} from '../../engine/leadForms'

export { FORM_FIELDS }
export type { LeadKind }
export type FieldName = LeadField
export type Draft = Partial<Record<FieldName, string>>

/** The browser's wording of each rule: shorter than the server's, one sentence a field. */
const MESSAGES: Record<FieldMessageKey, TranslationKey> = {
  'name.required': 'form.required',
  'name.too_short': 'form.invalidName',
  'name.too_long': 'form.invalidName',
  'name.invalid_chars': 'form.invalidName',
  'phone.required': 'form.required',
  'phone.invalid': 'form.invalidPhone',
  'email.required': 'form.required',
  'email.too_long': 'form.invalidEmail',
  'email.invalid': 'form.invalidEmail',
  'agency.invalid': 'form.invalidAgency',
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
  const key = checkField(field, value, required)
  return key === null ? null : MESSAGES[key]
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

/**
 * The draft with what the fields hold beyond it (typed before the page hydrated); the same draft
 * when they hold nothing new.
 */
export function withTyped(
  draft: Draft,
  fields: readonly { field: FieldName }[],
  typedIn: (field: FieldName) => string | undefined,
): Draft {
  let next = draft
  for (const { field } of fields) {
    const value = typedIn(field)
    if (value && value !== (draft[field] ?? '')) next = { ...next, [field]: value }
  }
  return next
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
