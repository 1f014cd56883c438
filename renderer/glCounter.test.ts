import { describe, expect, it } from 'vitest'
import { carriesPixels, GlCounter } from './glCounter'

/** A stand-in for a WebGL context: only the methods the counter wraps. */
function fakeGl() {
  const calls: string[] = []
  return {
    calls,
    drawElements: () => calls.push('drawElements'),
    drawArrays: () => calls.push('drawArrays'),
    texImage2D: (..._args: unknown[]) => calls.push('texImage2D'),
    texSubImage2D: (..._args: unknown[]) => calls.push('texSubImage2D'),
  }
}

describe('WebGL call counter', () => {
  it('counts draws and uploads per frame, and keeps the first frame that drew a scene', () => {
    const gl = fakeGl()
    const counter = new GlCounter(gl)
    gl.texImage2D(0, 0, 0, 0, 0, 0, { width: 1 }) // the paper clear before any scene
    gl.drawArrays()
    counter.endFrame(false)
    expect(counter.first).toBeNull()
    gl.drawElements()
    gl.drawElements()
    gl.texImage2D(0, 0, 0, 4, 4, 0, 0, 0, new Uint8Array(64))
    counter.endFrame(true)
    gl.drawElements()
    counter.endFrame(true)
    expect(counter.first).toEqual({ draws: 2, uploads: 1 })
    expect(counter.last).toEqual({ draws: 1, uploads: 0 })
    // The original methods still run.
    expect(gl.calls).toEqual([
      'texImage2D',
      'drawArrays',
      'drawElements',
      'drawElements',
      'texImage2D',
      'drawElements',
    ])
  })

  it.each([
    [[0, 0, 0, 512, 512, 0, 0, 0, null], false], // an empty render target
    [[0, 0, 0, 512, 512, 0, 0, 0, new Uint8Array(4)], true],
    [[0, 0, 0, 0, 0, { width: 8 }], true], // from an image or canvas
  ])('an upload carries pixels: %j -> %s', (args, expected) => {
    expect(carriesPixels(args)).toBe(expected)
  })
})
