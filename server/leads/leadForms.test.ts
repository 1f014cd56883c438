import { describe, expect, it } from 'vitest'
import { LEAD_FORM_CASES } from '../../engine/leadFormCases'
import { FIELD_MESSAGE_KEYS } from '../../engine/leadForms'
import type { LeadKind } from '../db/schema'
import { LEAD_MESSAGES } from './leadMessages'
import { leadFormSchemas, parseLeadForm } from './leadForms'

const schemas = leadFormSchemas((alt) => alt.startsWith('11-'))
const KEY = '5f0c2a8e-3b1d-4c6a-9e7f-2d4b6a8c0e1f'

const valid: Record<LeadKind, Record<string, unknown>> = {
  callback: { name: 'Анна Петрова', phone: '8 900 123-45-67', consent: true, idempotencyKey: KEY },
  subscription: { email: 'anna@example.ru', consent: true, idempotencyKey: KEY },
  broker: {
    name: 'Ivan Smirnov',
    phone: '+7 (921) 000-11-22',
    email: 'ivan@agency.example',
    consent: true,
    idempotencyKey: KEY,
  },
}

const parse = (kind: LeadKind, patch: Record<string, unknown>) => {
  const body = { ...valid[kind], ...patch }
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete body[k]
  return parseLeadForm(schemas, kind, body)
}

describe('parseLeadForm: accepted input', () => {
  it('cleans a callback: E.164 phone, defaults for locale and page', () => {
    const result = parse('callback', { name: '  Анна   Петрова ' })
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'callback',
        name: 'Анна Петрова',
        phone: '+79001234567',
        flats: [],
        locale: 'ru',
        page: '/',
        idempotencyKey: KEY,
      },
    })
  })

  it.each(['Анна-Мария', "O'Connor", 'Jean Luc', 'Д’Артаньян', 'Ёлкин', 'José Núñez', 'Li'])(
    'accepts the name %j',
    (name) => {
      expect(parse('callback', { name }).ok).toBe(true)
    },
  )

  it('keeps optional fields, drops blanks and duplicate flats', () => {
    const result = parse('broker', {
      agency: 'Агентство «Север»',
      flats: ['11-1-1-2', '11-1-1-2', '11-2-3-1'],
      locale: 'en',
      page: '/en/plans/plans-search?building=11',
    })
    expect(result.ok && result.lead).toMatchObject({
      agency: 'Агентство «Север»',
      flats: ['11-1-1-2', '11-2-3-1'],
      locale: 'en',
    })
    const blank = parse('callback', { email: '', flats: [], website: '' })
    expect(blank.ok && blank.lead.email).toBe(undefined)
  })

  it('takes a blank optional field sent as null for one left out, and carries only what was asked', () => {
    const result = parse('broker', { agency: null, flats: null })
    expect(result).toStrictEqual({
      ok: true,
      lead: {
        kind: 'broker',
        name: 'Ivan Smirnov',
        phone: '+79210001122',
        email: 'ivan@agency.example',
        flats: [],
        locale: 'ru',
        page: '/',
        idempotencyKey: KEY,
      },
    })
    expect(parse('subscription', { email: 'anna@example.ru' })).toStrictEqual({
      ok: true,
      lead: {
        kind: 'subscription',
        email: 'anna@example.ru',
        flats: [],
        locale: 'ru',
        page: '/',
        idempotencyKey: KEY,
      },
    })
    expect(parse('callback', { email: null }).ok).toBe(true)
  })
})

describe('parseLeadForm: each rule', () => {
  it.each<[LeadKind, Record<string, unknown>, string, string]>([
    ['callback', { name: undefined }, 'name', 'required'],
    ['callback', { name: '' }, 'name', 'required'],
    ['callback', { name: 'А' }, 'name', 'too_short'],
    ['callback', { name: 'Я'.repeat(81) }, 'name', 'too_long'],
    ['callback', { name: 'R2D2' }, 'name', 'invalid_chars'],
    ['callback', { name: 'Anna <b>' }, 'name', 'invalid_chars'],
    ['callback', { name: '李小龙' }, 'name', 'invalid_chars'],
    ['callback', { name: 42 }, 'name', 'invalid_chars'],
    ['callback', { phone: undefined }, 'phone', 'required'],
    ['callback', { phone: '12345' }, 'phone', 'invalid'],
    ['callback', { phone: '+7 100 000 00 00' }, 'phone', 'invalid'],
    ['callback', { email: 'not-an-email' }, 'email', 'invalid'],
    ['callback', { email: `${'a'.repeat(250)}@x.ru` }, 'email', 'too_long'],
    ['subscription', { email: undefined }, 'email', 'required'],
    ['broker', { email: undefined }, 'email', 'required'],
    ['broker', { agency: 'x'.repeat(121) }, 'agency', 'invalid'],
    ['callback', { consent: false }, 'consent', 'required'],
    ['callback', { consent: undefined }, 'consent', 'required'],
    ['callback', { consent: 'yes' }, 'consent', 'required'],
    ['callback', { flats: 'x' }, 'flats', 'invalid'],
    ['callback', { flats: ['11-1'] }, 'flats', 'invalid'],
    ['callback', { flats: ['x11-1-1-1'] }, 'flats', 'invalid'],
    ['callback', { flats: ['11-1-1-1x'] }, 'flats', 'invalid'],
    ['callback', { flats: ['11-1x-1-1'] }, 'flats', 'invalid'],
    ['callback', { page: '/plans x' }, 'page', 'invalid'],
    ['callback', { idempotencyKey: `!${KEY}` }, 'idempotencyKey', 'invalid'],
    ['callback', { idempotencyKey: `${KEY}!` }, 'idempotencyKey', 'invalid'],
    [
      'callback',
      { flats: Array.from({ length: 21 }, (_, i) => `11-1-1-${i + 1}`) },
      'flats',
      'too_many',
    ],
    ['callback', { flats: ['99-1-1-1'] }, 'flats', 'unknown_flat'],
    ['callback', { locale: 'de' }, 'locale', 'invalid'],
    ['callback', { page: 'https://evil.example/' }, 'page', 'invalid'],
    ['callback', { page: '//evil.example/' }, 'page', 'invalid'],
    ['callback', { page: `/${'a'.repeat(300)}` }, 'page', 'invalid'],
    ['callback', { idempotencyKey: undefined }, 'idempotencyKey', 'required'],
    ['callback', { idempotencyKey: null }, 'idempotencyKey', 'required'],
    // An empty key is a string: it breaks the key's pattern, not its presence.
    ['callback', { idempotencyKey: '' }, 'idempotencyKey', 'invalid'],
    ['callback', { idempotencyKey: 1234567890123456 }, 'idempotencyKey', 'invalid'],
    ['callback', { website: 'https://spam.example' }, 'website', 'unknown'],
    ['callback', { flats: ['11-1-1-1', '99-1-1-1'] }, 'flats', 'unknown_flat'],
    ['callback', { idempotencyKey: 'short' }, 'idempotencyKey', 'invalid'],
    ['callback', { idempotencyKey: 'has spaces in it, 1234' }, 'idempotencyKey', 'invalid'],
    ['callback', { surname: 'Петрова' }, 'surname', 'unknown'],
    ['subscription', { name: 'Анна' }, 'name', 'unknown'],
    ['callback', { agency: 'Север' }, 'agency', 'unknown'],
  ])('%s %j -> %s.%s', (kind, patch, field, code) => {
    const result = parse(kind, patch)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors[field]?.code).toBe(code)
    expect(Object.keys(result.errors)).toEqual([field])
  })

  it('reports every bad field at once, each in both languages', () => {
    const result = parseLeadForm(schemas, 'broker', { consent: true, idempotencyKey: KEY })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'name', 'phone'])
    expect(result.errors.phone?.message).toEqual({
      ru: 'Укажите телефон',
      en: 'Enter your phone number',
    })
  })

  // The same table the browser's checks run (ui/forms/leadForm.test.ts), sent as the browser sends
  // a field: trimmed, and left out when blank.
  it.each(LEAD_FORM_CASES)('%s %s %j -> %s, as in the browser', (kind, field, typed, broken) => {
    const sent = typed.trim()
    const result = parse(kind, { [field]: sent === '' ? undefined : sent })
    if (broken === null) {
      expect(result.ok).toBe(true)
    } else {
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.errors[field]?.code).toBe(broken.split('.')[1])
    }
  })

  it('words every answer of the shared field rules', () => {
    for (const key of FIELD_MESSAGE_KEYS) expect(LEAD_MESSAGES[key]).toHaveLength(2)
  })

  it('has a Russian and an English sentence for every message', () => {
    for (const [ru, en] of Object.values(LEAD_MESSAGES)) {
      expect(ru).toMatch(/[А-Яа-яЁё]/)
      expect(en).toMatch(/^[A-Z][^А-Яа-я]+$/)
    }
  })
})
