import { describe, expect, it } from 'vitest'
import { facadeBox, facadeFrame, fitHeightOf } from '../../renderer/stageFit'
import { facadeFitEstimate } from './stageEstimate'

/** The estimate's length at a screen `width` px wide. */
function lengthAt(calc: string, width: number): number {
  const m = /^calc\((-?[\d.]+)vw \+ (-?[\d.]+)px\)$/.exec(calc)
  if (!m) throw new Error(`not a calc: ${calc}`)
  return (Number(m[1]) / 100) * width + Number(m[2])
}

const BUILDINGS = [
  { name: 'a tower of one section', m: { width: 24, height: 19, floorHeight: 3.3, sections: 1 } },
  { name: 'a long house of three', m: { width: 62, height: 12, floorHeight: 3.1, sections: 3 } },
]

describe('the stage height a phone reserves at the building level', () => {
  it.each(BUILDINGS)('is the height the renderer will ask for: $name', ({ m }) => {
    const estimate = facadeFitEstimate(m)
    expect(estimate).not.toBeNull()
    for (let width = 320; width < 600; width += 10) {
      const focused = m.sections === 1
      // The stage the page reserves, drawn: its frame in a canvas of that very size holds the
      // facade across the width it was measured for.
      const height = Math.round(lengthAt(estimate ?? '', width))
      const measured = fitHeightOf(facadeFrame(m, facadeBox(m), focused, { width, height }), width)
      expect(Math.abs(height - (measured ?? 0))).toBeLessThanOrEqual(1.5)
    }
  })

  it('leaves room for floor chips beside a building of one section, for section cards above one of several', () => {
    const one = BUILDINGS[0]?.m ?? { width: 1, height: 1, floorHeight: 1, sections: 1 }
    const chips = lengthAt(facadeFitEstimate(one) ?? '', 390)
    const cards = lengthAt(facadeFitEstimate({ ...one, sections: 2 }) ?? '', 390)
    // Cards above add 52 px of height; chips beside narrow the facade, so it comes out shorter.
    expect(cards).toBeGreaterThan(chips + 52)
  })
})
