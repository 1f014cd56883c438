// /news: the news list (items from content/news.ts), the press contact and the subscription form.

import type { PageEntry } from '../schema'
import { SITE } from '../site'

export const news: PageEntry = {
  ru: {
    meta: {
      title: 'Новости — клубная резиденция «Хвоя»',
      description:
        'Новости клубной резиденции «Хвоя»: ход строительства, старт продаж новых домов, скульптура и бельведер, ландшафтный сезон и события в шоуруме.',
    },
    hero: {
      image: 'belvedere-dusk',
      imageAlt: 'Деревянный бельведер над кронами сосен в сумерках',
      title: 'Новости',
      text: 'Как растут дома, что посадили этой весной и когда следующий день открытых дверей — всё, что происходит в «Хвое».',
    },
    sections: [
      {
        kind: 'widget',
        id: 'news',
        title: 'Последние новости',
        widget: 'news-list',
      },
      {
        kind: 'text',
        id: 'press',
        title: 'Для прессы',
        paragraphs: [
          `Пресс-служба предоставит фотографии высокого разрешения, комментарии архитекторов и команды проекта, организует съёмку на территории. Пишите на ${SITE.emails.press}.`,
        ],
      },
      {
        kind: 'widget',
        id: 'subscription',
        title: 'Подписаться на новости',
        intro:
          'Раз в месяц — ход строительства, новые планировки и приглашения на события. Без спама.',
        widget: 'subscription-form',
      },
    ],
  },
  en: {
    meta: {
      title: 'News — Khvoya Club Residence',
      description:
        'News from Khvoya Club Residence: construction progress, new buildings released for sale, the sculpture and the belvedere, landscaping and showroom events.',
    },
    hero: {
      image: 'belvedere-dusk',
      imageAlt: 'The timber belvedere above the pine crowns at dusk',
      title: 'News',
      text: 'How the buildings are rising, what we planted this spring and when the next open day is: everything happening at Khvoya.',
    },
    sections: [
      {
        kind: 'widget',
        id: 'news',
        title: 'Latest news',
        widget: 'news-list',
      },
      {
        kind: 'text',
        id: 'press',
        title: 'For the press',
        paragraphs: [
          `Our press office can supply high-resolution photographs and comments from the architects and the project team, and arrange filming on site. Write to ${SITE.emails.press}.`,
        ],
      },
      {
        kind: 'widget',
        id: 'subscription',
        title: 'Subscribe to our news',
        intro:
          'Once a month: construction progress, new floor plans and invitations to events. Nothing else.',
        widget: 'subscription-form',
      },
    ],
  },
}
