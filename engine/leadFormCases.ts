// Test table of the shared lead-form rules: what a visitor types into a field of a form and the
// rule it breaks (null: accepted). The engine, the browser and the server tests all run it, so the
// two sides are shown to refuse the same input.

import type { FieldMessageKey, LeadField, LeadKind } from './leadForms'

export type LeadFormCase = [
  kind: LeadKind,
  field: LeadField,
  typed: string,
  broken: FieldMessageKey | null,
]

export const LEAD_FORM_CASES: readonly LeadFormCase[] = [
  ['callback', 'name', '', 'name.required'],
  ['callback', 'name', '   ', 'name.required'],
  ['callback', 'name', 'А', 'name.too_short'],
  ['callback', 'name', 'Я'.repeat(81), 'name.too_long'],
  ['callback', 'name', 'R2D2', 'name.invalid_chars'],
  ['callback', 'name', 'Anna <b>', 'name.invalid_chars'],
  ['callback', 'name', '张伟', 'name.invalid_chars'],
  ['callback', 'name', 'Анна-Мария', null],
  ['callback', 'name', "O'Neil", null],
  ['callback', 'name', 'Chloé Dubois', null],
  ['callback', 'name', 'Li', null],
  ['callback', 'phone', '', 'phone.required'],
  ['callback', 'phone', '+7 921', 'phone.invalid'],
  ['callback', 'phone', '+7 1234567', 'phone.invalid'],
  ['callback', 'phone', '+7 100 000 00 00', 'phone.invalid'],
  ['callback', 'phone', '12345', 'phone.invalid'],
  ['callback', 'phone', '+7 900 123-45-67 доб. 12', 'phone.invalid'],
  ['callback', 'phone', '8 921 000-00-00', null],
  ['callback', 'phone', '+44 20 7946 0958', null],
  ['callback', 'email', '', null],
  ['callback', 'email', 'x@y', 'email.invalid'],
  ['callback', 'email', `${'a'.repeat(250)}@x.ru`, 'email.too_long'],
  ['callback', 'email', 'anna@khvoya-club.ru', null],
  ['subscription', 'email', '', 'email.required'],
  ['subscription', 'email', 'anna@', 'email.invalid'],
  ['broker', 'email', '', 'email.required'],
  ['broker', 'agency', '', null],
  ['broker', 'agency', 'A', 'agency.invalid'],
  ['broker', 'agency', 'А'.repeat(121), 'agency.invalid'],
  ['broker', 'agency', 'Агентство «Север»', null],
]
