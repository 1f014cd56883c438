// /plans/plans-favorites: the favourites screen. The file is named after its public route, which
// keeps the product spec's American spelling; its English titles are British ('Favourites').

import type { PageEntry } from '../schema'

export const plansPlansFavourites: PageEntry = {
  ru: {
    meta: {
      title: 'Избранное — клубная резиденция «Хвоя»',
      description:
        'Избранные квартиры в «Хвое»: сравните планировки, площади и цены, сохраните PDF для семьи или брокера и закажите консультацию по выбранным квартирам.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'План квартиры с отмеченными комнатами',
      title: 'Избранное',
      text: 'Квартиры, которые вы отметили сердцем. Сравните их рядом, сохраните планировки в PDF и обсудите с менеджером.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Избранное хранится на этом устройстве',
        paragraphs: [
          'Список сохраняется в браузере, поэтому на другом устройстве он будет пустым. В шоуруме избранное можно перенести на телефон по QR-коду.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Favourites — Khvoya Club Residence',
      description:
        'Your favourite flats at Khvoya: compare layouts, areas and prices side by side, save PDFs for family or your broker, and ask about the flats you chose.',
    },
    hero: {
      image: 'plans-floor-sketch',
      imageAlt: 'A floor plan with its rooms marked',
      title: 'Favourites',
      text: 'The flats you have marked with a heart. Compare them side by side, save the floor plans as PDF and talk them over with our sales team.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Favourites are kept on this device',
        paragraphs: [
          'The list is stored in your browser, so it will be empty on another device. At the showroom you can move your favourites to your phone with a QR code.',
        ],
      },
    ],
  },
}
