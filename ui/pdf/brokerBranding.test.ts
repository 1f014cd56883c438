import { describe, expect, it } from 'vitest'
import { hasBranding, NO_BRANDING, parseBranding } from './brokerBranding'

describe('parseBranding', () => {
  it.each([
    [null, NO_BRANDING],
    ['not json', NO_BRANDING],
    ['[1,2]', { ...NO_BRANDING }],
    [
      '{"name":"  Анна   Смирнова ","agency":"Север","phone":"+7 921 555-12-34","hidePrice":true}',
      { name: 'Анна Смирнова', agency: 'Север', phone: '+7 921 555-12-34', hidePrice: true },
    ],
    [
      { name: 42, agency: 'A', hidePrice: 'yes' },
      { name: '', agency: 'A', phone: '', hidePrice: false },
    ],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseBranding(raw)).toEqual(expected)
  })

  it('cuts fields to a header line', () => {
    const b = parseBranding({ name: 'x'.repeat(200), phone: '1'.repeat(100) })
    expect(b.name).toHaveLength(60)
    expect(b.phone).toHaveLength(30)
  })

  it('has branding only when something would print', () => {
    expect(hasBranding(NO_BRANDING)).toBe(false)
    expect(hasBranding({ ...NO_BRANDING, hidePrice: true })).toBe(false)
    expect(hasBranding({ ...NO_BRANDING, phone: '1' })).toBe(true)
  })
})
