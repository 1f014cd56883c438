import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Viewport } from '../../renderer/stage/camera'
import { CARD_RISE, siteFrameAt } from '../../renderer/stage/siteFrame.fixture'
import { facadeBox, facadeFrame, fitHeightFor } from '../../renderer/stage/stageFit'
import { floorFrame } from '../../renderer/plan/flatFrame'
import { SAMPLE_FLOORS } from '../../renderer/plan/sampleFloors.fixture'
import { world } from '../../renderer/stage/space'
import { facadeFitEstimate } from './stageEstimate'

/** The estimate's length for a stage `width` px wide. */
function lengthAt(value: string, width: number): number {
  // `var(--fit-narrow, calc(…))`: the data build's own estimate where it named one, this otherwise.
  const calc = /^var\(--[\w-]+, (.+)\)$/.exec(value)?.[1] ?? value
  const m = /^calc\((-?[\d.]+)cqw \+ (-?[\d.]+)px\)$/.exec(calc)
  if (!m) throw new Error(`not a calc: ${calc}`)
  return (Number(m[1]) / 100) * width + Number(m[2])
}

const BUILDINGS = [
  { name: 'a tower of one section', m: { width: 24, height: 19, floorHeight: 3.3, sections: 1 } },
  { name: 'a long house of three', m: { width: 62, height: 12, floorHeight: 3.1, sections: 3 } },
]

const RANGES = [
  { name: 'a phone', key: 'narrow', from: 320, to: 600, px: 1.5 },
  // The minimap card's size is rounded to whole pixels as it grows with the width.
  { name: 'a tablet or the kiosk in portrait', key: 'wide', from: 750, to: 1376, px: 3 },
] as const

describe('the stage height a portrait screen reserves at the building level', () => {
  for (const range of RANGES) {
    it.each(BUILDINGS)(
      `is the height the renderer will ask for on ${range.name}: $name`,
      ({ m }) => {
        const estimate = facadeFitEstimate(m)
        expect(estimate).not.toBeNull()
        for (let width = range.from; width < range.to; width += 10) {
          const focused = m.sections === 1
          // The stage the page reserves is the height the renderer reports at that width
          // (sceneStage.fitHeight), so the stage does not move when it does.
          const height = Math.round(lengthAt(estimate?.[range.key] ?? '', width))
          const frameAt = (vp: Viewport) => facadeFrame(m, facadeBox(m), focused, vp)
          expect(Math.abs(height - (fitHeightFor(frameAt, width) ?? 0))).toBeLessThanOrEqual(
            range.px,
          )
        }
      },
    )
  }

  it('leaves room for floor chips beside a building of one section, for section cards above one of several', () => {
    const one = BUILDINGS[0]?.m ?? { width: 1, height: 1, floorHeight: 1, sections: 1 }
    const chips = lengthAt(facadeFitEstimate(one)?.narrow ?? '', 390)
    const cards = lengthAt(facadeFitEstimate({ ...one, sections: 2 })?.narrow ?? '', 390)
    // Cards above add 52 px of height; chips beside narrow the facade, so it comes out shorter.
    expect(cards).toBeGreaterThan(chips + 52)
  })
})

/**
 * The master plan's two estimates in Plans.module.css, in order: a phone's stage, then a stage
 * from 600 px (the @container rule below it).
 */
function masterplanEstimates(): string[] {
  const css = readFileSync(path.join(import.meta.dirname, 'Plans.module.css'), 'utf8')
  const rule = /\.canvas\[data-level="empty"\] \{\s*--fit-est: (calc\([^;]+\));/g
  return [...css.matchAll(rule)].map((m) => m[1] ?? '')
}

describe('the stage height a portrait screen reserves for the master plan (Plans.module.css)', () => {
  const [narrow = '', wide = ''] = masterplanEstimates()

  it('is written once for a phone and once from 600 px', () => {
    expect(masterplanEstimates()).toHaveLength(2)
  })

  // The card heights of a desktop, a touch screen and the kiosk (siteFrame.fixture.ts): the
  // cards' room above is the paper alone at these widths, so it adds nothing the line lacks (the
  // kiosk's taller cards would need more under 633 px; its stage is 1080 or 1316 px wide).
  it.each([
    { name: 'a phone', calc: () => narrow, from: 320, to: 600, rise: CARD_RISE.touch },
    { name: 'a tablet', calc: () => wide, from: 600, to: 1376, rise: CARD_RISE.touch },
    { name: 'the kiosk', calc: () => wide, from: 640, to: 1376, rise: CARD_RISE.kiosk },
    { name: 'a desktop window', calc: () => wide, from: 600, to: 1376, rise: CARD_RISE.desktop },
  ])('is the height the renderer will ask for on $name', ({ calc, from, to, rise }) => {
    for (let width = from; width < to; width += 8) {
      // The renderer's report (sceneStage.fitHeight) is whole px; the page's length is not.
      const renderer = fitHeightFor(siteFrameAt(rise), width) ?? 0
      expect(Math.abs(lengthAt(calc(), width) - renderer), `${width} px`).toBeLessThanOrEqual(0.5)
    }
  })
})

/** In Plans.module.css, `prop`'s value in the first rule that sets it and whose selector ends `selector`. */
function cssValue(selector: string, prop: string): string | null {
  const css = readFileSync(path.join(import.meta.dirname, 'Plans.module.css'), 'utf8')
  for (let at = css.indexOf(`${selector} {`); at >= 0; at = css.indexOf(`${selector} {`, at + 1)) {
    const body = css.slice(at, css.indexOf('}', at))
    const value = new RegExp(`${prop}: ([^;]+);`).exec(body)?.[1]
    if (value) return value
  }
  return null
}

describe('the stage a phone reserves for a floor (Plans.module.css)', () => {
  // The floors differ by building type: the estimate is the middle of their range, so a floor
  // arriving moves the list below by half the range at most (stageFit.ts is the renderer's rule).
  it('lies within the heights the renderer asks for the sample floors', () => {
    const calc = cssValue('.canvas[data-level="floor"]', '--fit-est') ?? ''
    for (let width = 320; width < 600; width += 10) {
      const heights = SAMPLE_FLOORS.map(({ outline: [x0, y0, x1, y1] }) => {
        const box = { min: world(x0, y0), max: world(x1, y1) }
        return fitHeightFor((vp) => floorFrame(box, vp), width) ?? 0
      })
      const estimate = lengthAt(calc, width)
      expect(estimate, `${width} px`).toBeGreaterThanOrEqual(Math.min(...heights) - 1)
      expect(estimate, `${width} px`).toBeLessThanOrEqual(Math.max(...heights) + 1)
    }
  })

  // The renderer's height is the plan's alone: the sun toggle's band above it is the page's to add.
  // Uncounted, it took 44 px of a 300 px stage and the floor came out 262 px wide of 390.
  it('adds the sun toggle’s band to it', () => {
    expect(cssValue('.canvas[data-level="floor"]', '--tools-h')).toBe('52px')
  })
})
