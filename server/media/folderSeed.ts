// Gallery folders other than construction photos: construction videos by quarter, interiors and
// landscaping (their captions: content/mediaSeed.ts). Paths point under /art/ where the artwork
// is drawn.

import {
  CONSTRUCTION_VIDEO_TITLE,
  INTERIOR_PICTURES,
  LANDSCAPING_PICTURES,
  type MediaFolderEntry,
} from '../../content/mediaSeed'
import { fill } from '../../engine/messages'
import { ART_EXT, constructionPhotoName } from './constructionSeed'
import type { MediaSeedItem } from './mediaTypes'

const QUARTERS: { year: number; quarter: number }[] = [
  { year: 2025, quarter: 2 },
  { year: 2025, quarter: 3 },
  { year: 2025, quarter: 4 },
  { year: 2026, quarter: 1 },
  { year: 2026, quarter: 2 },
  { year: 2026, quarter: 3 },
]
const ROMAN = ['I', 'II', 'III', 'IV']

function photoFolder(folder: string, entries: readonly MediaFolderEntry[]): MediaSeedItem[] {
  return entries.map(([slug, art, title], sort) => ({
    id: `${folder}-${slug}`,
    folder,
    kind: 'photo',
    src: `/art/${art}${ART_EXT}`,
    full: `/art/${art}${ART_EXT}`,
    year: null,
    month: null,
    sort,
    title,
  }))
}

export function folderSeed(): MediaSeedItem[] {
  // Newest quarter first, as the video tab shows them.
  const videos: MediaSeedItem[] = [...QUARTERS].reverse().map(({ year, quarter }, sort) => ({
    id: `construction-video-${year}-q${quarter}`,
    folder: 'construction-video',
    kind: 'video',
    src: `/art/video/construction-${year}-q${quarter}.mp4`,
    // The poster is the first site photo of the quarter's last month.
    full: `/art/construction/${constructionPhotoName(year, quarter * 3, 1)}`,
    year,
    month: quarter * 3,
    sort,
    title: {
      ru: fill(CONSTRUCTION_VIDEO_TITLE.ru, { quarter: ROMAN[quarter - 1] ?? quarter, year }),
      en: fill(CONSTRUCTION_VIDEO_TITLE.en, { quarter, year }),
    },
  }))
  return [
    ...videos,
    ...photoFolder('interiors', INTERIOR_PICTURES),
    ...photoFolder('landscaping', LANDSCAPING_PICTURES),
  ]
}
