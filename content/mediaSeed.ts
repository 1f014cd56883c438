// The gallery's seeded captions (server/media/constructionSeed.ts and folderSeed.ts): what the
// construction photos show month by month, and the interiors' and landscaping's pictures. Data
// in both languages; {{building}} is a building's label ('А1' / 'A1'), filled by the seed.

/** A caption in both languages. */
export type MediaCaption = { readonly ru: string; readonly en: string }

/**
 * Captions by the works of the month, on the calendar the page and the photos follow
 * (scripts/art/construction.ts `stageAt`): preparation in spring 2025; the A foundations by the
 * summer and every building's by February 2026; the frames of А1–А4 rising from September 2025
 * to the roof by September 2026. No month speaks of roofs, windows, façades or planting yet.
 */
export const CONSTRUCTION_CAPTIONS = {
  preparation: [
    { ru: 'Подготовка площадки и временная дорога', en: 'Site preparation and the temporary road' },
    { ru: 'Разметка корпусов среди сосен', en: 'Setting out the buildings among the pines' },
    { ru: 'Прокладка наружных сетей', en: 'Laying the external utilities' },
  ],
  foundations: [
    { ru: 'Корпус {{building}}: фундаментная плита', en: 'Building {{building}}: foundation slab' },
    {
      ru: 'Корпус {{building}}: армирование и опалубка',
      en: 'Building {{building}}: reinforcement and formwork',
    },
    { ru: 'Общий вид площадки с северной стороны', en: 'The site from the north' },
  ],
  frames: [
    { ru: 'Корпус {{building}}: монолитный каркас', en: 'Building {{building}}: concrete frame' },
    {
      ru: 'Корпус {{building}}: опалубка перекрытия',
      en: 'Building {{building}}: floor slab formwork',
    },
    { ru: 'Каркасы корпусов А с берега залива', en: 'The A frames from the shore' },
  ],
  winter: { ru: 'Зимнее бетонирование под укрытием', en: 'Winter concreting under cover' },
  roofSlab: {
    ru: 'Корпус {{building}}: перекрытие верхнего этажа',
    en: 'Building {{building}}: top floor slab',
  },
  /** Inside the rising A frames: bare concrete, never finishes. */
  interiors: [
    {
      ru: 'Корпус {{building}}: колонны и стены в монолите',
      en: 'Building {{building}}: columns and walls cast',
    },
    {
      ru: 'Корпус {{building}}: лестничная клетка в монолите',
      en: 'Building {{building}}: stair core cast',
    },
    {
      ru: 'Корпус {{building}}: армирование колонн',
      en: 'Building {{building}}: column reinforcement',
    },
    {
      ru: 'Корпус {{building}}: опоры и опалубка перекрытия',
      en: 'Building {{building}}: props and slab formwork',
    },
  ],
} as const satisfies Record<string, MediaCaption | readonly MediaCaption[]>

/** [slug, drawing in public/art, caption]: each gallery photo is one of our illustrations. */
export type MediaFolderEntry = readonly [string, string, MediaCaption]

export const INTERIOR_PICTURES: readonly MediaFolderEntry[] = [
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

export const LANDSCAPING_PICTURES: readonly MediaFolderEntry[] = [
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

/** A construction video's title; {{quarter}} is Roman in Russian ('IV'), a digit in English. */
export const CONSTRUCTION_VIDEO_TITLE: MediaCaption = {
  ru: 'Ход строительства: {{quarter}} квартал {{year}}',
  en: 'Construction progress: Q{{quarter}} {{year}}',
}
