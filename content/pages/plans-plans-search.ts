// /plans/plans-search: the search screen (filters, sort, result rows) reads its title and intro here.

import type { PageEntry } from '../schema'

export const plansPlansSearch: PageEntry = {
  ru: {
    meta: {
      title: 'Подбор квартиры — клубная резиденция «Хвоя»',
      description:
        'Подбор квартиры в «Хвое»: фильтры по дому, площади, спальням и этажу, сортировка по цене и площади, избранное и сравнение. Рассрочка 0 %.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'План квартиры тонкими линиями на песочном фоне',
      title: 'Подбор квартиры',
      text: 'Отметьте дома, задайте площадь, число спален и этаж — список обновится сразу. Фильтры сохраняются в адресе страницы, им можно поделиться.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Подсказка',
        paragraphs: [
          'Число спален обозначено как 1С–5С, студии выделены отдельно. Забронированные квартиры закреплены за покупателями, внёсшими плату за бронь, и могут вернуться в продажу; квартиры в резерве придержал застройщик.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Flat search — Khvoya Club Residence',
      description:
        'Find a flat at Khvoya: filter by building, area, bedrooms and floor, sort by price or area, keep favourites and compare. Interest-free instalments.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'A floor plan in fine lines on a sand background',
      title: 'Flat search',
      text: 'Tick the buildings, set the area, bedrooms and floor, and the list updates at once. The filters live in the page address, so you can share them.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'A tip',
        paragraphs: [
          'Bedrooms are shown as 1B to 5B, with studios listed separately. Booked flats are held for buyers who have paid a booking fee and may come back on sale; reserved flats are held by the developer.',
        ],
      },
    ],
  },
}
