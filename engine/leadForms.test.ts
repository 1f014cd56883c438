import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { LEAD_FORM_CASES } from './leadFormCases'
import {
  checkField,
  FIELD_INVALID,
  FIELD_MESSAGE_KEYS,
  fieldSchemas,
  FORM_FIELDS,
  isFieldMessageKey,
  LEAD_KINDS,
  type LeadField,
} from './leadForms'

const requiredIn = (kind: keyof typeof FORM_FIELDS, field: string) =>
  FORM_FIELDS[kind].find((f) => f.field === field)?.required ?? false

/** What the server keeps of a value, or the rule it breaks, whatever the value's type. */
const parsed = (field: LeadField, value: unknown) => {
  const result = z.safeParse(fieldSchemas()[field] as z.ZodMiniType<unknown, unknown>, value)
  return result.success ? { kept: result.data } : { broken: result.error.issues[0]?.message }
}

describe('checkField', () => {
  it.each(LEAD_FORM_CASES)('%s %s %j -> %s', (kind, field, typed, broken) => {
    expect(checkField(field, typed, requiredIn(kind, field))).toBe(broken)
  })

  it('answers only with known keys, a wrong type included', () => {
    expect(FIELD_MESSAGE_KEYS.every(isFieldMessageKey)).toBe(true)
    expect(isFieldMessageKey('name.missing')).toBe(false)
  })

  it('lets a blank optional field through, spaces included, and checks a filled one', () => {
    expect(checkField('agency', '   ', false)).toBeNull()
    expect(checkField('email', ' \t ', false)).toBeNull()
    expect(checkField('agency', 'A', false)).toBe('agency.invalid')
    expect(checkField('email', '   ', true)).toBe('email.required')
  })
})

describe('the forms', () => {
  it('are the three kinds, each with its fields in order', () => {
    expect(Object.keys(FORM_FIELDS)).toEqual([...LEAD_KINDS])
    expect(LEAD_KINDS).toEqual(['callback', 'subscription', 'broker'])
    expect(FORM_FIELDS).toEqual({
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
    })
  })

  it('call a value of the wrong type invalid with the field’s own key', () => {
    for (const field of Object.keys(FIELD_INVALID) as LeadField[]) {
      expect(FIELD_INVALID[field].startsWith(`${field}.`)).toBe(true)
      expect(isFieldMessageKey(FIELD_INVALID[field])).toBe(true)
    }
    expect(FIELD_INVALID).toEqual({
      name: 'name.invalid_chars',
      phone: 'phone.invalid',
      email: 'email.invalid',
      agency: 'agency.invalid',
    })
  })
})

describe('a value the API receives', () => {
  it.each([
    ['name', undefined, 'name.required'],
    ['name', null, 'name.required'],
    ['name', 42, 'name.invalid_chars'],
    ['phone', undefined, 'phone.required'],
    ['phone', null, 'phone.required'],
    ['phone', 79001234567, 'phone.invalid'],
    ['email', null, 'email.required'],
    ['email', ['a@b.ru'], 'email.invalid'],
    ['agency', 7, 'agency.invalid'],
  ] as const)('%s %j breaks %s', (field, value, broken) => {
    expect(parsed(field, value)).toEqual({ broken })
  })

  it('is kept trimmed, a name’s spaces collapsed and a phone in E.164', () => {
    expect(parsed('name', '  Анна \t  Мария ')).toEqual({ kept: 'Анна Мария' })
    expect(parsed('phone', ' 8 (921) 000-00-00 ')).toEqual({ kept: '+79210000000' })
    expect(parsed('email', ' anna@khvoya-club.ru ')).toEqual({ kept: 'anna@khvoya-club.ru' })
    expect(parsed('agency', ' Север ')).toEqual({ kept: 'Север' })
  })
})

describe('a name', () => {
  it.each([
    ['Я'.repeat(80), null],
    ['Zoe\u0301', null],
    ['Анна’Ли', null],
    ['Жан - Поль', null],
    ['-Анна', 'name.invalid_chars'],
    ['Анна-', 'name.invalid_chars'],
    ['\u0301Анна', 'name.invalid_chars'],
    ['Анна--', 'name.invalid_chars'],
    ['Анна 2', 'name.invalid_chars'],
    ['Анна Мария2', 'name.invalid_chars'],
  ] as const)('%j -> %s', (typed, broken) => {
    expect(checkField('name', typed, true)).toBe(broken)
  })
})

describe('an agency', () => {
  it.each([
    ['Аг', null],
    ['А'.repeat(120), null],
    ['Север\u0007', 'agency.invalid'],
    ['Север\nЮг', 'agency.invalid'],
  ] as const)('%j -> %s', (typed, broken) => {
    expect(checkField('agency', typed, true)).toBe(broken)
  })
})
