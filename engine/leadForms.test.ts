import { describe, expect, it } from 'vitest'
import { LEAD_FORM_CASES } from './leadFormCases'
import { checkField, FIELD_MESSAGE_KEYS, FORM_FIELDS, isFieldMessageKey } from './leadForms'

const requiredIn = (kind: keyof typeof FORM_FIELDS, field: string) =>
  FORM_FIELDS[kind].find((f) => f.field === field)?.required ?? false

describe('checkField', () => {
  it.each(LEAD_FORM_CASES)('%s %s %j -> %s', (kind, field, typed, broken) => {
    expect(checkField(field, typed, requiredIn(kind, field))).toBe(broken)
  })

  it('answers only with known keys, a wrong type included', () => {
    expect(FIELD_MESSAGE_KEYS.every(isFieldMessageKey)).toBe(true)
    expect(isFieldMessageKey('name.missing')).toBe(false)
  })
})
