// What a screenshot shows inside a box: how many colours (4 bits a channel) and how much of the
// box its commonest colour covers. A drawn plan is many colours; an empty or one-colour canvas
// is one. Pure apart from decoding the PNG with sharp.

import sharp from 'sharp'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PictureFacts {
  colours: number
  /** Share of the box in its commonest colour, 0-1. */
  commonest: number
}

/** Reads `box` (CSS px) out of a viewport PNG taken at `cssWidth` CSS px wide. */
export async function pictureFacts(png: Buffer, box: Box, cssWidth: number): Promise<PictureFacts> {
  const image = sharp(png)
  const { width = 0, height = 0 } = await image.metadata()
  const scale = width / cssWidth
  const left = Math.max(0, Math.floor(box.x * scale))
  const top = Math.max(0, Math.floor(box.y * scale))
  const region = {
    left,
    top,
    width: Math.min(width - left, Math.floor(box.width * scale)),
    height: Math.min(height - top, Math.floor(box.height * scale)),
  }
  if (region.width < 1 || region.height < 1) return { colours: 0, commonest: 1 }
  const raw = await image.extract(region).removeAlpha().raw().toBuffer()
  const counts = new Map<number, number>()
  for (let i = 0; i + 2 < raw.length; i += 3) {
    const key =
      ((raw[i] ?? 0) >> 4) * 256 + ((raw[i + 1] ?? 0) >> 4) * 16 + ((raw[i + 2] ?? 0) >> 4)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const pixels = raw.length / 3
  return { colours: counts.size, commonest: Math.max(...counts.values()) / pixels }
}
