import { describe, expect, it } from 'vitest'
import { makeHydraData, withStatuses } from '../engine/fixtures'
import { DEFAULT_PLAN_OPTIONS } from '../engine/planOptions'
import { planRender, sceneSpecOf } from './renderState'
import type { RenderState } from './types'

const DATA = makeHydraData()

const state = (overrides: Partial<RenderState> = {}): RenderState => ({
  level: 'empty',
  selected: '',
  hovered: null,
  focused: null,
  include: null,
  view: DEFAULT_PLAN_OPTIONS,
  data: DATA,
  locale: 'ru',
  ...overrides,
})

describe('scene per state', () => {
  it.each([
    [state(), 'site'],
    [state({ level: 'building', selected: '11' }), 'facade:11'],
    [state({ level: 'section', selected: '11-2' }), 'facade:11'],
    [state({ level: 'floor', selected: '11-2-3' }), 'floor:11-2-3'],
    [state({ level: 'flat', selected: '11-2-3-1' }), 'floor:11-2-3'],
    [
      state({
        level: 'flat',
        selected: '11-2-3-1',
        view: { ...DEFAULT_PLAN_OPTIONS, flatLevel: 1 },
      }),
      'upper:11-2-3-1',
    ],
    // A level that disagrees with the alt falls back to what the alt can show.
    [state({ level: 'floor', selected: '11' }), 'facade:11'],
  ])('%#: %s', (s, key) => {
    expect(sceneSpecOf(s).key).toBe(key)
  })
})

describe('what a change costs', () => {
  const at = state({ level: 'floor', selected: '11-1-2' })

  it('draws everything the first time', () => {
    expect(planRender(null, at)).toEqual({ scene: true, style: true, labels: true, camera: true })
  })

  it.each<[string, Partial<RenderState>]>([
    ['hover', { hovered: '11-1-2-1' }],
    ['focus', { focused: '11-1-2-2' }],
    ['a new but equal view object', { view: { ...DEFAULT_PLAN_OPTIONS } }],
    ['a new but equal include list', { include: null }],
  ])('%s never rebuilds the scene or moves the camera', (_name, change) => {
    const plan = planRender(at, { ...at, ...change })
    expect(plan.scene).toBe(false)
    expect(plan.camera).toBe(false)
    expect(plan.labels).toBe(false)
  })

  it('hover restyles', () => {
    expect(planRender(at, { ...at, hovered: '11-1-2-1' })).toEqual({
      scene: false,
      style: true,
      labels: false,
      camera: false,
    })
  })

  it('an identical state costs nothing', () => {
    expect(planRender(at, { ...at })).toEqual({
      scene: false,
      style: false,
      labels: false,
      camera: false,
    })
  })

  it('selecting a flat on the same floor moves the camera, not the scene', () => {
    expect(planRender(at, { ...at, level: 'flat', selected: '11-1-2-1' })).toMatchObject({
      scene: false,
      camera: true,
    })
  })

  it('a data reload relabels and restyles only', () => {
    const reloaded = withStatuses(DATA, { '11-1-2-1': 0 })
    expect(planRender(at, { ...at, data: reloaded })).toEqual({
      scene: false,
      style: true,
      labels: true,
      camera: false,
    })
  })

  it('furniture and white box restyle; the view mode reframes', () => {
    const flat = state({ level: 'flat', selected: '11-1-2-1' })
    const furniture = { ...DEFAULT_PLAN_OPTIONS, furniture: true, whiteBox: true }
    expect(planRender(flat, { ...flat, view: furniture })).toMatchObject({
      scene: false,
      style: true,
      camera: false,
    })
    const floorView = { ...DEFAULT_PLAN_OPTIONS, viewMode: 'floor' as const }
    expect(planRender(flat, { ...flat, view: floorView })).toMatchObject({
      scene: false,
      camera: true,
    })
  })

  it('the language changes labels only', () => {
    expect(planRender(at, { ...at, locale: 'en' })).toEqual({
      scene: false,
      style: false,
      labels: true,
      camera: false,
    })
  })

  it('a different building rebuilds', () => {
    const facade = state({ level: 'building', selected: '11' })
    expect(planRender(facade, { ...facade, selected: '21' }).scene).toBe(true)
  })
})
