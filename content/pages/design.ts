// /design: the designer finishing in detail: the two palettes, what is included, who designed it.

import type { PageEntry } from '../schema'

export const design: PageEntry = {
  ru: {
    meta: {
      title: 'Дизайн и отделка — резиденция «Хвоя»',
      description:
        'Дизайнерская отделка резиденций «Хвои» от бюро «Камень»: палитры «Дюна» и «Бор», натуральный камень, дубовые полы и встроенные системы хранения.',
    },
    hero: {
      image: 'design-material-board',
      imageAlt: 'Образцы дуба, известняка, лиственницы, льна и латуни с веткой сосны',
      title: 'Дизайн и отделка',
      text: 'Материалы, которые приятно трогать и которые со временем становятся только лучше. Две палитры, собранные по цветам леса за окном.',
      anchors: [
        { id: 'dune', label: 'Палитра «Дюна»' },
        { id: 'bor', label: 'Палитра «Бор»' },
      ],
    },
    sections: [
      {
        kind: 'text',
        id: 'approach',
        title: 'Отделка, которая продолжает лес',
        paragraphs: [
          'Бюро «Камень» собрало две палитры по цветам, которые видны из окон резиденции в разное время года: светлый песок дюн и летний свет — в «Дюне», глубокий зелёный и тёмная кора зимнего бора — в «Боре».',
          'В обеих палитрах только натуральные материалы: массивная доска из дуба, известняк и мрамор, лён и шерсть, латунь и бронза в деталях.',
        ],
      },
      {
        kind: 'split',
        id: 'dune',
        title: 'Палитра «Дюна»',
        paragraphs: [
          'Светлый дуб на полу и в кухне, песочный известняк в ванных комнатах, льняные оттенки стен и латунная фурнитура. Интерьер, в котором светло даже в ноябре.',
        ],
        image: { image: 'kitchen-dining', alt: 'Кухня в светлом дубе и камне' },
      },
      {
        kind: 'split',
        id: 'bor',
        title: 'Палитра «Бор»',
        paragraphs: [
          'Дуб тёмного тона, зелёный мрамор, стены цвета мха и бронзовые детали. Интерьер для долгих вечеров у камина и снега за окном.',
        ],
        image: { image: 'interiors-living-room', alt: 'Гостиная в тёмных тёплых тонах с камином' },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'included',
        title: 'Что входит в дизайнерскую отделку',
        items: [
          'Паркет из массива дуба и тёплые полы в ванных комнатах.',
          'Ванные комнаты из натурального камня с сантехникой и смесителями.',
          'Межкомнатные двери в полную высоту и скрытые плинтусы.',
          'Встроенные гардеробные и системы хранения в прихожей.',
          'Сценарии освещения, разработанные вместе со студией «Сумерки».',
        ],
      },
      {
        kind: 'cards',
        id: 'studios',
        title: 'Кто создал интерьеры',
        items: [
          {
            title: 'Бюро «Камень»',
            text: 'Дизайнерская отделка квартир и обе палитры.',
            link: { route: 'about-team', label: 'Команда' },
          },
          {
            title: 'Студия «Ольха»',
            text: 'Интерьеры лобби, клубного дома и отеля.',
            link: { route: 'about-team', label: 'Команда' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Посмотреть вживую',
        text: 'Образцы обеих палитр ждут вас в шоуруме на территории резиденции.',
        action: { kind: 'callback', label: 'Записаться на показ' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Design and finishing — Khvoya Club Residence',
      description:
        'Designer finishing for Khvoya flats by Kamen Studio: the Dune and Pinewood palettes, natural stone, solid oak floors and built-in storage throughout.',
    },
    hero: {
      image: 'design-material-board',
      imageAlt: 'Samples of oak, limestone, larch, linen and brass with a sprig of pine',
      title: 'Design and finishing',
      text: 'Materials that feel good to the touch and only improve with age. Two palettes, composed from the colours of the forest outside the window.',
      anchors: [
        { id: 'dune', label: 'The Dune palette' },
        { id: 'bor', label: 'The Pinewood palette' },
      ],
    },
    sections: [
      {
        kind: 'text',
        id: 'approach',
        title: 'Finishes that carry the forest indoors',
        paragraphs: [
          'Kamen Studio built two palettes from the colours you see from the windows at Khvoya at different times of year: the pale sand of the dunes and summer light in Dune; the deep green and dark bark of the winter pinewood in Pinewood.',
          'Both palettes use natural materials only: solid oak boards, limestone and marble, linen and wool, with brass and bronze in the details.',
        ],
      },
      {
        kind: 'split',
        id: 'dune',
        title: 'The Dune palette',
        paragraphs: [
          'Pale oak on the floors and in the kitchen, sand-coloured limestone in the bathrooms, linen tones on the walls and brass fittings. An interior that stays bright even in November.',
        ],
        image: { image: 'kitchen-dining', alt: 'A kitchen in pale oak and stone' },
      },
      {
        kind: 'split',
        id: 'bor',
        title: 'The Pinewood palette',
        paragraphs: [
          'Dark-toned oak, green marble, moss-coloured walls and bronze details. An interior for long evenings by the fire with snow outside.',
        ],
        image: {
          image: 'interiors-living-room',
          alt: 'A living room in warm dark tones with a fireplace',
        },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'included',
        title: 'What designer finishing includes',
        items: [
          'Solid oak parquet, and underfloor heating in the bathrooms.',
          'Natural stone bathrooms with sanitaryware and taps fitted.',
          'Full-height internal doors and flush skirting.',
          'Built-in wardrobes and hallway storage.',
          'Lighting scenes designed with Sumerki Lighting Studio.',
        ],
      },
      {
        kind: 'cards',
        id: 'studios',
        title: 'Who designed the interiors',
        items: [
          {
            title: 'Kamen Studio',
            text: 'The designer finishing of the flats and both palettes.',
            link: { route: 'about-team', label: 'The team' },
          },
          {
            title: 'Olkha Interior Studio',
            text: 'The interiors of the lobbies, the club house and the hotel.',
            link: { route: 'about-team', label: 'The team' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'See them for real',
        text: 'Samples of both palettes are waiting for you in the showroom on the residence grounds.',
        action: { kind: 'callback', label: 'Book a viewing' },
      },
    ],
  },
}
