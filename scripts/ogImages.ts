// Share images (Open Graph, Twitter): every hero illustration rendered to a 1200x630 JPEG, since
// social networks do not read SVG. Writes public/generated/og/<hero>.jpg and default.jpg.

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type RenderedImage, Resvg, renderAsync } from '@resvg/resvg-js'
import jpeg from 'jpeg-js'
import { PAGES } from '../content/pages'
import { stepProgress } from './buildProgress'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
const OUT = path.resolve('public/generated/og')

/** Every distinct hero image of every page in both locales. */
export function heroImages(): string[] {
  return [...new Set(Object.values(PAGES).flatMap((p) => [p.ru.hero.image, p.en.hero.image]))]
}

const FIT = { fitTo: { mode: 'width', value: OG_WIDTH } } as const

/** Renders an SVG to cover 1200x630 (scaled to the width, cropped to the centre) as JPEG. */
export function ogJpeg(svg: string): Buffer {
  return coverJpeg(new Resvg(svg, FIT).render())
}

function coverJpeg(image: RenderedImage): Buffer {
  const top = Math.max(0, Math.floor((image.height - OG_HEIGHT) / 2))
  const rows = Math.min(OG_HEIGHT, image.height)
  const pixels = image.pixels.subarray(top * OG_WIDTH * 4, (top + rows) * OG_WIDTH * 4)
  return jpeg.encode({ data: pixels, width: OG_WIDTH, height: rows }, 82).data
}

async function main() {
  mkdirSync(OUT, { recursive: true })
  const names = heroImages()
  // Rebuilt only when the drawing is newer than its share image.
  const stale = names.filter((name) => {
    const target = path.join(OUT, `${name}.jpg`)
    const source = path.resolve('public/art', `${name}.svg`)
    return !existsSync(target) || statSync(target).mtimeMs < statSync(source).mtimeMs
  })
  // resvg draws on libuv's threads while this one encodes the JPEGs of the drawings done: the two
  // halves of the work overlap (8 s one after the other on a clean build).
  const drawings = stale.map((name) =>
    renderAsync(readFileSync(path.resolve('public/art', `${name}.svg`), 'utf8'), FIT),
  )
  const progress = stepProgress('og images', { total: stale.length, verb: 'drawing' })
  for (const name of stale) progress.start(name)
  try {
    for (const [i, name] of stale.entries()) {
      writeFileSync(
        path.join(OUT, `${name}.jpg`),
        coverJpeg(await (drawings[i] as Promise<RenderedImage>)),
      )
      progress.done(name)
    }
  } finally {
    progress.close()
  }
  const fallback = path.join(OUT, 'default.jpg')
  if (!existsSync(fallback))
    writeFileSync(fallback, readFileSync(path.join(OUT, `${PAGES.index.ru.hero.image}.jpg`)))
  console.log(`og images: ${names.length} (${stale.length} drawn)`)
}

if (process.argv[1]?.endsWith('ogImages.ts')) await main()
