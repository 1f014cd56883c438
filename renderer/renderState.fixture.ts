// Test data for the renderer's page-to-worker tests: an empty catalogue, a render state at the site
// level and a frame report, each with a patch for what a test is about. Data only.

import type { HydraData } from '../engine/types'
import type { FrameReport, RenderState } from './types'

/** A catalogue with nothing in it; a fresh object each call, as a new catalogue from the API is. */
export const emptyCatalogue = (): HydraData =>
  ({ buildings: {}, sections: {}, floors: {}, apartments: {} }) as unknown as HydraData

/** The state the page hands the renderer, nothing selected; `data` is passed so a test controls its identity. */
export const renderStateOf = (data: HydraData, patch: Partial<RenderState> = {}): RenderState => ({
  level: 'empty',
  selected: '',
  hovered: null,
  focused: null,
  include: null,
  view: { flatLevel: 0, furniture: false, viewMode: 'flat', whiteBox: false, sunTint: false },
  data,
  locale: 'ru',
  ...patch,
})

/**
 * A frame report whose every field differs from the client's "nothing drawn yet" diagnostics, so a
 * test that reads them back tells a copied field from a default.
 */
export const frameReport = (patch: Partial<FrameReport> = {}): FrameReport => ({
  backend: 'canvas',
  frames: 1,
  sceneBuilds: 2,
  sceneKey: 'site',
  animating: false,
  motionFrames: 3,
  fitHeight: 640,
  drawnAt: 1000,
  cpuMs: 4,
  selected: '11',
  hovered: '21',
  gl: null,
  ...patch,
})
