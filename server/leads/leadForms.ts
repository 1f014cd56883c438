// The three lead forms (callback, subscription, broker) as zod schemas, and `parseLeadForm`, which
// turns a request body into a clean lead or a per-field map of bilingual errors. Pure: the only
// outside knowledge is `isKnownFlat`, passed in.

import { z } from 'zod'
import {
  fieldSchemas,
  type FieldMessageKey,
  LEAD_KINDS,
  type LeadKind,
} from '../../engine/leadForms'
import type { Locale } from '../../engine/types'
import {
  type FormError,
  formError,
  isLeadMessageKey,
  LEAD_MESSAGES,
  type LeadMessageKey,
} from './leadMessages'

export { LEAD_KINDS }

// Every answer of the shared field rules has its sentence here (a compile error otherwise).
LEAD_MESSAGES satisfies Record<FieldMessageKey, unknown>

export interface LeadForm {
  kind: LeadKind
  name?: string
  phone?: string
  email?: string
  agency?: string
  flats: string[]
  locale: Locale
  page: string
  idempotencyKey: string
}

export type LeadFormResult =
  | { ok: true; lead: LeadForm }
  | { ok: false; errors: Record<string, FormError> }

const FLAT_ALT = /^[1-9]\d{0,2}-[1-9]\d{0,2}-[1-9]\d{0,2}-[1-9]\d{0,3}$/
const PAGE = /^\/(?!\/)[^\s\p{Cc}]*$/u
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/
// Optional fields a form may send as '' or null when the visitor left them empty.
const BLANK_MEANS_ABSENT = ['email', 'agency', 'flats', 'website'] as const

const required = (key: LeadMessageKey, otherwise: LeadMessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? key : otherwise

// The visitor's fields follow the rules the browser checks too (engine/leadForms.ts).
const { name, phone, email, agency } = fieldSchemas()

const common = {
  consent: z.literal(true, { error: 'consent.required' }),
  locale: z.enum(['ru', 'en'], { error: 'locale.invalid' }).optional(),
  page: z
    .string({ error: 'page.invalid' })
    .max(300, { error: 'page.invalid' })
    .regex(PAGE, { error: 'page.invalid' })
    .optional(),
  idempotencyKey: z
    .string({ error: required('idempotencyKey.required', 'idempotencyKey.invalid') })
    .regex(IDEMPOTENCY_KEY, { error: 'idempotencyKey.invalid' }),
  // The honeypot: the route answers a filled one before validation, so only '' reaches here.
  website: z.literal('').optional(),
}

function flatsSchema(isKnownFlat: (alt: string) => boolean) {
  return z
    .array(z.string().regex(FLAT_ALT), { error: 'flats.invalid' })
    .max(20, { error: 'flats.too_many' })
    .refine((alts) => alts.every(isKnownFlat), { error: 'flats.unknown_flat' })
    .transform((alts) => [...new Set(alts)])
    .optional()
}

/** Builds the three schemas once; `isKnownFlat` says whether an alt is a flat of the catalogue. */
export function leadFormSchemas(isKnownFlat: (alt: string) => boolean) {
  const flats = flatsSchema(isKnownFlat)
  return {
    callback: z.strictObject({ ...common, name, phone, email: z.optional(email), flats }),
    subscription: z.strictObject({ ...common, email }),
    broker: z.strictObject({ ...common, name, phone, email, agency: z.optional(agency), flats }),
  } satisfies Record<LeadKind, z.ZodType>
}

export type LeadFormSchemas = ReturnType<typeof leadFormSchemas>

export function parseLeadForm(
  schemas: LeadFormSchemas,
  kind: LeadKind,
  body: Record<string, unknown>,
): LeadFormResult {
  const input: Record<string, unknown> = { ...body }
  for (const field of BLANK_MEANS_ABSENT) {
    const value = input[field]
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0))
      delete input[field]
  }
  const parsed = schemas[kind].safeParse(input)
  if (parsed.success) {
    const data = parsed.data as z.infer<LeadFormSchemas['broker']> &
      z.infer<LeadFormSchemas['callback']>
    return {
      ok: true,
      lead: {
        kind,
        ...(data.name !== undefined && { name: data.name }),
        ...(data.phone !== undefined && { phone: data.phone }),
        ...(data.email !== undefined && { email: data.email }),
        ...(data.agency !== undefined && { agency: data.agency }),
        flats: data.flats ?? [],
        locale: data.locale ?? 'ru',
        page: data.page ?? '/',
        idempotencyKey: data.idempotencyKey,
      },
    }
  }
  const errors: Record<string, FormError> = {}
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= formError('field.unknown')
      continue
    }
    const field = String(issue.path[0] ?? 'body')
    if (errors[field]) continue
    const key = isLeadMessageKey(issue.message) ? issue.message : fallbackKey(field)
    errors[field] = formError(key)
  }
  return { ok: false, errors }
}

function fallbackKey(field: string): LeadMessageKey {
  const guess = `${field}.invalid`
  return isLeadMessageKey(guess) ? guess : 'field.unknown'
}
