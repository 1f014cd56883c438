import { describe, expect, it } from 'vitest'
import { sunStrip } from '../../engine/sunView/sunStrip'
import { paintSunStrip } from './sunStripPainter'

// A context that keeps every font it was given and swallows the drawing calls.
function recordingContext() {
  const fonts: string[] = []
  const gradient = { addColorStop: () => {} }
  const ctx = new Proxy(
    {},
    {
      get: (_, key) =>
        key === 'createLinearGradient' ? () => gradient : key === 'font' ? fonts.at(-1) : () => {},
      set: (_, key, value) => {
        if (key === 'font') fonts.push(String(value))
        return true
      },
    },
  )
  return { ctx: ctx as CanvasRenderingContext2D, fonts }
}

const strip = sunStrip(180, Array(37).fill(10), 5, [
  {
    date: '06-21',
    points: [
      [120, 20],
      [180, 50],
      [240, 20],
    ],
  },
])
const sizes = (fonts: string[]) => fonts.map((f) => Number.parseFloat(f))

describe('paintSunStrip', () => {
  it('sizes its words by the strip, 11 px on the 170 px strip of a desktop', () => {
    const { ctx, fonts } = recordingContext()
    paintSunStrip(ctx, strip, { width: 320, height: 170, resolution: 1 })
    expect(Math.min(...sizes(fonts))).toBe(11)
  })

  it("never sets a word under the page's least canvas text (18 px on the kiosk)", () => {
    const { ctx, fonts } = recordingContext()
    paintSunStrip(ctx, strip, { width: 480, height: 220, resolution: 2, textMin: 18 })
    expect(fonts.length).toBeGreaterThan(0)
    expect(Math.min(...sizes(fonts))).toBe(18)
  })
})
