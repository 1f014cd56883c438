import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from './leadSubmit'

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
