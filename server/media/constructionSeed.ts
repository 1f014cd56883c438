// The construction-progress photo set: March 2025 to October 2026, 3-9 photos a month, captions
// that follow a plausible building sequence. Deterministic, so every fresh database gets the same
// set and the artwork under /art/construction/ can be drawn from this list (`mediaArtPaths` in mediaSeed.ts).

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

/** Location captions by stage; a month uses the stage its index falls in. */
const LOCATION_STAGES: Caption[][] = [
  [
    () => ({
      ru: 'Подготовка площадки и временная дорога',
      en: 'Site preparation and the temporary road',
    }),
    () => ({
      ru: 'Разметка корпусов среди сосен',
      en: 'Setting out the buildings among the pines',
    }),
    () => ({ ru: 'Прокладка наружных сетей', en: 'Laying the external utilities' }),
  ],
  [
    (b) => ({ ru: `Корпус ${b.ru}: фундаментная плита`, en: `Building ${b.en}: foundation slab` }),
    (b) => ({
      ru: `Корпус ${b.ru}: армирование и опалубка`,
      en: `Building ${b.en}: reinforcement and formwork`,
    }),
    () => ({ ru: 'Общий вид площадки с северной стороны', en: 'The site from the north' }),
  ],
  [
    (b) => ({ ru: `Корпус ${b.ru}: монолитный каркас`, en: `Building ${b.en}: concrete frame` }),
    (b) => ({
      ru: `Корпус ${b.ru}: перекрытие верхнего этажа`,
      en: `Building ${b.en}: top floor slab`,
    }),
    () => ({ ru: 'Вид на корпуса с берега озера', en: 'The buildings from the lake shore' }),
  ],
  [
    (b) => ({
      ru: `Корпус ${b.ru}: кровля и тепловой контур`,
      en: `Building ${b.en}: roof and thermal envelope`,
    }),
    (b) => ({ ru: `Корпус ${b.ru}: монтаж окон`, en: `Building ${b.en}: windows going in` }),
    () => ({
      ru: 'Зимние работы под тепловым контуром',
      en: 'Winter works inside heated enclosures',
    }),
  ],
  [
    (b) => ({ ru: `Корпус ${b.ru}: облицовка фасада`, en: `Building ${b.en}: facade cladding` }),
    (b) => ({
      ru: `Корпус ${b.ru}: террасы и ограждения`,
      en: `Building ${b.en}: terraces and railings`,
    }),
    () => ({ ru: 'Бельведер: каркас смотровой площадки', en: 'Belvedere: viewing platform frame' }),
  ],
  [
    () => ({
      ru: 'Благоустройство: прогулочные тропы в лесу',
      en: 'Landscaping: forest walking trails',
    }),
    () => ({ ru: 'Озеленение и освещение аллей', en: 'Planting and lighting of the alleys' }),
    (b) => ({ ru: `Корпус ${b.ru}: входная группа`, en: `Building ${b.en}: entrance` }),
  ],
]

const INTERIOR_CAPTIONS: Caption[] = [
  (b) => ({ ru: `Корпус ${b.ru}: инженерные системы`, en: `Building ${b.en}: building services` }),
  (b) => ({ ru: `Корпус ${b.ru}: черновая отделка`, en: `Building ${b.en}: rough finishing` }),
  (b) => ({ ru: `Корпус ${b.ru}: отделка white box`, en: `Building ${b.en}: white-box finish` }),
  (b) => ({ ru: `Корпус ${b.ru}: лестничный холл`, en: `Building ${b.en}: staircase hall` }),
  () => ({ ru: 'Лобби клубного дома: отделка', en: 'Clubhouse lobby: finishing' }),
  () => ({ ru: 'Спа-зона: бассейн и хаммам', en: 'Spa: pool and hammam' }),
]

/** mulberry32: a tiny seeded generator, so the set never changes between runs. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
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
  const random = seededRandom(seed)
  const list = months()
  const items: MediaSeedItem[] = []
  list.forEach(({ year, month }, index) => {
    const sites = 3 + Math.floor(random() * (SITE_FRAMES - 2)) // 3..5
    const interiors =
      monthIndex({ year, month }) >= monthIndex(FIRST_INTERIOR)
        ? 1 + Math.floor(random() * INTERIOR_FRAMES) // 1..4
        : 0
    const count = sites + interiors
    const stage =
      LOCATION_STAGES[
        Math.min(
          LOCATION_STAGES.length - 1,
          Math.floor((index * LOCATION_STAGES.length) / list.length),
        )
      ]!
    for (let i = 0; i < count; i++) {
      const kind: ConstructionKind = i < count - interiors ? 'location' : 'interior'
      const building = BUILDINGS[Math.floor(random() * BUILDINGS.length)]!
      const captions = kind === 'location' ? stage : INTERIOR_CAPTIONS
      const caption = captions[Math.floor(random() * captions.length)]!(building)
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
