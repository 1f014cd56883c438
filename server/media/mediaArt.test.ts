import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { constructionSeed } from './constructionSeed'
import { mediaArtPaths } from './mediaSeed'

describe('media seed', () => {
  it('points every photo, poster and video at a file we ship', () => {
    const missing = mediaArtPaths().filter((p) => !existsSync(path.join('public', p)))
    expect(missing).toEqual([])
  })

  it('uses site frames 1-5 for location photos and 6-9 for interiors', () => {
    for (const item of constructionSeed()) {
      const frame = Number(/-(\d)\.svg$/.exec(item.src)?.[1])
      if (item.folder === 'construction-location') expect(frame).toBeLessThanOrEqual(5)
      else expect(frame).toBeGreaterThanOrEqual(6)
    }
  })
})
