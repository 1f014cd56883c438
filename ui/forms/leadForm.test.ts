import { describe, expect, it } from 'vitest'
import { formatPhoneInput, normalizePhone, validateDraft, validateField } from './leadForm'

describe('normalizePhone', () => {
  it.each([
    ['8 921 000-00-00', '+79210000000'],
    ['+7 (921) 000-00-00', '+79210000000'],
    ['9210000000', '+79210000000'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', null],
    ['+1 2', null],
  ])('%s -> %s', (input, out) => {
    expect(normalizePhone(input)).toBe(out)
  })
})

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

  it('callback needs name and phone only', () => {
    expect(validateDraft('callback', {})).toEqual({ name: 'form.required', phone: 'form.required' })
  })
})
