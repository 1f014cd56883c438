// Gallery folders other than construction photos: construction videos by quarter, interiors and
// landscaping. Paths point under /art/ where the artwork is drawn.

import { ART_EXT, constructionPhotoName } from './constructionSeed'
import type { LocalisedText, MediaSeedItem } from './mediaTypes'

const QUARTERS: { year: number; quarter: number }[] = [
  { year: 2025, quarter: 2 },
  { year: 2025, quarter: 3 },
  { year: 2025, quarter: 4 },
  { year: 2026, quarter: 1 },
  { year: 2026, quarter: 2 },
  { year: 2026, quarter: 3 },
]
const ROMAN = ['I', 'II', 'III', 'IV']

/** [slug, drawing in public/art, caption]: each gallery photo is one of our illustrations. */
type FolderEntry = [string, string, LocalisedText]

const INTERIORS: FolderEntry[] = [
  ['lobby', 'concierge-lobby', { ru: 'Лобби клубного дома', en: 'Clubhouse lobby' }],
  [
    'living-room',
    'interiors-living-room',
    { ru: 'Гостиная с видом на сосны', en: 'Living room overlooking the pines' },
  ],
  ['kitchen', 'kitchen-dining', { ru: 'Кухня-столовая', en: 'Kitchen and dining room' }],
  [
    'master-bedroom',
    'hotel-suite',
    { ru: 'Спальня с видом на лес', en: 'Bedroom facing the forest' },
  ],
  ['bathroom', 'bathroom-stone', { ru: 'Ванная комната в камне', en: 'Stone bathroom' }],
  ['terrace', 'private-terrace', { ru: 'Терраса первого этажа', en: 'Ground-floor terrace' }],
  [
    'serviced-studio',
    'serviced-apartment',
    { ru: 'Сервисные апартаменты', en: 'Serviced apartment' },
  ],
  ['spa', 'spa-pool', { ru: 'Спа-зона с бассейном', en: 'Spa with a swimming pool' }],
  [
    'library',
    'clubhouse-lounge',
    { ru: 'Библиотека и каминный зал', en: 'Library and fireplace lounge' },
  ],
]

const LANDSCAPING: FolderEntry[] = [
  [
    'forest-trail',
    'promenade-pines',
    { ru: 'Прогулочная тропа в сосновом лесу', en: 'Walking trail through the pine forest' },
  ],
  ['lake-shore', 'lake-shchuchye', { ru: 'Берег озера', en: 'The lake shore' }],
  ['belvedere', 'belvedere-tower', { ru: 'Бельведер на дюне', en: 'The belvedere on the dune' }],
  [
    'playground',
    'children-forest-playground',
    { ru: 'Детская площадка из натурального дерева', en: 'Natural timber playground' },
  ],
  ['central-alley', 'lighting-night-path', { ru: 'Аллея вечером', en: 'The alley in the evening' }],
  [
    'sculpture',
    'sculpture-clearing',
    { ru: 'Шестиметровая скульптура «Подрост»', en: 'Undergrowth, the six-metre sculpture' },
  ],
  ['heather-garden', 'landscaping-heather-garden', { ru: 'Вересковый сад', en: 'Heather garden' }],
]

function photoFolder(folder: string, entries: FolderEntry[]): MediaSeedItem[] {
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
      ru: `Ход строительства: ${ROMAN[quarter - 1]} квартал ${year}`,
      en: `Construction progress: Q${quarter} ${year}`,
    },
  }))
  return [
    ...videos,
    ...photoFolder('interiors', INTERIORS),
    ...photoFolder('landscaping', LANDSCAPING),
  ]
}
