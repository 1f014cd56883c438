// /about/entrance: the arrival sequence from the road to the front door: stela, gatehouse, lobbies.

import type { PageEntry } from '../schema'

export const aboutEntrance: PageEntry = {
  ru: {
    meta: {
      title: 'Входная группа — резиденция «Хвоя»',
      description:
        'Въезд в резиденцию «Хвоя»: стела высотой в четыре этажа, КПП с охраной, парковки у въезда, сосновая аллея и лобби с консьержем в каждом доме.',
    },
    hero: {
      image: 'entrance-stela',
      imageAlt: 'Стела из тёмного дерева у въезда и сосновая аллея за ней',
      parentTitle: 'О проекте',
      title: 'Входная группа',
      text: 'Дорога домой — это несколько минут, за которые город остаётся позади: стела, аллея, тишина и открытая дверь лобби.',
    },
    sections: [
      {
        kind: 'steps',
        id: 'arrival',
        title: 'Путь домой',
        items: [
          {
            title: 'Стела',
            text: 'С шоссе видна стела высотой в четыре этажа из тёмных деревянных ламелей — знак, что вы почти дома.',
          },
          {
            title: 'КПП',
            text: 'Круглосуточная охрана узнаёт автомобили жителей по номерам, гостей встречают по списку консьержа.',
          },
          {
            title: 'Парковка',
            text: 'Машины остаются на крытых парковках у въезда. Дальше — пешком или на электрокаре с водителем.',
          },
          {
            title: 'Сосновая аллея',
            text: 'Прямая аллея между старыми соснами ведёт к центральной поляне и к тропам до каждого дома.',
          },
          {
            title: 'Лобби',
            text: 'Консьерж, камин в холодное время года и место для лыж, велосипедов и мокрой обуви.',
          },
        ],
      },
      {
        kind: 'split',
        id: 'stela',
        title: 'Стела в четыре этажа',
        paragraphs: [
          'Вертикальные ламели тёмной древесины собраны в стелу высотой в четыре этажа. Днём сквозь них просвечивает лес, ночью она светится изнутри тёплым светом.',
          'Световую графику стелы разработала студия «Сумерки»: свет мягкий, без бликов для водителей и без засветки неба.',
        ],
        image: { image: 'stela-night', alt: 'Стела ночью, подсвеченная изнутри' },
      },
      {
        kind: 'split',
        id: 'lobbies',
        title: 'Лобби как гостиная',
        paragraphs: [
          'Лобби каждого дома задумано как общая гостиная: диван у окна, свежие газеты, цветы из оранжереи клубного дома. Консьерж примет посылку, вызовет электрокар и подскажет, где сегодня лекция.',
          'Интерьеры лобби выполнены студией «Ольха» из дуба, льна и песочного камня.',
        ],
        image: { image: 'concierge-lobby', alt: 'Лобби с деревянной стойкой и видом на сосны' },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'security',
        title: 'Безопасность без заборов на виду',
        items: [
          'Периметр с видеонаблюдением, скрытый в лесу, а не выставленный напоказ.',
          'Круглосуточный пост охраны и патрулирование территории.',
          'Доступ в дома и лобби по ключу-карте или смартфону.',
          'Гостевой пропуск, который жители заказывают через консьержа.',
        ],
      },
      {
        kind: 'cta',
        title: 'Внутри резиденций',
        text: 'Как устроены интерьеры квартир и какие варианты отделки можно выбрать.',
        action: { kind: 'link', link: { route: 'about-interiors', label: 'Интерьеры' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Arrival — Khvoya Club Residence',
      description:
        'Arriving at Khvoya: a stela four storeys tall, a staffed gatehouse, parking at the entrance, an avenue of pines and a lobby with a concierge in every building.',
    },
    hero: {
      image: 'entrance-stela',
      imageAlt: 'The dark timber stela at the entrance with an avenue of pines behind',
      parentTitle: 'About',
      title: 'Arrival',
      text: 'The way home takes a few minutes, long enough to leave the city behind: the stela, the avenue, the quiet and the open door of the lobby.',
    },
    sections: [
      {
        kind: 'steps',
        id: 'arrival',
        title: 'The way home',
        items: [
          {
            title: 'The stela',
            text: 'From the highway you see a stela four storeys tall, made of dark timber fins: the sign that you are nearly home.',
          },
          {
            title: 'The gatehouse',
            text: 'Security, round the clock, recognises residents’ cars by their plates; guests are met from the concierge’s list.',
          },
          {
            title: 'Parking',
            text: 'Cars stay in the covered car parks at the entrance. From there you walk or take an electric buggy with a driver.',
          },
          {
            title: 'The pine avenue',
            text: 'A straight avenue between old pines leads to the central clearing and the trails to every building.',
          },
          {
            title: 'The lobby',
            text: 'A concierge, a fire in the colder months and space for skis, bicycles and wet boots.',
          },
        ],
      },
      {
        kind: 'split',
        id: 'stela',
        title: 'A stela four storeys tall',
        paragraphs: [
          'Vertical fins of dark timber rise into a stela four storeys high. By day the forest shows through it; at night it glows warmly from within.',
          'Its lighting was designed by Sumerki Lighting Studio: soft, without glare for drivers and without lighting up the sky.',
        ],
        image: { image: 'stela-night', alt: 'The stela at night, lit from within' },
      },
      {
        kind: 'split',
        id: 'lobbies',
        title: 'A lobby like a living room',
        paragraphs: [
          'Each building’s lobby is conceived as a shared living room: a sofa by the window, the morning papers, flowers from the club house glasshouse. The concierge takes in parcels, calls a buggy and knows where tonight’s talk is.',
          'The lobbies were designed by Olkha Interior Studio in oak, linen and sand-coloured stone.',
        ],
        image: {
          image: 'concierge-lobby',
          alt: 'A lobby with a timber desk and a view of the pines',
        },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'security',
        title: 'Security without fences on show',
        items: [
          'A monitored perimeter hidden in the forest rather than put on display.',
          'A round-the-clock security post and patrols of the grounds.',
          'Access to buildings and lobbies by key card or smartphone.',
          'Guest passes that residents arrange through the concierge.',
        ],
      },
      {
        kind: 'cta',
        title: 'Inside the flats',
        text: 'How the interiors are laid out, and the finishing options you can choose from.',
        action: { kind: 'link', link: { route: 'about-interiors', label: 'Interiors' } },
      },
    ],
  },
}
