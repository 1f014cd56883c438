// /about/location: the map of the surroundings (`#n1`) and the history of the place (`#n0`), both
// anchors the menu links to.

import type { PageEntry } from '../schema'

export const aboutLocation: PageEntry = {
  ru: {
    meta: {
      title: 'Расположение — клубная резиденция «Хвоя»',
      description:
        'Резиденция «Хвоя» в 46 км от Петербурга: сосновый лес у Зеленогорска, Финский залив в 10 минутах, Щучье озеро, заказники и дорога в центр по ЗСД.',
    },
    hero: {
      image: 'gulf-shore-boulders',
      imageAlt: 'Песчаный берег Финского залива с валунами и соснами',
      parentTitle: 'О проекте',
      title: 'Расположение',
      text: 'Сосновый лес на Карельском перешейке к северу от Зеленогорска: залив, озёра и заказники рядом, Петербург — меньше чем в часе пути.',
      anchors: [
        { id: 'n1', label: 'Карта' },
        { id: 'n0', label: 'История' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        id: 'distances',
        items: [
          { value: '46 км', label: 'от Петербурга' },
          { value: '10 минут', label: 'до Финского залива' },
          { value: '7 минут', label: 'до станции Зеленогорск' },
          { value: '50 минут', label: 'до центра города по ЗСД' },
        ],
      },
      {
        kind: 'widget',
        id: 'n1',
        title: 'Карта окрестностей',
        intro:
          'Озёра, реки, заказники, станции и дороги вокруг резиденции с временем в пути на машине.',
        widget: 'location-map',
      },
      {
        kind: 'split',
        id: 'routes',
        title: 'Как добраться',
        paragraphs: [
          'На машине — по Западному скоростному диаметру и Приморскому шоссе: около пятидесяти минут от центра Петербурга и около часа от аэропорта Пулково. Трасса «Скандинавия» — в двенадцати минутах.',
          'На поезде — от Финляндского вокзала до станции Зеленогорск, оттуда семь минут на трансфере резиденции. Для жителей и гостей отеля трансфер заказывается через консьержа.',
        ],
        image: { image: 'road-through-pines', alt: 'Дорога через сосновый лес к заливу' },
      },
      {
        kind: 'split',
        id: 'n0',
        title: 'История места',
        paragraphs: [
          'Век назад этот берег был дачной столицей Петербурга: Терийоки, Келломяки и Куоккала — сегодня Зеленогорск, Комарово и Репино. Здесь жили Репин и Ахматова, работали учёные и композиторы.',
          'Усадьба «Пенаты» — в пятнадцати минутах, академическое Комарово — в десяти.',
        ],
        image: {
          image: 'history-karelian-dacha',
          alt: 'Старая дача с верандой на Карельском перешейке',
        },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'Подробнее об истории',
        text: 'Хроника побережья от первой железной дороги до наших дней.',
        action: { kind: 'link', link: { route: 'about-history', label: 'История места' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Location — Khvoya Club Residence',
      description:
        'Khvoya lies 46 km from St Petersburg in pine forest near Zelenogorsk: the gulf 10 minutes away, lakes and nature reserves nearby, a fast road to the centre.',
    },
    hero: {
      image: 'gulf-shore-boulders',
      imageAlt: 'The sandy shore of the Gulf of Finland with boulders and pines',
      parentTitle: 'About',
      title: 'Location',
      text: 'Pine forest on the Karelian Isthmus north of Zelenogorsk: the gulf, lakes and nature reserves close by, and St Petersburg less than an hour away.',
      anchors: [
        { id: 'n1', label: 'Map' },
        { id: 'n0', label: 'History' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        id: 'distances',
        items: [
          { value: '46 km', label: 'from St Petersburg' },
          { value: '10 min', label: 'to the Gulf of Finland' },
          { value: '7 min', label: 'to Zelenogorsk station' },
          { value: '50 min', label: 'to the city centre by the expressway' },
        ],
      },
      {
        kind: 'widget',
        id: 'n1',
        title: 'The surroundings',
        intro:
          'Lakes, rivers, nature reserves, stations and roads around the residence, with driving times.',
        widget: 'location-map',
      },
      {
        kind: 'split',
        id: 'routes',
        title: 'Getting here',
        paragraphs: [
          'By car, take the Western High-Speed Diameter and Primorskoye Highway: about fifty minutes from the centre of St Petersburg and about an hour from Pulkovo Airport. The Scandinavia Highway is twelve minutes away.',
          'By train, go from the Finlyandsky terminal to Zelenogorsk, then seven minutes on the residence shuttle. Residents and hotel guests book the shuttle through the concierge.',
        ],
        image: {
          image: 'road-through-pines',
          alt: 'A road through the pine forest toward the gulf',
        },
      },
      {
        kind: 'split',
        id: 'n0',
        title: 'The history of the place',
        paragraphs: [
          'A century ago this coast was St Petersburg’s summer capital: Terijoki, Kellomäki and Kuokkala, today Zelenogorsk, Komarovo and Repino. Repin and Akhmatova lived here; scientists and composers worked here.',
          'The Penaty estate is fifteen minutes away, academic Komarovo ten.',
        ],
        image: {
          image: 'history-karelian-dacha',
          alt: 'An old summer house with a veranda on the Karelian Isthmus',
        },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'More about the history',
        text: 'A chronicle of the coast from the first railway to the present day.',
        action: { kind: 'link', link: { route: 'about-history', label: 'History' } },
      },
    ],
  },
}
