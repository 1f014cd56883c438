// Everything the media table is seeded with, and its version: a fresh database, or one seeded by
// an older build, is (re)filled from here on start.

import { createHash } from 'node:crypto'
import { constructionSeed } from './constructionSeed'
import { folderSeed } from './folderSeed'
import type { MediaSeedItem } from './mediaTypes'

export function mediaSeed(): { items: MediaSeedItem[]; version: string } {
  const items = [...constructionSeed(), ...folderSeed()]
  const version = createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16)
  return { items, version }
}

/** Every image or video path the seed refers to: the list the artwork must cover. */
export function mediaArtPaths(): string[] {
  return [...new Set(mediaSeed().items.flatMap((item) => [item.src, item.full]))].sort()
}
