// The plans stage's picture before the canvas draws, chosen by the level, and where it goes: the
// build's facade and floor pictures (server/catalogue/draw/stagePictures.ts) span a known box of
// their scene's world, so the page frames that box by the scene's own rule (renderer/stage/
// stageFit.ts, minimapInsets.ts, camera.ts) and the canvas then draws over the same place. Pure.

import type { AltPath, SelectionLevel } from '../../engine/alt'
import type { FacadeMeasures, StagePictures, WorldBox } from '../../engine/geometry'
import { floorFrame } from '../../renderer/plan/flatFrame'
import { frameCamera, type Viewport, worldToScreen } from '../../renderer/stage/camera'
import { world } from '../../renderer/stage/space'
import { facadeFrame, facadeShown } from '../../renderer/stage/stageFit'
import {
  boxOfWorld,
  type FacadeFitEstimate,
  facadeFitEstimate,
  floorFitEstimate,
} from './stageEstimate'

/** Where a picture's box lies in its scene, and what the scene frames there. */
export type PicturePlace =
  | {
      kind: 'facade'
      box: WorldBox
      measure: FacadeMeasures
      /** The span along the facade of the section in focus, m; null for the whole building. */
      section: readonly [number, number] | null
      focused: boolean
    }
  | { kind: 'floor'; box: WorldBox; frame: WorldBox }

export interface StagePictureChoice {
  src: string
  /** Which words name it: the facade's or the floor's. */
  subject: 'facade' | 'floor'
  place: PicturePlace
}

/** The picture's box on the stage, CSS px from the stage's top left. */
export interface PictureRect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * The picture for a level, as the canvas will draw it: a building or a section shows its facade
 * (the section's level is the facade with that section in focus), a floor its plan. The master
 * plan and a flat have none here: the stage's default is the master plan's illustrated raster, and
 * the screen shows a flat's own plan. Null where the build named no picture.
 */
export function stagePictureAt(
  level: SelectionLevel,
  path: AltPath,
  stage: StagePictures | undefined,
  facades: Readonly<Record<string, FacadeMeasures>>,
): StagePictureChoice | null {
  const [b, s, f] = path
  if (!stage || b === undefined) return null
  switch (level) {
    case 'empty':
      return null
    case 'building':
    case 'section': {
      const picture = stage.facades[b]
      const measure = facades[b]
      if (!picture || !measure) return null
      const several = measure.sections > 1
      const span = s !== undefined && several ? (picture.sections[s] ?? null) : null
      // A building of one section is framed with it in focus (renderer/scenes/facadeScene.ts).
      const focused = s !== undefined || !several
      const place = { kind: 'facade', box: picture.box, measure, section: span, focused } as const
      return { src: picture.src, subject: 'facade', place }
    }
    // A flat's canvas frames the flat, not its floor: the screen shows the flat's own plan.
    case 'flat':
      return null
    case 'floor': {
      const picture = stage.floors[`${b}-${s}-${f}`]
      if (!picture) return null
      const place = { kind: 'floor', box: picture.box, frame: picture.frame } as const
      return { src: picture.src, subject: 'floor', place }
    }
  }
}

/**
 * Where the canvas will draw the picture's box on a stage of `vp`, framed at rest: by the frame
 * its scene draws by (the facade's, or the whole floor's, floorScene.ts), through the camera the
 * stage frames it with (renderer/stage/sceneStage.ts).
 */
export function placePicture(place: PicturePlace, vp: Viewport): PictureRect {
  const frame =
    place.kind === 'facade'
      ? facadeFrame(place.measure, facadeShown(place.measure, place.section), place.focused, vp)
      : floorFrame(boxOfWorld(place.frame), vp)
  const camera = frameCamera(frame.box, vp, frame.insets, frame.context)
  const [x0, y0, x1, y1] = place.box
  const a = worldToScreen(camera, vp, world(x0, y0))
  const b = worldToScreen(camera, vp, world(x1, y1))
  return { left: a[0], top: a[1], width: b[0] - a[0], height: b[1] - a[1] }
}

/** How tall a portrait stage reserves for the picture's subject before the canvas measures it. */
export function fitEstimateOf(place: PicturePlace): FacadeFitEstimate | null {
  return place.kind === 'facade'
    ? facadeFitEstimate(place.measure, place.section, place.focused)
    : floorFitEstimate(place.frame)
}
