// The construction-progress photo set: March 2025 to October 2026, 3-9 photos a month, captions
// that follow the works of each month as the page tells them (their words: content/mediaSeed.ts). Deterministic, so every fresh database gets the same
// set and the artwork under /art/construction/ can be drawn from this list (`mediaArtPaths` in mediaSeed.ts).

import { CONSTRUCTION_CAPTIONS, type MediaCaption } from '../../content/mediaSeed'
import { buildingLabel } from '../../engine/buildings'
import { fill } from '../../engine/messages'
import { mulberry32 } from '../../engine/seededRandom'
import {
  CONSTRUCTION_FOLDERS,
  type ConstructionKind,
  type LocalisedText,
  type MediaSeedItem,
} from './mediaTypes'

export const ART_EXT = '.svg'
/** Frames drawn per month by scripts/art/construction.ts: 1-5 the site, 6-9 interiors. */
const SITE_FRAMES = 5
const INTERIOR_FRAMES = 4

export function constructionPhotoName(year: number, month: number, frame: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${frame}${ART_EXT}`
}
const FIRST = { year: 2025, month: 3 }
const LAST = { year: 2026, month: 10 }
/** Interior works start once the first frames are closed. */
const FIRST_INTERIOR = { year: 2025, month: 10 }

type Caption = (building: Building) => LocalisedText
interface Building {
  ru: string
  en: string
}

/** А1–А9, Б1, Б2, В1, В2 by the spec's codes ('А1' / 'A1', 'В1' / 'C1'). */
const BUILDINGS: Building[] = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 31, 32].map((code) => ({
  ru: buildingLabel(code, 'ru'),
  en: buildingLabel(code, 'en'),
}))
const A_BUILDINGS = BUILDINGS.slice(0, 9)

/** A caption of content/mediaSeed.ts with its building named. Each is made once: the seed tells
 * captions apart by identity (FRAMES_OF_A). */
const caption =
  (text: MediaCaption): Caption =>
  (b) => ({ ru: fill(text.ru, { building: b.ru }), en: fill(text.en, { building: b.en }) })

const PREPARATION: Caption[] = CONSTRUCTION_CAPTIONS.preparation.map(caption)
const FOUNDATIONS: Caption[] = CONSTRUCTION_CAPTIONS.foundations.map(caption)
const FRAMES: Caption[] = CONSTRUCTION_CAPTIONS.frames.map(caption)
const WINTER: Caption = caption(CONSTRUCTION_CAPTIONS.winter)
const ROOF_SLAB: Caption = caption(CONSTRUCTION_CAPTIONS.roofSlab)
const INTERIOR_CAPTIONS: Caption[] = CONSTRUCTION_CAPTIONS.interiors.map(caption)

const A_FRAMES = BUILDINGS.slice(0, 4)
/** Captions that only an A frame can carry. */
const FRAMES_OF_A = new Set<Caption>([FRAMES[0]!, FRAMES[1]!, ROOF_SLAB])

/** The captions a month may use, and the buildings they may name. */
function worksOf(year: number, month: number): { captions: Caption[]; buildings: Building[] } {
  const k = monthIndex({ year, month })
  const winter = month === 12 || month <= 2
  if (k < monthIndex({ year: 2025, month: 6 }))
    return { captions: PREPARATION, buildings: BUILDINGS }
  if (k < monthIndex({ year: 2025, month: 9 }))
    return { captions: FOUNDATIONS, buildings: A_BUILDINGS }
  if (k <= monthIndex({ year: 2026, month: 2 })) {
    // The B and C foundations while the A frames begin.
    return {
      captions: [...FOUNDATIONS.slice(0, 2), ...FRAMES.slice(0, 2), ...(winter ? [WINTER] : [])],
      buildings: BUILDINGS,
    }
  }
  const topping = k >= monthIndex({ year: 2026, month: 8 }) ? [ROOF_SLAB] : []
  return { captions: [...FRAMES, ...topping], buildings: A_FRAMES }
}

function months(): { year: number; month: number }[] {
  const out = []
  for (let k = monthIndex(FIRST); k <= monthIndex(LAST); k++) {
    out.push({ year: Math.floor(k / 12), month: (k % 12) + 1 })
  }
  return out
}

const pad = (n: number) => String(n).padStart(2, '0')
const monthIndex = (at: { year: number; month: number }) => at.year * 12 + at.month - 1

export function constructionSeed(seed = 2025): MediaSeedItem[] {
  const random = mulberry32(seed)
  const list = months()
  const items: MediaSeedItem[] = []
  list.forEach(({ year, month }) => {
    const sites = 3 + Math.floor(random() * (SITE_FRAMES - 2)) // 3..5
    const interiors =
      monthIndex({ year, month }) >= monthIndex(FIRST_INTERIOR)
        ? 1 + Math.floor(random() * INTERIOR_FRAMES) // 1..4
        : 0
    const count = sites + interiors
    const works = worksOf(year, month)
    for (let i = 0; i < count; i++) {
      const kind: ConstructionKind = i < count - interiors ? 'location' : 'interior'
      // A frame's caption names one of А1–А4 (the others have only their slabs so far), and the
      // interiors are inside those frames.
      const pool = kind === 'location' ? works.buildings : A_FRAMES
      const building = pool[Math.floor(random() * pool.length)]!
      const captions = kind === 'location' ? works.captions : INTERIOR_CAPTIONS
      const picked = captions[Math.floor(random() * captions.length)]!
      const caption = (
        A_FRAMES.includes(building) || !FRAMES_OF_A.has(picked) ? picked : FOUNDATIONS[0]!
      )(building)
      const frame = kind === 'location' ? i + 1 : SITE_FRAMES + (i - sites) + 1
      const path = `/art/construction/${constructionPhotoName(year, month, frame)}`
      items.push({
        id: `construction-${year}-${pad(month)}-${pad(i + 1)}`,
        folder: CONSTRUCTION_FOLDERS[kind],
        kind: 'photo',
        src: path,
        full: path,
        year,
        month,
        sort: i,
        title: caption,
      })
    }
  })
  return items
}
