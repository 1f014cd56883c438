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
    },
    {
      id: 'standard',
      name: { ru: 'Стандартная ипотека', en: 'Standard mortgage' },
      ratePercent: 0,
      maxYears: 21,
      minDownPercent: 20,
    },
  ],
}

describe('mortgageLines', () => {
  it('gives each programme its rate, smallest down payment and monthly payment on the price', () => {
    const read = mortgageLines(programmes, 30_000_000, 'ru')
    expect(read?.checkedAt).toBe('2026-11-20')
    expect(read?.lines.map((l) => [l.id, l.down, l.monthly, l.term])).toEqual([
      // 20 % is 6 000 000, but the loan caps at 12 000 000: down 18 000 000; at 6 % over 240
      // months 12 000 000 * 0.005 * 3.3102045 / 2.3102045 = 85 971.7 -> 85 972
      ['family', 18_000_000, 85_972, '20 лет'],
      // 0 %: (30 000 000 - 6 000 000) / 252 months = 95 238.1 -> 95 238
      ['standard', 6_000_000, 95_238, '21 год'],
    ])
    expect(mortgageLines(programmes, 30_000_000, 'en')?.lines[1]?.term).toBe('21 years')
  })

  it('hides the mortgage part when the programmes file is missing or broken, or there is no price', () => {
    expect(mortgageLines({ kind: 'none', reason: 'no mortgage file' }, 30_000_000, 'ru')).toBeNull()
    expect(mortgageLines(programmes, 0, 'ru')).toBeNull()
  })

  it.each([
    [6, 'ru', '6 %'],
    [9.9, 'ru', '9,9 %'],
    [9.9, 'en', '9.9%'],
  ] as const)('rate %d in %s reads %s', (rate, locale, text) => {
    expect(ratePercent(rate, locale).replace(/\u00a0/g, ' ')).toBe(text)
  })
})
