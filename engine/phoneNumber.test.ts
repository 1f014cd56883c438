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
  ])('%j is rejected (%s)', (typed, why) => {
    expect(normalisePhone(typed), why).toBeNull()
  })
})
