import { describe, expect, it } from 'vitest'
import type { StagePictures } from '../../engine/geometry'
import { insetsBesideMinimap } from '../../renderer/minimap/minimapInsets'
import { planBase } from '../../renderer/plan/flatFrame'
import { fitCamera, frameCamera, worldToScreen } from '../../renderer/stage/camera'
import { world } from '../../renderer/stage/space'
import { facadeFrame } from '../../renderer/stage/stageFit'
import { fitHeightFor } from '../../renderer/stage/stageFit'
import { fitEstimateOf, placePicture, stagePictureAt } from './stagePicture'

const measure = { width: 60, height: 15, floorHeight: 3, sections: 2 }
const stage: StagePictures = {
  facades: {
    '11': {
      src: '/generated/stage/facade-11.0123abcd.svg',
      box: [-3, -15.3, 63, 2.4],
      sections: { '1': [0, 30], '2': [30, 60] },
    },
  },
  floors: {
    '11-1-2': {
      src: '/generated/stage/floor-11-1-2.0123abcd.svg',
      box: [-0.3, -0.3, 30.3, 14.3],
      frame: [0, 0, 30, 14],
    },
  },
}
const facades = { '11': measure }

describe('stagePictureAt', () => {
  it.each([
    ['empty', [], null],
    ['building', [11], '/generated/stage/facade-11.0123abcd.svg'],
    // The section's level is the facade with the section in focus, as the canvas draws it.
    ['section', [11, 1], '/generated/stage/facade-11.0123abcd.svg'],
    ['floor', [11, 1, 2], '/generated/stage/floor-11-1-2.0123abcd.svg'],
    // A flat's canvas frames the flat: the screen shows the flat's own plan instead.
    ['flat', [11, 1, 2, 5], null],
    ['floor', [11, 1, 9], null],
    ['building', [99], null],
  ] as const)('%s %j → %s', (level, path, src) => {
    expect(stagePictureAt(level, path, stage, facades)?.src ?? null).toBe(src)
  })

  it('focuses the section at its level, the whole building at the building level', () => {
    const building = stagePictureAt('building', [11], stage, facades)?.place
    const section = stagePictureAt('section', [11, 2], stage, facades)?.place
    expect(building).toMatchObject({ kind: 'facade', section: null, focused: false })
    expect(section).toMatchObject({ kind: 'facade', section: [30, 60], focused: true })
  })

  it('has nothing without a data build', () => {
    expect(stagePictureAt('building', [11], undefined, facades)).toBeNull()
  })
})

describe('placePicture', () => {
  it.each([
    { width: 1400, height: 800 },
    { width: 390, height: 300 },
    { width: 1080, height: 1500 },
  ])('lays the facade where the canvas frames it at %j', (vp) => {
    const place = stagePictureAt('building', [11], stage, facades)!.place
    const frame = facadeFrame(measure, { min: world(0, -15), max: world(60, 0) }, false, vp)
    // As the canvas's stage frames a scene at rest (sceneStage.ts), leaning toward its context.
    const camera = frameCamera(frame.box, vp, frame.insets, frame.context)
    // The ground line's left end (0, 0) lands where the canvas draws it.
    const [gx, gy] = worldToScreen(camera, vp, world(0, 0))
    const rect = placePicture(place, vp)
    const scale = rect.width / 66 // px a metre: the box is 66 m wide
    expect(rect.left + 3 * scale).toBeCloseTo(gx, 6)
    expect(rect.top + 15.3 * scale).toBeCloseTo(gy, 6)
    expect(scale).toBeCloseTo(camera.zoom, 9)
  })

  it('lays the floor where the floor scene frames its outline', () => {
    const vp = { width: 1200, height: 700 }
    const place = stagePictureAt('floor', [11, 1, 2], stage, facades)!.place
    const frame = { min: world(0, 0), max: world(30, 14) }
    const camera = fitCamera(frame, vp, insetsBesideMinimap(vp, planBase(vp), frame))
    const [ox, oy] = worldToScreen(camera, vp, world(0, 0))
    const rect = placePicture(place, vp)
    expect(rect.left + 0.3 * camera.zoom).toBeCloseTo(ox, 6)
    expect(rect.top + 0.3 * camera.zoom).toBeCloseTo(oy, 6)
    expect(rect.height).toBeCloseTo(14.6 * camera.zoom, 6)
  })
})

describe('fitEstimateOf', () => {
  /** The estimate's length for a stage `width` px wide (stageEstimate.test.ts reads it so too). */
  const lengthAt = (calc: string, width: number) => {
    const m = /^calc\((-?[\d.]+)cqw \+ (-?[\d.]+)px\)$/.exec(calc)
    return m ? (Number(m[1]) / 100) * width + Number(m[2]) : Number.NaN
  }

  it.each([320, 390, 430, 590])(
    'reserves the height the floor scene will ask for on a phone %i px wide',
    (width) => {
      const place = stagePictureAt('floor', [11, 1, 2], stage, facades)!.place
      const frame = { min: world(0, 0), max: world(30, 14) }
      const asked = fitHeightFor(
        (vp) => ({ box: frame, insets: insetsBesideMinimap(vp, planBase(vp), frame) }),
        width,
      )
      const reserved = lengthAt(fitEstimateOf(place)?.narrow ?? '', width)
      expect(Math.abs(reserved - (asked ?? 0))).toBeLessThanOrEqual(1.5)
    },
  )
})
