import { describe, expect, it } from 'vitest'
import { flatName } from './FlatName'

describe('flatName', () => {
  it.each([
    { alt: '11-1-3-2', locale: 'ru', name: 'А1, секция 1, этаж 3, кв. 02' },
    { alt: '11-1-3-2', locale: 'en', name: 'A1, section 1, floor 3, flat 02' },
    { alt: '32-2-5-12', locale: 'en', name: 'C2, section 2, floor 5, flat 12' },
    { alt: '22-1-1-7', locale: 'ru', name: 'Б2, секция 1, этаж 1, кв. 07' },
  ] as const)('$alt in $locale is "$name"', ({ alt, locale, name }) => {
    expect(flatName(alt, locale)).toBe(name)
  })

  it('shows anything that is not a flat alt as it is', () => {
    expect(flatName('11-1-3', 'ru')).toBe('11-1-3')
    expect(flatName('garbage', 'en')).toBe('garbage')
  })
})
