// The plan images the feeds link to: drawn once per layout at the portals' size on a white ground,
// tagged by their bytes, and drawn again after a failure rather than failing for good.
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { FlatLayout } from '../../engine/geometry'
import { resortModel } from '../catalogue/resort'
import { PLAN_IMAGE_SIZE, planImages } from './planImages'

const [first, second] = resortModel().layouts.all() as [FlatLayout, FlatLayout]
const layouts = new Map([first, second].map((layout) => [layout.plan, layout]))

/** Width, height and the top-left pixel's RGBA of a PNG (its first row's first pixel, unfiltered). */
function pngFacts(png: Uint8Array): { width: number; height: number; corner: number[] } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const chunks: Uint8Array[] = []
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const rows = inflateSync(Buffer.concat(chunks))
  // Every filter leaves the first pixel of the first row as it is (nothing left of it or above).
  return { width: view.getUint32(16), height: view.getUint32(20), corner: [...rows.subarray(1, 5)] }
}

describe('plan images', () => {
  it('are a layout drawn at the portals’ width on opaque white', async () => {
    const image = await planImages(layouts).get(first.plan)!
    const facts = pngFacts(image.body)
    expect(facts.width).toBe(PLAN_IMAGE_SIZE)
    expect(facts.height).toBeGreaterThan(0)
    expect(facts.corner).toEqual([255, 255, 255, 255])
  })

  it('are drawn once per layout and tagged by their bytes', async () => {
    const images = planImages(layouts)
    const once = images.get(first.plan)
    expect(images.get(first.plan)).toBe(once)
    const [a, b] = await Promise.all([once!, images.get(second.plan)!])
    expect(a.etag).toMatch(/^"[\w-]{22}"$/)
    expect(b.etag).not.toBe(a.etag)
    expect((await planImages(layouts).get(first.plan)!).etag).toBe(a.etag)
  })

  it('are none for a plan no flat has', () => {
    expect(planImages(layouts).get('Z-9E-999')).toBeNull()
  })

  it('are drawn again after a drawing failed', async () => {
    const broken = { ...first, levels: undefined } as unknown as FlatLayout
    const images = planImages(new Map([[first.plan, broken]]))
    const failed = images.get(first.plan)!
    await expect(failed).rejects.toThrow()
    expect(images.get(first.plan)).not.toBe(failed)
    await expect(images.get(first.plan)).rejects.toThrow()
  })
})
