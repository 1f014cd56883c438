// /about/common-areas: the club house and the shared rooms residents use as extensions of home.

import type { PageEntry } from '../schema'

export const aboutCommonAreas: PageEntry = {
  ru: {
    meta: {
      title: 'Общие пространства — резиденция «Хвоя»',
      description:
        'Клубный дом с камином, библиотека, винная комната, мастерская, кинозал и лобби в каждом доме: общие пространства резиденции «Хвоя» для жителей.',
    },
    hero: {
      image: 'clubhouse-lounge',
      imageAlt: 'Гостиная клубного дома с камином и окном в лес',
      parentTitle: 'О проекте',
      title: 'Общие пространства',
      text: 'Комнаты, которых не хватает даже в самом просторном доме: камин на двадцать человек, библиотека с видом на сосны, мастерская и кинозал.',
    },
    sections: [
      {
        kind: 'split',
        id: 'clubhouse',
        title: 'Клубный дом',
        paragraphs: [
          'Сердце резиденции стоит у центральной поляны, рядом со скульптурой. Здесь гостиная с большим камином, ресторан, библиотека и веранда, которая летом открывается прямо в лес.',
          'Клубный дом работает только для жителей, гостей отеля и их друзей. Сюда приходят за утренним кофе, на встречу клуба или просто посидеть у огня с книгой.',
        ],
        image: {
          image: 'restaurant-hall',
          alt: 'Зал ресторана клубного дома с деревянными балками',
        },
      },
      {
        kind: 'cards',
        id: 'rooms',
        title: 'Что внутри',
        items: [
          {
            title: 'Библиотека',
            text: 'Глубокие кресла, книги о Карельском перешейке и северной архитектуре, тишина и вид на заснеженные сосны.',
            image: { image: 'clubhouse-lounge', alt: 'Кресла у камина в библиотеке' },
          },
          {
            title: 'Винная комната',
            text: 'Погреб с индивидуальными ячейками для жителей и дегустационный стол на двенадцать гостей.',
            image: { image: 'kitchen-dining', alt: 'Длинный стол для ужина на двенадцать гостей' },
          },
          {
            title: 'Мастерская',
            text: 'Столярные и гончарные занятия для взрослых и детей, летом — резиденции художников.',
            image: { image: 'kids-club-room', alt: 'Светлая мастерская с деревянными столами' },
          },
          {
            title: 'Кинозал',
            text: 'Камерный зал на двадцать мест для премьер, семейных просмотров и лекций.',
            image: {
              image: 'community-evening-terrace',
              alt: 'Жители собираются вечером на террасе',
            },
          },
        ],
      },
      {
        kind: 'split',
        id: 'lobbies',
        title: 'Лобби каждого дома',
        paragraphs: [
          'В каждом из тринадцати домов — своё лобби с консьержем, колясочной, комнатой для лыж и велосипедов и местом для мокрой обуви после прогулки по лесу.',
          'Интерьеры лобби создала студия «Ольха»: дуб, лён, песочный камень и графика петербургских художников.',
        ],
        image: { image: 'concierge-lobby', alt: 'Лобби с деревянной стойкой консьержа' },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'outdoor',
        title: 'Под открытым небом',
        items: [
          'Амфитеатр у скульптуры для концертов и кино летом.',
          'Веранды с пледами и уличными каминами у клубного дома.',
          'Банный дом с купелью на краю леса.',
          'Бельведер над кронами с видом на Финский залив.',
        ],
      },
      {
        kind: 'cta',
        title: 'Жизнь в резиденции',
        text: 'Спа, спорт, детский клуб и рестораны — вся инфраструктура на территории резиденции.',
        action: { kind: 'link', link: { route: 'about-infrastructure', label: 'Инфраструктура' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Common areas — Khvoya Club Residence',
      description:
        'A club house with a fireplace, a library, a wine room, a workshop, a cinema and a lobby in every building: the shared spaces of Khvoya Club Residence.',
    },
    hero: {
      image: 'clubhouse-lounge',
      imageAlt: 'The club house lounge with a fireplace and a window onto the forest',
      parentTitle: 'About',
      title: 'Common areas',
      text: 'The rooms even the most generous flat lacks: a fireplace for twenty, a library looking onto the pines, a workshop and a cinema.',
    },
    sections: [
      {
        kind: 'split',
        id: 'clubhouse',
        title: 'The club house',
        paragraphs: [
          'The heart of the residence stands by the central clearing, next to the sculpture. It holds a lounge with a large fireplace, a restaurant, a library and a veranda that opens straight into the forest in summer.',
          'The club house is for residents, hotel guests and their friends only. People come for morning coffee, for a club evening, or simply to sit by the fire with a book.',
        ],
        image: { image: 'restaurant-hall', alt: 'The club house restaurant under timber beams' },
      },
      {
        kind: 'cards',
        id: 'rooms',
        title: 'Inside',
        items: [
          {
            title: 'Library',
            text: 'Deep armchairs, books on the Karelian Isthmus and northern architecture, silence and a view of the snowy pines.',
            image: { image: 'clubhouse-lounge', alt: 'Armchairs by the fire in the library' },
          },
          {
            title: 'Wine room',
            text: 'A cellar with private lockers for residents and a tasting table for twelve.',
            image: { image: 'kitchen-dining', alt: 'A long dining table laid for twelve' },
          },
          {
            title: 'Workshop',
            text: 'Woodwork and pottery for adults and children, and artists’ residencies in summer.',
            image: { image: 'kids-club-room', alt: 'A bright workshop with timber tables' },
          },
          {
            title: 'Cinema',
            text: 'An intimate twenty-seat room for premieres, family films and talks.',
            image: {
              image: 'community-evening-terrace',
              alt: 'Residents gathering on a terrace in the evening',
            },
          },
        ],
      },
      {
        kind: 'split',
        id: 'lobbies',
        title: 'A lobby in every building',
        paragraphs: [
          'Each of the thirteen buildings has its own lobby with a concierge, a pram room, storage for skis and bicycles, and somewhere to leave wet boots after a walk in the woods.',
          'The lobbies were designed by Olkha Interior Studio in oak, linen and sand-coloured stone, with prints by St Petersburg artists.',
        ],
        image: { image: 'concierge-lobby', alt: 'A lobby with a timber concierge desk' },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'outdoor',
        title: 'Out in the open',
        items: [
          'An amphitheatre by the sculpture for summer concerts and cinema.',
          'Verandas with blankets and outdoor fireplaces by the club house.',
          'A bathhouse with a plunge pool at the edge of the forest.',
          'The belvedere above the treetops, looking out to the Gulf of Finland.',
        ],
      },
      {
        kind: 'cta',
        title: 'Life at the residence',
        text: 'The spa, sports, the children’s club and the restaurants: everything on the residence grounds.',
        action: { kind: 'link', link: { route: 'about-infrastructure', label: 'Amenities' } },
      },
    ],
  },
}
