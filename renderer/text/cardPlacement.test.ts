import { describe, expect, it } from 'vitest'
import { type CardSize, cardRect, chooseSpot } from './cardPlacement'

// A card 100 px wide, 40 tall on a 14 px stem: it reaches 54 px above or below its anchor.
const size: CardSize = { width: 100, height: 40, stem: 14 }
const area = { left: 0, right: 800, top: 0, bottom: 600 }
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height })

describe('chooseSpot', () => {
  it('puts a card straight above its anchor where that is clear', () => {
    expect(chooseSpot(400, 300, size, area, [])).toEqual({ side: 1, shift: 0 })
    // x 350..450, y 246..300
    expect(cardRect(400, 300, size, { side: 1, shift: 0 })).toEqual(box(350, 246, 100, 54))
  })

  it('goes below its anchor when a card already stands above it', () => {
    const above = box(340, 240, 120, 50)
    expect(chooseSpot(400, 300, size, area, [above])).toEqual({ side: -1, shift: 0 })
  })

  it('slides along when both straight spots are taken', () => {
    const above = box(330, 240, 40, 50)
    const below = box(330, 305, 40, 50)
    // Straight, x 350..450 meets 330..370 (and its 4 px gap); slid left a third of the width,
    // 33 px, 317..417 still does; slid right, 383..483 is clear of 374.
    expect(chooseSpot(400, 300, size, area, [above, below])).toEqual({ side: 1, shift: 33 })
  })

  it('keeps a compact label when no spot is free', () => {
    const all = box(200, 200, 400, 200)
    expect(chooseSpot(400, 300, size, area, [all])).toBeNull()
  })

  it('goes below a building at the canvas top, whose card would be cut by the edge', () => {
    expect(chooseSpot(400, 30, size, area, [])).toEqual({ side: -1, shift: 0 })
  })

  it('slides a card into the lane at its edge, as far as its stem still meets the body', () => {
    // anchor 20 px from the left edge: the body (half 50) slides right 30 px
    expect(chooseSpot(20, 300, size, area, [])).toEqual({ side: 1, shift: 30 })
    // 45 px is more than the stem may sit off the middle (50 - 10 = 40): no spot
    expect(chooseSpot(5, 300, size, area, [])).toBeNull()
  })

  it('prefers a spot clear of the notes, and covers a note only when nothing else is free', () => {
    const parking = box(380, 270, 40, 12)
    expect(chooseSpot(400, 300, size, area, [], [parking])).toEqual({ side: -1, shift: 0 })
    const below = box(300, 310, 200, 100)
    expect(chooseSpot(400, 300, size, area, [below], [parking])).toEqual({ side: 1, shift: 0 })
  })
})
