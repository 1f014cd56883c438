import { describe, expect, it } from 'vitest'
import { normalisePhone } from './phoneNumber'

describe('normalisePhone', () => {
  it.each([
    ['8 900 123-45-67', '+79001234567'],
    ['+7 (900) 123-45-67', '+79001234567'],
    ['+7 900 123 45 67', '+79001234567'],
    ['7 900 123 45 67', '+79001234567'],
    ['9001234567', '+79001234567'],
    ['(900) 123-45-67', '+79001234567'],
    ['8 (812) 123-45-67', '+78121234567'],
    ['8 800 555-35-35', '+78005553535'],
    ['+7 727 123 45 67', '+77271234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 30 123456', '+4930123456'],
    ['00 49 30 123456', '+4930123456'],
    ['8 10 44 20 7946 0958', '+442079460958'],
    ['+1.415.555.2671', '+14155552671'],
    [' +44 20 7946 0958 ', '+442079460958'], // spaces around a plus
    ['812 345 67 89', '+78123456789'], // a bare number starting 8 is not a trunk prefix
    [`900${' '.repeat(22)}1234567`, '+79001234567'], // 32 characters
    ['+81 0 1234 56789', '+810123456789'], // 810 after a plus is a country code, not 8-10
  ])('%s -> %s', (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164)
  })

  it.each([
    ['', 'empty'],
    ['phone', 'letters'],
    ['+7 900 123', 'Russian number too short'],
    ['+7 900 123 45 67 8', 'Russian number too long'],
    ['+7 100 123 45 67', 'no Russian area code starts with 1'],
    ['12345', 'five digits'],
    ['+1234567', 'international under 8 digits'],
    ['+1234567890123456', 'international over 15 digits'],
    ['+0 123 456 789', 'country code 0'],
    ['+7 900 123-45-67 доб. 12', 'an extension'],
    ['8 900 123 45 67 доб', 'letters after a whole number'],
    ['тел. 8 921 000-00-00', 'letters before a whole number'],
    [`900${' '.repeat(23)}1234567`, 'over 32 characters'],
    ['8 101 234 56 78', '11 digits starting 810: a national number, and no area code 1'],
    ['123 456 789 012', 'twelve digits without a plus'],
    ['9 900 123 45 67', 'eleven digits not starting 7 or 8'],
  ])('%j is rejected (%s)', (typed, why) => {
    expect(normalisePhone(typed), why).toBeNull()
  })
})
