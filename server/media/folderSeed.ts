// Gallery folders other than construction photos: construction videos by quarter, interiors and
// landscaping. Paths point under /art/ where the artwork is drawn.

import { ART_EXT } from './constructionSeed'
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

const INTERIORS: [string, LocalisedText][] = [
  ['lobby', { ru: 'Лобби клубного дома', en: 'Clubhouse lobby' }],
  ['living-room', { ru: 'Гостиная с видом на сосны', en: 'Living room overlooking the pines' }],
  ['kitchen', { ru: 'Кухня-столовая', en: 'Kitchen and dining room' }],
  ['master-bedroom', { ru: 'Главная спальня', en: 'Master bedroom' }],
  ['bathroom', { ru: 'Ванная комната с окном', en: 'Bathroom with a window' }],
  ['terrace', { ru: 'Терраса первого этажа', en: 'Ground-floor terrace' }],
  [
    'two-level-flat',
    { ru: 'Двухуровневая резиденция: второй свет', en: 'Two-level residence: double-height space' },
  ],
  ['serviced-studio', { ru: 'Сервисные апартаменты: студия', en: 'Serviced apartment: studio' }],
  ['spa', { ru: 'Спа-зона с бассейном', en: 'Spa with a swimming pool' }],
  ['library', { ru: 'Библиотека и каминный зал', en: 'Library and fireplace lounge' }],
]

const LANDSCAPING: [string, LocalisedText][] = [
  [
    'forest-trail',
    { ru: 'Прогулочная тропа в сосновом лесу', en: 'Walking trail through the pine forest' },
  ],
  ['lake-shore', { ru: 'Берег озера с деревянным настилом', en: 'Lake shore with a boardwalk' }],
  ['belvedere', { ru: 'Бельведер на холме', en: 'Belvedere on the hill' }],
  [
    'playground',
    { ru: 'Детская площадка из натурального дерева', en: 'Natural timber playground' },
  ],
  ['central-alley', { ru: 'Центральная аллея вечером', en: 'Central alley in the evening' }],
  [
    'sculpture',
    { ru: 'Шестиметровая скульптура у въезда', en: 'The six-metre sculpture at the entrance' },
  ],
  ['sports-ground', { ru: 'Спортивная площадка', en: 'Sports ground' }],
  ['heather-garden', { ru: 'Вересковый сад', en: 'Heather garden' }],
]

function photoFolder(folder: string, entries: [string, LocalisedText][]): MediaSeedItem[] {
  return entries.map(([slug, title], sort) => ({
    id: `${folder}-${slug}`,
    folder,
    kind: 'photo',
    src: `/art/${folder}/${slug}-preview${ART_EXT}`,
    full: `/art/${folder}/${slug}${ART_EXT}`,
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
    full: `/art/video/construction-${year}-q${quarter}${ART_EXT}`,
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
