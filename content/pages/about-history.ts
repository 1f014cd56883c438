// /about/history: the Karelian Isthmus as St Petersburg's summer country, from Terijoki to today.

import type { PageEntry } from '../schema'

export const aboutHistory: PageEntry = {
  ru: {
    meta: {
      title: 'История места — резиденция «Хвоя»',
      description:
        'История Карельского перешейка: дачный Терийоки, «Пенаты» Репина, академическое Комарово. Место, куда петербуржцы больше века едут за соснами.',
    },
    hero: {
      image: 'history-karelian-dacha',
      imageAlt: 'Старая деревянная дача с застеклённой верандой среди сосен',
      parentTitle: 'О проекте',
      title: 'История места',
      text: 'Больше ста лет Карельский перешеек остаётся летней столицей Петербурга. Сосны здесь помнят дачи художников, поэтов и академиков.',
    },
    sections: [
      {
        kind: 'steps',
        id: 'timeline',
        title: 'Хроника побережья',
        items: [
          {
            title: '1870',
            text: 'Открывается железная дорога из Петербурга в Финляндию. Терийоки, Келломяки и Куоккала становятся любимыми дачными местами горожан.',
          },
          {
            title: '1903',
            text: 'Илья Репин окончательно переезжает в усадьбу «Пенаты» в Куоккале и живёт здесь до конца жизни.',
          },
          {
            title: '1948',
            text: 'Посёлки получают новые имена: Терийоки становится Зеленогорском, Келломяки — Комаровом, Куоккала — Репином.',
          },
          {
            title: '1950-е',
            text: 'В Комарове вырастает академический посёлок. Здесь пишут Ахматова, Гранин и многие другие, кто определил культуру Ленинграда.',
          },
          {
            title: 'Сегодня',
            text: 'Заказники, дюны и сосновые боры берегут то, ради чего сюда приезжали всегда: воздух, тишину и северный свет.',
          },
        ],
      },
      {
        kind: 'split',
        id: 'penaty',
        title: '«Пенаты»',
        paragraphs: [
          'В пятнадцати минутах от резиденции — дом-музей Ильи Репина. Деревянная усадьба с застеклёнными мастерскими и парком, где художник принимал Шаляпина, Горького и Маяковского.',
          'Репин прожил здесь почти тридцать лет и написал в «Пенатах» многие поздние работы: свет у залива меняется каждый час, а тишина оставляет место для мысли.',
        ],
        image: { image: 'history-karelian-dacha', alt: 'Деревянный дом с верандой среди сосен' },
      },
      {
        kind: 'split',
        id: 'komarovo',
        title: 'Комарово',
        paragraphs: [
          'Академический посёлок на берегу залива — десять минут от «Хвои». Скромная дача Анны Ахматовой, которую она называла «Будкой», до сих пор стоит среди сосен.',
          'Мы хотели, чтобы резиденция продолжила эту традицию: дом у леса для тех, кто ценит тишину и умеет ею пользоваться.',
        ],
        image: { image: 'gulf-shore-boulders', alt: 'Валуны на берегу залива в Комарове' },
        reverse: true,
      },
      {
        kind: 'quote',
        text: 'Мы строим там, где до нас жили люди, умевшие часами смотреть на сосны и залив. Это обязывает.',
        author: 'Бюро «Линия», архитекторы резиденции',
      },
      {
        kind: 'cta',
        title: 'Место на карте',
        text: 'Озёра, заказники, станции и дороги вокруг резиденции — на интерактивной карте.',
        action: {
          kind: 'link',
          link: { route: 'about-location', hash: 'n1', label: 'Открыть карту' },
        },
      },
    ],
  },
  en: {
    meta: {
      title: 'History — Khvoya Club Residence',
      description:
        'The history of the Karelian Isthmus: Terijoki’s summer villas, Repin’s Penaty and academic Komarovo. A place people have come to for the pines for a century.',
    },
    hero: {
      image: 'history-karelian-dacha',
      imageAlt: 'An old timber summer house with a glazed veranda among the pines',
      parentTitle: 'About',
      title: 'History',
      text: 'For more than a hundred years the Karelian Isthmus has been St Petersburg’s summer capital. The pines here remember the dachas of painters, poets and scholars.',
    },
    sections: [
      {
        kind: 'steps',
        id: 'timeline',
        title: 'A chronicle of the coast',
        items: [
          {
            title: '1870',
            text: 'The railway from St Petersburg to Finland opens. Terijoki, Kellomäki and Kuokkala become the city’s favourite summer retreats.',
          },
          {
            title: '1903',
            text: 'Ilya Repin settles for good at Penaty, his estate in Kuokkala, and lives there for the rest of his life.',
          },
          {
            title: '1948',
            text: 'The villages are renamed: Terijoki becomes Zelenogorsk, Kellomäki becomes Komarovo, Kuokkala becomes Repino.',
          },
          {
            title: '1950s',
            text: 'An academic village grows up in Komarovo. Anna Akhmatova, Daniil Granin and many others who shaped Leningrad’s culture write here.',
          },
          {
            title: 'Today',
            text: 'Nature reserves, dunes and pine forests protect what people have always come for: the air, the quiet and the northern light.',
          },
        ],
      },
      {
        kind: 'split',
        id: 'penaty',
        title: 'Penaty',
        paragraphs: [
          'Fifteen minutes from the residence is Ilya Repin’s house museum: a timber manor with glazed studios and a park, where the painter received Chaliapin, Gorky and Mayakovsky.',
          'Repin lived here for almost thirty years and painted much of his late work at Penaty: by the gulf the light changes by the hour, and the quiet leaves room to think.',
        ],
        image: {
          image: 'history-karelian-dacha',
          alt: 'A timber house with a veranda among the pines',
        },
      },
      {
        kind: 'split',
        id: 'komarovo',
        title: 'Komarovo',
        paragraphs: [
          'The academic village on the shore of the gulf is ten minutes from Khvoya. Anna Akhmatova’s modest summer house, which she called the Booth, still stands among the pines.',
          'We wanted the residence to carry on that tradition: a place by the forest for people who value quiet and know how to use it.',
        ],
        image: {
          image: 'gulf-shore-boulders',
          alt: 'Boulders on the shore of the gulf at Komarovo',
        },
        reverse: true,
      },
      {
        kind: 'quote',
        text: 'We are building where people once spent hours just looking at the pines and the gulf. That is a responsibility.',
        author: 'Liniya Architects, designers of the residence',
      },
      {
        kind: 'cta',
        title: 'On the map',
        text: 'The lakes, nature reserves, stations and roads around the residence, on an interactive map.',
        action: {
          kind: 'link',
          link: { route: 'about-location', hash: 'n1', label: 'Open the map' },
        },
      },
    ],
  },
}
