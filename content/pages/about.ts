// The about page: the residence in brief and the way into each of its twenty chapters.

import type { PageEntry } from '../schema'

export const about: PageEntry = {
  ru: {
    meta: {
      title: 'О проекте — клубная резиденция «Хвоя»',
      description:
        'Философия, архитектура трёх типов домов, искусство, форматы жизни и команда клубной резиденции «Хвоя» в сосновом лесу у Финского залива.',
    },
    hero: {
      image: 'pine-forest-light',
      imageAlt: 'Стволы сосен в тёплом вечернем свете',
      title: 'О проекте',
      text: 'Клубная резиденция для тех, кто выбирает лес вместо забора, тишину вместо суеты и соседей, с которыми хочется здороваться.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Резиденция, которую придумал лес',
        paragraphs: [
          '«Хвоя» занимает 17,6 гектара корабельного соснового леса на Карельском перешейке, в 46 километрах от Петербурга. Здесь тринадцать малоэтажных домов трёх архитектурных типов, клубный дом, спа, отель и километры лесных троп.',
          'Мы строим не посёлок и не жилой комплекс, а клубную резиденцию: место, где сервис отеля соединяется с приватностью собственного дома, а общая жизнь — с правом на уединение.',
        ],
      },
      {
        kind: 'facts',
        items: [
          { value: '17,6 га', label: 'площадь резиденции' },
          { value: '13', label: 'домов: девять чёрных, два бежевых, два белых' },
          { value: '6 м', label: 'высота скульптуры на центральной поляне' },
          { value: 'IV кв. 2027', label: 'ввод в эксплуатацию' },
        ],
      },
      {
        kind: 'cards',
        id: 'chapters',
        title: 'Проект в деталях',
        items: [
          {
            title: 'Философия',
            text: 'Почему мы начали с описи сосен, а не с планировок.',
            link: { route: 'about-philosophy', label: 'Читать' },
          },
          {
            title: 'Искусство',
            text: 'Шестиметровая скульптура, стела в четыре этажа и бельведер.',
            link: { route: 'about-art', label: 'Читать' },
          },
          {
            title: 'Общие пространства',
            text: 'Клубный дом, библиотека, винная комната и веранды.',
            link: { route: 'about-common-areas', label: 'Читать' },
          },
          {
            title: 'Форматы жизни',
            text: 'Отель, сервисные апартаменты и частные резиденции.',
            link: { route: 'about-living', label: 'Читать' },
          },
          {
            title: 'Типы домов',
            text: 'Чёрные, бежевые и белые дома: три характера одного леса.',
            link: { route: 'about-types', label: 'Читать' },
          },
          {
            title: 'Сообщество',
            text: 'Клуб жителей, сезонные события и правила добрососедства.',
            link: { route: 'about-community', label: 'Читать' },
          },
          {
            title: 'Команда',
            text: 'Архитекторы, ландшафтные дизайнеры, оператор и банк-партнёр.',
            link: { route: 'about-team', label: 'Читать' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'place',
        title: 'Место с историей',
        paragraphs: [
          'Карельский перешеек век назад был главной дачной местностью Петербурга: здесь жили и работали Репин, Ахматова, Шостакович. Сосны, залив и особый северный свет остались прежними.',
          'До Финского залива — десять минут, до станции Зеленогорск — семь, до центра города — около пятидесяти минут по ЗСД.',
        ],
        image: { image: 'gulf-shore-boulders', alt: 'Валуны на берегу Финского залива на закате' },
      },
      {
        kind: 'cta',
        title: 'Увидеть всё своими глазами',
        text: 'Шоурум на территории резиденции и офис на Васильевском острове открыты ежедневно с 10:00 до 20:00.',
        action: { kind: 'link', link: { route: 'contacts', label: 'Контакты' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'About Khvoya Club Residence',
      description:
        'The philosophy, three building types, art, living formats and team behind Khvoya Club Residence, set in a pine forest by the Gulf of Finland.',
    },
    hero: {
      image: 'pine-forest-light',
      imageAlt: 'Pine trunks in warm evening light',
      title: 'About',
      text: 'A club residence for those who would rather have a forest than a fence, quiet than bustle, and neighbours they are glad to greet.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'A place the forest designed',
        paragraphs: [
          'Khvoya occupies 17.6 hectares of tall, straight pine forest on the Karelian Isthmus, 46 kilometres from St Petersburg. It brings together thirteen low-rise buildings of three architectural types, a club house, a spa, a hotel and miles of forest trails.',
          'This is neither a housing estate nor a gated village but a club residence: a place where hotel service meets the privacy of your own home, and shared life leaves room for solitude.',
        ],
      },
      {
        kind: 'facts',
        items: [
          { value: '17.6 ha', label: 'the size of the residence' },
          { value: '13', label: 'buildings: nine black, two beige, two white' },
          { value: '6 m', label: 'the height of the sculpture in the central clearing' },
          { value: 'Q4 2027', label: 'scheduled completion' },
        ],
      },
      {
        kind: 'cards',
        id: 'chapters',
        title: 'The project in detail',
        items: [
          {
            title: 'Philosophy',
            text: 'Why we started with a survey of the pines, not with floor plans.',
            link: { route: 'about-philosophy', label: 'Read more' },
          },
          {
            title: 'Art',
            text: 'A six-metre sculpture, a four-storey stela and the belvedere.',
            link: { route: 'about-art', label: 'Read more' },
          },
          {
            title: 'Common areas',
            text: 'The club house, the library, the wine room and the verandas.',
            link: { route: 'about-common-areas', label: 'Read more' },
          },
          {
            title: 'Living formats',
            text: 'The hotel, serviced apartments and private flats.',
            link: { route: 'about-living', label: 'Read more' },
          },
          {
            title: 'Building types',
            text: 'Black, beige and white: three characters of one forest.',
            link: { route: 'about-types', label: 'Read more' },
          },
          {
            title: 'Community',
            text: 'The residents’ club, seasonal events and good-neighbour rules.',
            link: { route: 'about-community', label: 'Read more' },
          },
          {
            title: 'Team',
            text: 'Architects, landscape designers, the operator and the partner bank.',
            link: { route: 'about-team', label: 'Read more' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'place',
        title: 'A place with a past',
        paragraphs: [
          'A century ago the Karelian Isthmus was St Petersburg’s favourite summer country: Repin, Akhmatova and Shostakovich lived and worked here. The pines, the gulf and the particular northern light are unchanged.',
          'The Gulf of Finland is ten minutes away, Zelenogorsk station seven, and the city centre about fifty minutes along the Western High-Speed Diameter.',
        ],
        image: {
          image: 'gulf-shore-boulders',
          alt: 'Boulders on the shore of the Gulf of Finland at sunset',
        },
      },
      {
        kind: 'cta',
        title: 'See it for yourself',
        text: 'The showroom on the residence grounds and the office on Vasilyevsky Island are open daily, 10:00 to 20:00.',
        action: { kind: 'link', link: { route: 'contacts', label: 'Contacts' } },
      },
    ],
  },
}
