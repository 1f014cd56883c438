// /about/saturation: how richly the 17.6 ha are filled: places, trails and a day at the residence.

import type { PageEntry } from '../schema'

export const aboutSaturation: PageEntry = {
  ru: {
    meta: {
      title: 'Насыщенность территории — «Хвоя»',
      description:
        'Что помещается на 17,6 гектара «Хвои»: клубный дом, спа, амфитеатр, бельведер, лесные тропы и лыжня. Один день в резиденции — от рассвета до камина.',
    },
    hero: {
      image: 'promenade-pines',
      imageAlt: 'Прогулочная аллея через сосновый лес с павильоном кафе',
      parentTitle: 'О проекте',
      title: 'Насыщенность',
      text: 'Лес занимает почти всю территорию, но в нём есть куда пойти в любое время дня и года.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '6 км', label: 'лесных троп и велодорожек' },
          { value: '20+', label: 'мест для встреч, спорта и отдыха' },
          { value: '4', label: 'сезона, у каждого свои занятия' },
          { value: '1', label: 'бельведер над кронами' },
        ],
      },
      {
        kind: 'text',
        id: 'idea',
        title: 'Лес, в котором есть чем заняться',
        paragraphs: [
          'Мы застроили меньше шестой части участка, но позаботились, чтобы остальные пять шестых не были просто фоном. Тропы связывают клубный дом, спа, амфитеатр у скульптуры, банный дом, детские площадки и бельведер, а между ними — скамейки, беседки и места для костра.',
          'Каждая точка на карте резиденции появилась с конкретным поводом: встретить рассвет, укрыться от дождя с книгой, отпустить детей играть, не теряя их из виду.',
        ],
      },
      {
        kind: 'steps',
        id: 'day',
        title: 'Один день в «Хвое»',
        items: [
          { title: '7:00', text: 'Рассвет на бельведере, пробежка по тропе вдоль дюны.' },
          { title: '9:00', text: 'Завтрак на веранде клубного дома, дети уходят в клуб.' },
          { title: '13:00', text: 'Велосипедом до залива, обед в рыбном ресторане Зеленогорска.' },
          { title: '17:00', text: 'Спа и бассейн с видом на сосны.' },
          {
            title: '21:00',
            text: 'Лекция в амфитеатре у скульптуры или вечер у камина в библиотеке.',
          },
        ],
      },
      {
        kind: 'gallery',
        id: 'places',
        title: 'Места резиденции',
        images: [
          { image: 'clubhouse-lounge', alt: 'Гостиная клубного дома', caption: 'Клубный дом' },
          {
            image: 'sculpture-clearing',
            alt: 'Скульптура на поляне',
            caption: 'Центральная поляна',
          },
          { image: 'sauna-house', alt: 'Банный дом с купелью', caption: 'Банный дом' },
          { image: 'belvedere-dusk', alt: 'Бельведер на закате', caption: 'Бельведер' },
          {
            image: 'children-forest-playground',
            alt: 'Детская площадка в лесу',
            caption: 'Лесная площадка',
          },
          {
            image: 'lighting-night-path',
            alt: 'Тропа с мягкой подсветкой ночью',
            caption: 'Вечерние тропы',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Всё на генплане',
        text: 'Найдите на генеральном плане клубный дом, скульптуру и бельведер.',
        action: { kind: 'link', link: { route: 'masterplan', label: 'Открыть генплан' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'A full life on 17.6 ha — Khvoya',
      description:
        'What fits into the 17.6 hectares of Khvoya: a club house, a spa, an amphitheatre, the belvedere, forest trails and ski tracks. A day here, dawn to fireside.',
    },
    hero: {
      image: 'promenade-pines',
      imageAlt: 'A promenade through the pine forest with a café pavilion',
      parentTitle: 'About',
      title: 'A full life',
      text: 'The forest covers almost all of the land, yet there is always somewhere to go, at any hour and in any season.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '6 km', label: 'of forest trails and cycle paths' },
          { value: '20+', label: 'places to meet, play and unwind' },
          { value: '4', label: 'seasons, each with its own pastimes' },
          { value: '1', label: 'belvedere above the treetops' },
        ],
      },
      {
        kind: 'text',
        id: 'idea',
        title: 'A forest with plenty to do',
        paragraphs: [
          'We built on less than a sixth of the site, but made sure the other five-sixths are more than a backdrop. Trails link the club house, the spa, the amphitheatre by the sculpture, the bathhouse, the playgrounds and the belvedere, with benches, pavilions and fire pits in between.',
          'Every point on the residence map is there for a reason: to greet the sunrise, to shelter from the rain with a book, to let the children play without losing sight of them.',
        ],
      },
      {
        kind: 'steps',
        id: 'day',
        title: 'A day at Khvoya',
        items: [
          { title: '7:00', text: 'Sunrise from the belvedere, then a run along the dune trail.' },
          {
            title: '9:00',
            text: 'Breakfast on the club house veranda; the children head off to the club.',
          },
          {
            title: '13:00',
            text: 'Cycle to the gulf for lunch at a fish restaurant in Zelenogorsk.',
          },
          { title: '17:00', text: 'The spa, and a swim looking out at the pines.' },
          {
            title: '21:00',
            text: 'A talk in the amphitheatre by the sculpture, or an evening by the library fire.',
          },
        ],
      },
      {
        kind: 'gallery',
        id: 'places',
        title: 'Places in the residence',
        images: [
          { image: 'clubhouse-lounge', alt: 'The club house lounge', caption: 'The club house' },
          {
            image: 'sculpture-clearing',
            alt: 'The sculpture in the clearing',
            caption: 'The central clearing',
          },
          { image: 'sauna-house', alt: 'The bathhouse and plunge pool', caption: 'The bathhouse' },
          { image: 'belvedere-dusk', alt: 'The belvedere at sunset', caption: 'The belvedere' },
          {
            image: 'children-forest-playground',
            alt: 'A playground in the forest',
            caption: 'The forest playground',
          },
          {
            image: 'lighting-night-path',
            alt: 'A softly lit trail at night',
            caption: 'Trails at night',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'All on the master plan',
        text: 'Find the club house, the sculpture and the belvedere on the master plan.',
        action: { kind: 'link', link: { route: 'masterplan', label: 'Open the master plan' } },
      },
    ],
  },
}
