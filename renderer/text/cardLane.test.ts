import { describe, expect, it } from 'vitest'
import { world } from '../stage/space'
import { cardLane } from './cardLane'

const picture = { min: world(0, 0), max: world(100, 60) }

describe('cardLane', () => {
  it('keeps cards on a picture framed short of the canvas edges', () => {
    // 100 units at zoom 9 in a 1080 px canvas: the picture spans 90..990.
    const lane = cardLane(picture, { x: 50, y: 30, zoom: 9 }, { width: 1080, height: 753 }, 8)
    expect(lane).toEqual({ left: 90, right: 990 })
  })

  it('keeps them inside the canvas on a picture larger than it', () => {
    const lane = cardLane(picture, { x: 50, y: 30, zoom: 30 }, { width: 1080, height: 753 }, 8)
    expect(lane).toEqual({ left: 8, right: 1072 })
  })
})
