import { describe, expect, it } from 'vitest'
import type { MortgageProgrammes } from '../../engine/mortgageProgrammes'
import { mortgageLines, ratePercent } from './mortgageLines'

const programmes: MortgageProgrammes = {
  kind: 'programmes',
  checkedAt: '2026-11-20',
  programmes: [
    {
      id: 'family',
      name: { ru: 'Семейная ипотека', en: 'Family mortgage' },
      ratePercent: 6,
      maxYears: 20,
      minDownPercent: 20,
      maxLoan: 12_000_000,
      formats: ['private'],
    },
    {
      id: 'standard',
      name: { ru: 'Стандартная ипотека', en: 'Standard mortgage' },
      ratePercent: 0,
      maxYears: 21,
      minDownPercent: 20,
      formats: ['private', 'serviced'],
    },
  ],
}

const home = { tc: 30_000_000, format: 'private' } as const

describe('mortgageLines', () => {
  it.each([
    ['private', ['family', 'standard'], []],
    ['serviced', ['standard'], ['Семейная ипотека']],
    ['hotel', null, null],
  ] as const)('a %s flat sees only the programmes that finance it', (format, ids, excluded) => {
    const read = mortgageLines(programmes, { tc: 30_000_000, format }, 'ru')
    expect(read?.lines.map((l) => l.id) ?? null).toEqual(ids)
    expect(read?.excluded ?? null).toEqual(excluded)
  })

  it('gives each programme its rate, smallest down payment and monthly payment on the price', () => {
    const read = mortgageLines(programmes, home, 'ru')
    expect(read?.checkedAt).toBe('2026-11-20')
    expect(read?.lines.map((l) => [l.id, l.down, l.monthly, l.term])).toEqual([
      // 20 % is 6 000 000, but the loan caps at 12 000 000: down 18 000 000; at 6 % over 240
      // months 12 000 000 * 0.005 * 3.3102045 / 2.3102045 = 85 971.7 -> 85 972
      ['family', 18_000_000, 85_972, '20 лет'],
      // 0 %: (30 000 000 - 6 000 000) / 252 months = 95 238.1 -> 95 238
      ['standard', 6_000_000, 95_238, '21 год'],
    ])
    expect(mortgageLines(programmes, home, 'en')?.lines[1]?.term).toBe('21 years')
  })

  it('hides the mortgage part when the programmes file is missing or broken, or there is no price', () => {
    expect(mortgageLines({ kind: 'none', reason: 'no mortgage file' }, home, 'ru')).toBeNull()
    expect(mortgageLines(programmes, { ...home, tc: 0 }, 'ru')).toBeNull()
  })

  it.each([
    [6, 'ru', '6 %'],
    [9.9, 'ru', '9,9 %'],
    [9.9, 'en', '9.9%'],
  ] as const)('rate %d in %s reads %s', (rate, locale, text) => {
    expect(ratePercent(rate, locale).replace(/\u00a0/g, ' ')).toBe(text)
  })
})
