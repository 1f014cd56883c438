// /masterplan: the interactive master plan screen; the canvas and its static fallback read this entry for title, meta and intro.

import type { PageEntry } from '../schema'

export const masterplan: PageEntry = {
  ru: {
    meta: {
      title: 'Генплан — клубная резиденция «Хвоя»',
      description:
        'Интерактивный генеральный план «Хвои»: 13 домов трёх типов и бельведер на 17,6 га соснового леса. Выберите дом, чтобы увидеть свободные квартиры.',
    },
    hero: {
      image: 'masterplan-illustrated',
      imageAlt: 'Иллюстрированный генплан: дома среди крон сосен',
      title: 'Генеральный план',
      text: 'Тринадцать домов среди сосен и бельведер на гребне дюны. Нажмите на дом, чтобы увидеть свободные квартиры и цены и перейти к его секциям и этажам.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Дома на генплане',
        paragraphs: [
          'Девять чёрных домов типа А (А1–А9), две бежевые виллы типа Б (Б1–Б2) и два белых дома типа В (В1–В2). В1 — отель, А1–А4 — сервисные апартаменты, остальные дома — частные резиденции.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Master plan — Khvoya Club Residence',
      description:
        'The interactive master plan of Khvoya: 13 buildings of three types and the belvedere on 17.6 ha of pine forest. Choose a building to see available flats.',
    },
    hero: {
      image: 'masterplan-illustrated',
      imageAlt: 'An illustrated master plan: buildings among the pine crowns',
      title: 'Master plan',
      text: 'Thirteen buildings among the pines and a belvedere on the crest of the dune. Tap or click a building to see the flats available and their prices, and to explore its sections and floors.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Buildings on the plan',
        paragraphs: [
          'Nine black type A buildings (A1–A9), two beige type B villas (B1–B2) and two white type C buildings (C1–C2). C1 is the hotel, A1–A4 hold serviced apartments, and the rest hold private flats.',
        ],
      },
    ],
  },
}
