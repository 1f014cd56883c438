import { describe, expect, it } from 'vitest'
import { dataTime, kioskText } from './kioskText'

describe('the header status time', () => {
  const at = '2026-11-27T15:04:00Z'

  it('keeps the day, month and time together in both languages', () => {
    for (const locale of ['ru', 'en'] as const) {
      const time = dataTime(locale, at)
      // No space a line may break at (U+00A0 and U+202F do not).
      expect(time).not.toMatch(/[ \t\n\r\u2009]/)
      expect(time).toMatch(/\u00a0/)
      expect(time).toMatch(/27/)
    }
  })

  it('reads in each language', () => {
    expect(dataTime('ru', at)).toMatch(/^27\u00a0нояб\./)
    expect(dataTime('en', at)).toMatch(/^27\u00a0Nov/)
    expect(kioskText('ru', 'online', { time: dataTime('ru', at) })).toMatch(
      /^Данные обновлены 27\u00a0нояб\./,
    )
  })
})
