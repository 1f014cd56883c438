import { describe, expect, it } from 'vitest'
import { type AreaState, areaStyle } from './areaStyle'
import { AREA_OPACITY, type AreaLayer } from './opacities'
import { PALETTE, STATUS_COLOURS } from './palette'

const state = (overrides: Partial<AreaState> = {}): AreaState => ({
  available: true,
  hovered: false,
  active: false,
  dimmed: false,
  ...overrides,
})

const LAYERS: AreaLayer[] = ['masterplan', 'section', 'floor', 'flat', 'minimap']

describe('opacity per layer and state', () => {
  it.each(LAYERS)('%s: rest < hover < active, each from the table', (layer) => {
    const o = AREA_OPACITY[layer]
    const rest = areaStyle(layer, state())
    const hover = areaStyle(layer, state({ hovered: true }))
    const active = areaStyle(layer, state({ active: true, hovered: true }))
    expect([rest.fillAlpha, hover.fillAlpha, active.fillAlpha]).toEqual([o.idle, o.hover, o.active])
    expect(rest.fillAlpha).toBeLessThan(hover.fillAlpha)
    expect(hover.fillAlpha).toBeLessThan(active.fillAlpha)
    expect([rest.lineAlpha, hover.lineAlpha, active.lineAlpha]).toEqual([
      o.lineIdle,
      o.lineHover,
      o.lineActive,
    ])
  })

  it.each(LAYERS)('%s: dimming changes only the whole-area alpha', (layer) => {
    const plain = areaStyle(layer, state({ hovered: true }))
    const dimmed = areaStyle(layer, state({ hovered: true, dimmed: true }))
    expect(dimmed).toEqual({ ...plain, alpha: AREA_OPACITY[layer].dimmed })
    expect(dimmed.alpha).toBeLessThan(1)
  })

  it('a sold-out building is greyed at rest and never lights up like an available one', () => {
    const o = AREA_OPACITY.masterplan
    const rest = areaStyle('masterplan', state({ available: false }))
    const hover = areaStyle('masterplan', state({ available: false, hovered: true }))
    expect(rest.fillAlpha).toBe(o.unavailable)
    expect(hover.fillAlpha).toBe(o.unavailable) // max(0.18, 0) = 0.18 < hover 0.42
    expect(rest.fill).not.toBe(PALETTE.mint)
  })
})

describe('flat colours by status', () => {
  it.each([
    [1, STATUS_COLOURS[1]],
    [2, STATUS_COLOURS[2]],
    [3, STATUS_COLOURS[3]],
  ] as const)('status %d is coloured', (status, colour) => {
    expect(areaStyle('flat', state({ status })).fill).toBe(colour)
  })

  it('status 0 (sold) is grey whatever the status field says', () => {
    const sold = areaStyle('flat', state({ available: false, status: 0 }))
    expect(sold.fill).toBe(STATUS_COLOURS[0])
    expect(sold.fillAlpha).toBe(AREA_OPACITY.flat.unavailable)
  })

  it('the four status colours are distinct', () => {
    expect(new Set(Object.values(STATUS_COLOURS)).size).toBe(4)
  })

  it('hover and selection outline in pine, rest in paper', () => {
    expect(areaStyle('flat', state()).line).toBe(PALETTE.paper)
    expect(areaStyle('flat', state({ hovered: true })).line).toBe(PALETTE.pine)
    expect(areaStyle('flat', state({ active: true })).line).toBe(PALETTE.pine)
  })
})
