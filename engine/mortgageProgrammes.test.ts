import { describe, expect, it } from 'vitest'
import { readMortgageProgrammes } from './mortgageProgrammes'

const family = {
  id: 'family',
  name: { ru: 'Семейная ипотека', en: 'Family mortgage' },
  ratePercent: 6,
  maxYears: 30,
  minDownPercent: 20,
  maxLoan: 12_000_000,
  formats: ['private'],
}
const fileWith = (patch: object, programme: object = family) =>
  JSON.stringify({ checkedAt: '2026-11-20', programmes: [programme], ...patch })

describe('readMortgageProgrammes', () => {
  it('reads a valid file', () => {
    expect(readMortgageProgrammes(fileWith({}))).toEqual({
      kind: 'programmes',
      checkedAt: '2026-11-20',
      programmes: [family],
    })
  })

  it('keeps a programme without a loan limit without one', () => {
    const { maxLoan: _, ...unlimited } = family
    const read = readMortgageProgrammes(fileWith({}, unlimited))
    expect(read.kind === 'programmes' && read.programmes[0]).toEqual(unlimited)
  })

  it.each([
    ['no file', undefined, 'no mortgage file'],
    ['broken JSON', '{"checkedAt": "2026-11-20",', 'not JSON'],
    ['no date', JSON.stringify({ programmes: [family] }), 'checkedAt'],
    ['a date that is not a day', fileWith({ checkedAt: '2026-02-30' }), 'checkedAt'],
    ['no programmes', fileWith({ programmes: [] }), 'programmes'],
    ['a rate in per mille', fileWith({}, { ...family, ratePercent: 60 }), 'ratePercent'],
    ['a negative rate', fileWith({}, { ...family, ratePercent: -1 }), 'ratePercent'],
    ['a term in months', fileWith({}, { ...family, maxYears: 360 }), 'maxYears'],
    ['a 100 % down payment', fileWith({}, { ...family, minDownPercent: 100 }), 'minDownPercent'],
    ['an English name missing', fileWith({}, { ...family, name: { ru: 'Семейная' } }), 'name.en'],
    ['an empty Russian name', fileWith({}, { ...family, name: { ru: ' ', en: 'F' } }), 'name.ru'],
    ['no formats named', fileWith({}, { ...family, formats: undefined }), 'formats'],
    ['an empty format list', fileWith({}, { ...family, formats: [] }), 'formats'],
    ['an unknown format', fileWith({}, { ...family, formats: ['villa'] }), 'formats'],
    ['a repeated format', fileWith({}, { ...family, formats: ['private', 'private'] }), 'formats'],
    ['a misspelt field', fileWith({}, { ...family, rate: 6 }), 'programmes.0'],
    [
      'a repeated id',
      JSON.stringify({ checkedAt: '2026-11-20', programmes: [family, family] }),
      'ids repeat',
    ],
  ])('gives none for %s', (_, text, reason) => {
    const read = readMortgageProgrammes(text)
    expect(read.kind).toBe('none')
    expect(read.kind === 'none' && read.reason).toContain(reason)
  })
})
