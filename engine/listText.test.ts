import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listText } from './listText'
import { LOCALE_TAGS } from './routes'
import type { Locale } from './types'

const LOCALES: Locale[] = ['ru', 'en']

describe('listText', () => {
  it('joins as each language does', () => {
    expect(listText(['лес', 'небо', 'залив'], 'ru')).toBe('лес, небо и залив')
    expect(listText(['восток', 'запад'], 'ru')).toBe('восток и запад')
    expect(listText(['forest', 'sky', 'the gulf'], 'en')).toBe('forest, sky, and the gulf')
    expect(listText(['east', 'west'], 'en')).toBe('east and west')
    expect(listText(['south'], 'en')).toBe('south')
    expect(listText([], 'ru')).toBe('')
  })

  it('is the text of Intl.ListFormat for any list of words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.array(fc.stringMatching(/^[a-zа-я]{1,8}$/), { maxLength: 6 }),
        (locale, items) => {
          const intl = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' })
          expect(listText(items, locale)).toBe(intl.format(items))
        },
      ),
    )
  })
})
