// The construction-progress photo set: March 2025 to October 2026, 3-9 photos a month, captions
// that follow the works of each month as the page tells them. Deterministic, so every fresh database gets the same
// set and the artwork under /art/construction/ can be drawn from this list (`mediaArtPaths` in mediaSeed.ts).

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

const BUILDINGS: Building[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9']
  .map((n) => ({ ru: `А${n}`, en: `A${n}` }))
  .concat([
    { ru: 'Б1', en: 'B1' },
    { ru: 'Б2', en: 'B2' },
    { ru: 'В1', en: 'C1' },
    { ru: 'В2', en: 'C2' },
  ])
const A_BUILDINGS = BUILDINGS.slice(0, 9)

/**
 * Captions by the works of the month, on the calendar the page and the photos follow
 * (scripts/art/construction.ts `stageAt`): preparation in spring 2025; the A foundations by the
 * summer and every building's by February 2026; the frames of А1–А4 rising from September 2025
 * to the roof by September 2026. No month speaks of roofs, windows, façades or planting yet.
 */
const PREPARATION: Caption[] = [
  () => ({
    ru: 'Подготовка площадки и временная дорога',
    en: 'Site preparation and the temporary road',
  }),
  () => ({ ru: 'Разметка корпусов среди сосен', en: 'Setting out the buildings among the pines' }),
  () => ({ ru: 'Прокладка наружных сетей', en: 'Laying the external utilities' }),
]
const FOUNDATIONS: Caption[] = [
  (b) => ({ ru: `Корпус ${b.ru}: фундаментная плита`, en: `Building ${b.en}: foundation slab` }),
  (b) => ({
    ru: `Корпус ${b.ru}: армирование и опалубка`,
    en: `Building ${b.en}: reinforcement and formwork`,
  }),
  () => ({ ru: 'Общий вид площадки с северной стороны', en: 'The site from the north' }),
]
const FRAMES: Caption[] = [
  (b) => ({ ru: `Корпус ${b.ru}: монолитный каркас`, en: `Building ${b.en}: concrete frame` }),
  (b) => ({
    ru: `Корпус ${b.ru}: опалубка перекрытия`,
    en: `Building ${b.en}: floor slab formwork`,
  }),
  () => ({ ru: 'Каркасы корпусов А с берега залива', en: 'The A frames from the shore' }),
]
const WINTER: Caption = () => ({
  ru: 'Зимнее бетонирование под укрытием',
  en: 'Winter concreting under cover',
})
const ROOF_SLAB: Caption = (b) => ({
  ru: `Корпус ${b.ru}: перекрытие верхнего этажа`,
  en: `Building ${b.en}: top floor slab`,
})

/** Inside the rising A frames: bare concrete, never finishes. */
const INTERIOR_CAPTIONS: Caption[] = [
  (b) => ({
    ru: `Корпус ${b.ru}: колонны и стены в монолите`,
    en: `Building ${b.en}: columns and walls cast`,
  }),
  (b) => ({
    ru: `Корпус ${b.ru}: лестничная клетка в монолите`,
    en: `Building ${b.en}: stair core cast`,
  }),
  (b) => ({
    ru: `Корпус ${b.ru}: армирование колонн`,
    en: `Building ${b.en}: column reinforcement`,
  }),
  (b) => ({
    ru: `Корпус ${b.ru}: опоры и опалубка перекрытия`,
    en: `Building ${b.en}: props and slab formwork`,
  }),
]

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
