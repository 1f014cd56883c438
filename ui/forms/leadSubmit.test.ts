import { describe, expect, it } from 'vitest'
import { fieldErrorsOf, refusalOutcome } from './leadSubmit'

describe('fieldErrorsOf', () => {
  const body = {
    errors: {
      phone: {
        code: 'phone',
        message: {
          ru: 'Укажите телефон в формате +7 900 000-00-00',
          en: 'Enter a phone number like +7 900 000-00-00',
        },
      },
      email: { code: 'email', message: { ru: 'Проверьте адрес', en: 'Check the address' } },
    },
  }

  it.each([
    ['ru', { phone: 'Укажите телефон в формате +7 900 000-00-00', email: 'Проверьте адрес' }],
    ['en', { phone: 'Enter a phone number like +7 900 000-00-00', email: 'Check the address' }],
  ] as const)('reads the %s messages', (locale, expected) => {
    expect(fieldErrorsOf(body, locale)).toEqual(expected)
  })

  it.each([null, 'oops', { errors: 3 }, { errors: { name: { message: {} } } }])(
    'ignores %j',
    (data) => {
      expect(fieldErrorsOf(data, 'ru')).toEqual({})
    },
  )
})

describe('refusalOutcome', () => {
  const limited = {
    errors: {
      form: {
        code: 'rate_limited',
        message: {
          ru: 'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.',
          en: 'Too many requests from your address. Try again later or give us a call.',
        },
      },
    },
  }

  it("gives a rate limit's own words, in the visitor's language", () => {
    expect(refusalOutcome(429, limited, 'en')).toEqual({
      kind: 'failed',
      message: 'Too many requests from your address. Try again later or give us a call.',
    })
    expect(refusalOutcome(429, limited, 'ru')).toMatchObject({
      message: 'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.',
    })
  })

  it("gives the fields' messages of a 400, and the form's when no field is named", () => {
    const phone = { code: 'phone', message: { ru: 'Проверьте телефон', en: 'Check the phone' } }
    expect(refusalOutcome(400, { errors: { phone } }, 'ru')).toEqual({
      kind: 'invalid',
      errors: { phone: 'Проверьте телефон' },
    })
    expect(refusalOutcome(400, limited, 'ru')).toMatchObject({ kind: 'failed' })
  })

  it('fails without a message when the server gave none', () => {
    expect(refusalOutcome(413, null, 'ru')).toEqual({ kind: 'failed' })
    expect(refusalOutcome(400, { errors: {} }, 'en')).toEqual({ kind: 'failed' })
  })
})
