import { describe, expect, it } from 'vitest'
import { LEAD_FORM_CASES } from '../../engine/leadFormCases'
import { FORM_FIELDS, formatPhoneInput, validateDraft, validateField, withTyped } from './leadForm'

describe('formatPhoneInput', () => {
  it.each([
    ['8921', '+7 921'],
    ['89210001122', '+7 921 000-11-22'],
    ['+7921000', '+7 921 000'],
    ['+4420', '+4420'],
    ['', ''],
  ])('%s -> %s', (input, out) => {
    expect(formatPhoneInput(input)).toBe(out)
  })
})

describe('validation', () => {
  it.each([
    ['name', '', true, 'form.required'],
    ['name', 'А', true, 'form.invalidName'],
    ['name', 'Анна-Мария', true, null],
    ['name', "O'Neil", true, null],
    ['name', 'R2D2', true, 'form.invalidName'],
    ['email', 'x@y', true, 'form.invalidEmail'],
    ['email', 'anna@khvoya-club.ru', true, null],
    ['email', '', false, null],
    ['phone', '+7 921', true, 'form.invalidPhone'],
  ] as const)('%s %j required=%s -> %s', (field, value, required, error) => {
    expect(validateField(field, value, required)).toBe(error)
  })

  // The browser refuses exactly what the server refuses (server/leads/leadForms.test.ts runs the
  // same table through the API's parser).
  it.each(LEAD_FORM_CASES)('%s %s %j: refused=%s', (kind, field, typed, broken) => {
    const required = FORM_FIELDS[kind].find((f) => f.field === field)?.required ?? false
    expect(validateField(field, typed, required) !== null).toBe(broken !== null)
  })

  it('callback needs name and phone only', () => {
    expect(validateDraft('callback', {})).toEqual({ name: 'form.required', phone: 'form.required' })
  })
})

describe('withTyped', () => {
  const fields = FORM_FIELDS.broker

  it('takes what the fields hold beyond the draft', () => {
    const typed: Record<string, string> = { name: 'Anna', phone: '+44 20', email: '' }
    expect(withTyped({ email: 'a@b.example' }, fields, (f) => typed[f])).toEqual({
      name: 'Anna',
      phone: '+44 20',
      email: 'a@b.example',
    })
  })

  it('returns the same draft when the fields hold nothing new', () => {
    const draft = { name: 'Anna' }
    expect(withTyped(draft, fields, (f) => (f === 'name' ? 'Anna' : ''))).toBe(draft)
  })
})
