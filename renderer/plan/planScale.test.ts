import { describe, expect, it } from 'vitest'
import { BAR_METRES, barLength, formatLength, northInPlan } from './planScale'

describe('scale bar', () => {
  it.each([
    [80, 1],
    [40, 2],
    [20, 5],
    [11.2, 5],
    [6, 10],
    [1, 50],
  ])('at %d px per metre shows %d m', (pxPerMetre, metres) => {
    const bar = barLength(pxPerMetre)
    expect(bar.metres).toBe(metres)
    expect(bar.px).toBeCloseTo(metres * pxPerMetre)
  })

  it('is never shorter than legible unless the plan is tiny', () => {
    for (let z = 1.2; z < 200; z *= 1.3) expect(barLength(z).px).toBeGreaterThanOrEqual(56)
    expect(BAR_METRES).toContain(barLength(0.5).metres)
  })
})

describe('north arrow', () => {
  const expectNorth = (angle: number, x: number, y: number) => {
    const [nx, ny] = northInPlan(angle)
    expect(nx).toBeCloseTo(x, 9)
    expect(ny).toBeCloseTo(y, 9)
  }
  it('points up when the building is not turned, and turns back against its angle', () => {
    expectNorth(0, 0, -1)
    // A plan turned a quarter clockwise on the site has north on its left.
    expectNorth(90, -1, 0)
    expectNorth(180, 0, 1)
    expectNorth(30, -0.5, -Math.sqrt(3) / 2)
  })
})

describe('dimension text', () => {
  it('gives metres to the centimetre with the local separator and a no-break space', () => {
    expect(formatLength(8.4, 'ru')).toBe('8,40\u00a0м')
    expect(formatLength(12.345, 'en')).toBe('12.35\u00a0m')
  })
})
