import { describe, expect, it } from 'vitest'
import { resortModel } from '../resort'
import { layoutThumbnail } from './thumbnails'

const layouts = resortModel().layouts.all()

describe('layoutThumbnail', () => {
  it.each(layouts.map((l) => [l.plan, l] as const))(
    'draws %s in a 300 x 300 box under 15 KB',
    (_plan, layout) => {
      const svg = layoutThumbnail(layout)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"')).toBe(
        true,
      )
      expect(Buffer.byteLength(svg)).toBeLessThan(15 * 1024)
      // Walls, every room and every door are in the drawing.
      const rooms = layout.levels.reduce((n, l) => n + l.rooms.length, 0)
      expect((svg.match(/<polygon/g) ?? []).length).toBeGreaterThan(rooms)
      expect(svg).not.toMatch(/NaN|undefined/)
    },
  )
})
