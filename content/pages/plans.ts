// /plans: the entry to the flat search and flat plans; the plans screens read this entry.

import type { PageEntry } from '../schema'

export const plans: PageEntry = {
  ru: {
    meta: {
      title: 'Планировки — клубная резиденция «Хвоя»',
      description:
        'Планировки резиденций «Хвои»: от студий до квартир с пятью спальнями, террасы, сады и двухуровневые квартиры. Поиск по площади, спальням и этажу.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'Архитектурный план квартиры с мебелью и террасой',
      title: 'Планировки',
      text: 'От студий до резиденций с пятью спальнями: сады на первых этажах, террасы наверху и двухуровневые квартиры.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Как выбрать',
        paragraphs: [
          'Ищите по дому, площади, числу спален и этажу, сортируйте по цене и площади, добавляйте понравившиеся квартиры в избранное и сохраняйте планировки в PDF.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Floor plans — Khvoya Club Residence',
      description:
        'Floor plans of the Khvoya flats: studios to five bedrooms, terraces, gardens and two-level layouts. Search by area, bedrooms and floor.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'An architectural floor plan of a flat with furniture and a terrace',
      title: 'Floor plans',
      text: 'From studios to five-bedroom flats, with gardens on the ground floors, terraces at the top and flats on two levels.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'How to choose',
        paragraphs: [
          'Search by building, area, bedrooms and floor, sort by price or area, add the flats you like to your favourites and save floor plans as PDF.',
        ],
      },
    ],
  },
}
