// Which scene a render state needs and what a state change costs (the narrow state with a shallow
// compare of Excalidraw's StaticCanvas). Pure: hover and focus only restyle; geometry-bearing
// fields rebuild; the selection moves the camera. The selection's alt is read here once per
// state (stageState), and the scenes, the stage and the minimap take its path from there.

import { type AltPath, altPath } from '../engine/alt'
import type { RenderState } from './types'

/** The scene a state is drawn with: one per building facade, one per floor, one per flat's upper level. */
export type SceneSpec =
  | { kind: 'site'; key: 'site' }
  | { kind: 'facade'; key: string; building: number }
  | { kind: 'floor'; key: string; building: number; floor: string }
  | { kind: 'upper'; key: string; building: number; floor: string; flat: string }

/**
 * A render state as the renderer passes it round: the selection read once into its path, and the
 * scene that path needs. Made by stageState alone; a copy may change the hover, never `selected`.
 */
export interface StagedState extends RenderState {
  /** `selected` as numbers, outermost first; [] for the site (or an alt that is not one). */
  readonly path: AltPath
  readonly spec: SceneSpec
}

export function stageState(state: RenderState): StagedState {
  const path = altPath(state.selected)
  return { ...state, path, spec: sceneSpecOf(state, path) }
}

export function sceneSpecOf(
  state: RenderState,
  path: AltPath = altPath(state.selected),
): SceneSpec {
  const [b, s, f] = path
  if (state.level === 'empty' || b === undefined) return { kind: 'site', key: 'site' }
  if (
    state.level === 'building' ||
    state.level === 'section' ||
    s === undefined ||
    f === undefined
  ) {
    return { kind: 'facade', key: `facade:${b}`, building: b }
  }
  const floor = `${b}-${s}-${f}`
  // The upper level of a two-level flat is its own drawing: the floor below does not show it.
  if (state.level === 'flat' && state.view.flatLevel > 0 && path.length === 4) {
    return {
      kind: 'upper',
      key: `upper:${state.selected}`,
      building: b,
      floor,
      flat: state.selected,
    }
  }
  return { kind: 'floor', key: `floor:${floor}`, building: b, floor }
}

export interface RenderPlan {
  /** A different scene: build it and cross-fade. */
  scene: boolean
  /** Colours, alphas, visibility of areas and layers. */
  style: boolean
  /** Text of labels and cards (counts, language). */
  labels: boolean
  /** Frame what the selection or view mode points at. */
  camera: boolean
}

const NOTHING: RenderPlan = { scene: false, style: false, labels: false, camera: false }

const sameList = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((v, i) => v === b[i]))

/** Shallow compare of two states, turned into the work to do. `prev` null is the first frame. */
export function planRender(prev: StagedState | null, next: StagedState): RenderPlan {
  if (prev === null) return { scene: true, style: true, labels: true, camera: true }
  if (prev === next) return NOTHING
  const scene = prev.spec.key !== next.spec.key
  const selection = prev.level !== next.level || prev.selected !== next.selected
  const view = prev.view
  const viewChanged =
    view !== next.view &&
    (view.furniture !== next.view.furniture ||
      view.whiteBox !== next.view.whiteBox ||
      view.viewMode !== next.view.viewMode ||
      view.flatLevel !== next.view.flatLevel ||
      view.sunTint !== next.view.sunTint)
  const include = !sameList(prev.include, next.include) || prev.fill !== next.fill
  const data = prev.data !== next.data
  const locale = prev.locale !== next.locale
  const pointer = prev.hovered !== next.hovered || prev.focused !== next.focused
  const sun = (prev.sun ?? null) !== (next.sun ?? null)
  const style = scene || selection || viewChanged || include || data || pointer || sun
  return {
    scene,
    style,
    labels: scene || data || locale || include || selection,
    // What the master plan frames follows its subset and its fill too.
    camera: scene || selection || include || (viewChanged && view.viewMode !== next.view.viewMode),
  }
}
