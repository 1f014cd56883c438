// The lead forms' rules, one copy for the browser (checks as the visitor types) and the server (the
// API's verdict): the kinds, their fields, one zod schema a field and the message keys they answer
// with. Pure; zod/mini rather than zod so the browser's form chunk carries only the checks it uses.

import * as z from 'zod/mini'
import { normalisePhone } from './phoneNumber'

export const LEAD_KINDS = ['callback', 'subscription', 'broker'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export type LeadField = 'name' | 'phone' | 'email' | 'agency'

/** The fields each form shows, in order; the server's object schemas are built from the same. */
export const FORM_FIELDS: Record<LeadKind, readonly { field: LeadField; required: boolean }[]> = {
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

/** Every answer a field's schema can give; the server and the browser each word them once. */
export const FIELD_MESSAGE_KEYS = [
  'name.required',
  'name.too_short',
  'name.too_long',
  'name.invalid_chars',
  'phone.required',
  'phone.invalid',
  'email.required',
  'email.too_long',
  'email.invalid',
  'agency.invalid',
] as const
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number]

// Cyrillic and Latin letters (with their accents), words joined by spaces, hyphens or apostrophes:
// the names the sales team can read out on the phone.
const NAME =
  /^[\p{Script=Cyrillic}\p{Script=Latin}][\p{Script=Cyrillic}\p{Script=Latin}\p{M}]*(?:[\s'’-]+[\p{Script=Cyrillic}\p{Script=Latin}][\p{Script=Cyrillic}\p{Script=Latin}\p{M}]*)*$/u
const CONTROL_FREE = /^[^\p{Cc}]*$/u

/** A missing value (or '' or null) is "required"; any other wrong type is `otherwise`. */
const requiredOr =
  (key: FieldMessageKey, otherwise: FieldMessageKey) => (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? key : otherwise

/**
 * A field that must be filled: trimmed, "required" when absent or blank, `invalid` for a value of
 * the wrong type; then the field's own checks, in order.
 */
const requiredText = (
  field: 'name' | 'phone' | 'email',
  invalid: FieldMessageKey,
  ...checks: z.core.$ZodCheck<string>[]
) =>
  z
    .string({ error: requiredOr(`${field}.required`, invalid) })
    .check(z.trim(), z.minLength(1, { error: `${field}.required` }), ...checks)

/**
 * The schemas are built at the first check, not when the module loads: every page's entry carries
 * the lead forms' outbox, and building them (zod's constructors) was some 8 ms of the entry's first
 * task on a phone, on pages where nobody fills a form.
 */
function buildSchemas() {
  const name = z.pipe(
    requiredText(
      'name',
      'name.invalid_chars',
      z.minLength(2, { error: 'name.too_short' }),
      z.maxLength(80, { error: 'name.too_long' }),
      z.regex(NAME, { error: 'name.invalid_chars' }),
    ),
    z.transform((value: string) => value.replace(/\s+/g, ' ')),
  )

  const phone = z.pipe(
    requiredText('phone', 'phone.invalid'),
    z.transform((value: string, ctx) => {
      const e164 = normalisePhone(value)
      if (e164 !== null) return e164
      ctx.issues.push({ code: 'custom', message: 'phone.invalid', input: value })
      return z.NEVER
    }),
  )

  const email = z.pipe(
    requiredText('email', 'email.invalid', z.maxLength(254, { error: 'email.too_long' })),
    z.email({ error: 'email.invalid' }),
  )

  const agency = z
    .string({ error: 'agency.invalid' })
    .check(
      z.trim(),
      z.minLength(2, { error: 'agency.invalid' }),
      z.maxLength(120, { error: 'agency.invalid' }),
      z.regex(CONTROL_FREE, { error: 'agency.invalid' }),
    )

  return { name, phone, email, agency }
}

let schemas: ReturnType<typeof buildSchemas> | undefined

/** One schema a field: trims, checks and cleans (a phone comes out in E.164). */
export function fieldSchemas(): ReturnType<typeof buildSchemas> {
  schemas ??= buildSchemas()
  return schemas
}

/** The first rule `value` breaks, or null; a blank optional field breaks none. */
export function checkField(
  field: LeadField,
  value: string,
  required: boolean,
): FieldMessageKey | null {
  if (!required && value.trim() === '') return null
  const result = z.safeParse(fieldSchemas()[field] as z.ZodMiniType<unknown, unknown>, value)
  if (result.success) return null
  const key = result.error.issues[0]?.message
  return isFieldMessageKey(key) ? key : FIELD_INVALID[field]
}

/** What a value that fails without a worded rule (a wrong type) is called. */
export const FIELD_INVALID: Record<LeadField, FieldMessageKey> = {
  name: 'name.invalid_chars',
  phone: 'phone.invalid',
  email: 'email.invalid',
  agency: 'agency.invalid',
}

export function isFieldMessageKey(value: unknown): value is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly unknown[]).includes(value)
}
