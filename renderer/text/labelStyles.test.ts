import { describe, expect, it } from 'vitest'
import { atLeast, LABEL_STYLES } from './labelStyles'

describe('atLeast', () => {
  it('raises every style to the kiosk floor and keeps the larger ones', () => {
    for (const style of Object.values(LABEL_STYLES)) {
      const raised = atLeast(style, 18)
      expect(raised.size).toBe(Math.max(18, style.size))
      expect(raised.family).toBe(style.family)
      expect(raised.weight).toBe(style.weight)
    }
  })
  it('leaves every style as designed without a floor', () => {
    for (const style of Object.values(LABEL_STYLES)) expect(atLeast(style, 0)).toBe(style)
  })
})
