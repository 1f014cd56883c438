import { describe, expect, it } from 'vitest'
import { makeHydraData, withStatuses } from '../engine/fixtures'
import { DEFAULT_PLAN_OPTIONS } from '../engine/planOptions'
import type { Alt } from '../engine/types'
import { planRender as planStaged, type SceneSpec, sceneSpecOf, stageState } from './renderState'
import type { RenderState } from './types'

/** The owner's states as the renderer takes them: each read once (stageState), then compared. */
const planRender = (prev: RenderState | null, next: RenderState) =>
  planStaged(prev && stageState(prev), stageState(next))

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
    // The staged state carries the same spec and the selection's path, read once.
    expect(stageState(s).spec.key).toBe(key)
  })

  it('reads the selection into its path once, with the scene it needs', () => {
    const staged = stageState(state({ level: 'flat', selected: '11-2-3-1' }))
    expect(staged.path).toEqual([11, 2, 3, 1])
    expect(staged.spec).toEqual(sceneSpecOf(staged))
    expect(stageState(state({ level: 'building', selected: 'x' })).path).toEqual([])
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

  it('the sun tint and new sun figures restyle only', () => {
    const restyle = { scene: false, style: true, labels: false, camera: false }
    const tinted = { ...DEFAULT_PLAN_OPTIONS, sunTint: !DEFAULT_PLAN_OPTIONS.sunTint }
    expect(planRender(at, { ...at, view: tinted })).toEqual(restyle)
    expect(planRender(at, { ...at, sun: { '11-1-1-1': 4.2 } })).toEqual(restyle)
    // No figures and null figures are the same.
    expect(planRender({ ...at, sun: null }, { ...at, sun: undefined }).style).toBe(false)
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

describe('the scene a state is drawn with, whole', () => {
  it.each<[string, Partial<RenderState>, SceneSpec]>([
    ['nothing selected', {}, { kind: 'site', key: 'site' }],
    ['a building at the empty level', { selected: '11' }, { kind: 'site', key: 'site' }],
    ['a building level with no selection', { level: 'building' }, { kind: 'site', key: 'site' }],
    [
      'a selection that is no alt',
      { level: 'building', selected: 'x' as Alt },
      { kind: 'site', key: 'site' },
    ],
    [
      'a building',
      { level: 'building', selected: '11' },
      { kind: 'facade', key: 'facade:11', building: 11 },
    ],
    [
      'a building level holding a floor',
      { level: 'building', selected: '11-2-3' },
      { kind: 'facade', key: 'facade:11', building: 11 },
    ],
    [
      'a section level holding a floor',
      { level: 'section', selected: '11-2-3' },
      { kind: 'facade', key: 'facade:11', building: 11 },
    ],
    [
      'a floor level holding a section',
      { level: 'floor', selected: '11-2' },
      { kind: 'facade', key: 'facade:11', building: 11 },
    ],
    [
      'a floor',
      { level: 'floor', selected: '11-2-3' },
      { kind: 'floor', key: 'floor:11-2-3', building: 11, floor: '11-2-3' },
    ],
    [
      'an upper level asked for on a floor',
      { level: 'floor', selected: '11-2-3-1', view: { ...DEFAULT_PLAN_OPTIONS, flatLevel: 1 } },
      { kind: 'floor', key: 'floor:11-2-3', building: 11, floor: '11-2-3' },
    ],
    [
      'an upper level asked for with a floor selected',
      { level: 'flat', selected: '11-2-3', view: { ...DEFAULT_PLAN_OPTIONS, flatLevel: 1 } },
      { kind: 'floor', key: 'floor:11-2-3', building: 11, floor: '11-2-3' },
    ],
    [
      'the upper level of a flat',
      { level: 'flat', selected: '11-2-3-1', view: { ...DEFAULT_PLAN_OPTIONS, flatLevel: 1 } },
      { kind: 'upper', key: 'upper:11-2-3-1', building: 11, floor: '11-2-3', flat: '11-2-3-1' },
    ],
  ])('%s', (_name, overrides, spec) => {
    expect(sceneSpecOf(state(overrides))).toEqual(spec)
  })
})

describe('what a change costs, whole', () => {
  const at = state({ level: 'floor', selected: '11-1-2' })
  const flat = state({ level: 'flat', selected: '11-1-2-1' })
  const NOTHING = { scene: false, style: false, labels: false, camera: false }
  const RESTYLE = { ...NOTHING, style: true }
  const RESELECT = { scene: false, style: true, labels: true, camera: true }

  it.each<[string, RenderState, Partial<RenderState>, typeof NOTHING]>([
    ['the same state again', at, {}, NOTHING],
    ['a new but equal view object', at, { view: { ...DEFAULT_PLAN_OPTIONS } }, NOTHING],
    ['a new but equal include list', { ...at, include: [11, 21] }, { include: [11, 21] }, NOTHING],
    ['hover', at, { hovered: '11-1-2-1' }, RESTYLE],
    ['focus', at, { focused: '11-1-2-2' }, RESTYLE],
    ['furniture alone', flat, { view: { ...DEFAULT_PLAN_OPTIONS, furniture: true } }, RESTYLE],
    ['the white box alone', flat, { view: { ...DEFAULT_PLAN_OPTIONS, whiteBox: true } }, RESTYLE],
    [
      'the upper level asked for on a floor',
      at,
      { view: { ...DEFAULT_PLAN_OPTIONS, flatLevel: 1 } },
      RESTYLE,
    ],
    ['another flat on the same floor', flat, { selected: '11-1-2-2' }, RESELECT],
    ['the flat level over the same floor', at, { level: 'flat' }, RESELECT],
    ['a subset of the buildings', at, { include: [11] }, RESELECT],
    ['another subset', { ...at, include: [11] }, { include: [21] }, RESELECT],
    [
      'a subset sharing one building',
      { ...at, include: [11, 21] },
      { include: [11, 31] },
      RESELECT,
    ],
    ['a longer subset', { ...at, include: [11] }, { include: [11, 21] }, RESELECT],
    ['all buildings again', { ...at, include: [11] }, { include: null }, RESELECT],
    ['the master plan filling the screen', at, { fill: true }, RESELECT],
  ])('%s', (_name, from, change, plan) => {
    expect(planRender(from, { ...from, ...change })).toEqual(plan)
  })
})

it('the very same state costs nothing', () => {
  const at = stageState(state({ level: 'floor', selected: '11-1-2' }))
  expect(planStaged(at, at)).toEqual({ scene: false, style: false, labels: false, camera: false })
})
