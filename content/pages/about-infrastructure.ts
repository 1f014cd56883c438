// /about/infrastructure: what is inside the 17.6 ha: spa, restaurant, sport, children, daily needs.

import type { PageEntry } from '../schema'

export const aboutInfrastructure: PageEntry = {
  ru: {
    meta: {
      title: 'Инфраструктура — резиденция «Хвоя»',
      description:
        'Спа с бассейном, ресторан, фитнес, банный дом, детский клуб, лавка и лыжня: инфраструктура клубной резиденции «Хвоя» внутри соснового леса.',
    },
    hero: {
      image: 'spa-pool',
      imageAlt: 'Бассейн спа со стеклянной стеной в сосновый лес',
      parentTitle: 'О проекте',
      title: 'Инфраструктура',
      text: 'Всё, ради чего раньше приходилось ехать в город, теперь в нескольких минутах ходьбы по лесной тропе.',
    },
    sections: [
      {
        kind: 'cards',
        id: 'facilities',
        title: 'На территории резиденции',
        items: [
          {
            title: 'Спа',
            text: 'Бассейн со стеклянной стеной в лес, хаммам, сауна и кабинеты массажа.',
            image: { image: 'spa-pool', alt: 'Бассейн с видом на сосны' },
          },
          {
            title: 'Ресторан',
            text: 'Северная кухня из продуктов местных фермеров, завтраки для жителей и доставка в резиденции.',
            image: { image: 'restaurant-hall', alt: 'Зал ресторана с деревянными балками' },
          },
          {
            title: 'Фитнес',
            text: 'Зал с видом на сосны, студия йоги и персональные тренировки.',
            image: { image: 'fitness-pine-view', alt: 'Фитнес-студия со стеклянной стеной в лес' },
          },
          {
            title: 'Банный дом',
            text: 'Чёрный деревянный дом с парной и купелью на краю леса.',
            image: { image: 'sauna-house', alt: 'Банный дом с купелью среди сосен' },
          },
          {
            title: 'Детский клуб',
            text: 'Мастерские, занятия с педагогами и лесная площадка под присмотром.',
            image: { image: 'kids-club-room', alt: 'Светлая комната детского клуба' },
            link: { route: 'children', label: 'Детям' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'outdoor',
        title: 'Спорт под соснами',
        paragraphs: [
          'Летом — беговые и велосипедные тропы по дюнам, площадки для падел-тенниса и воркаута. Зимой те же тропы становятся освещённой лыжнёй, а у клубного дома заливают каток.',
          'Прокат велосипедов, лыж и снегоступов — у консьержа лобби. Инструкторы сопровождают новичков.',
        ],
        image: { image: 'season-winter', alt: 'Лыжня между заснеженными соснами' },
      },
      {
        kind: 'list',
        id: 'daily',
        title: 'Повседневные удобства',
        items: [
          'Лавка с фермерскими продуктами, свежим хлебом и всем необходимым.',
          'Постаматы и приём посылок консьержем.',
          'Прачечная и химчистка с доставкой в резиденцию.',
          'Крытые парковки у въезда с зарядками для электромобилей.',
          'Электрокары по территории по вызову.',
        ],
      },
      {
        kind: 'facts',
        items: [
          { value: '5 минут', label: 'пешком от любого дома до клубного дома' },
          { value: '24/7', label: 'консьерж и охрана' },
          { value: '7 минут', label: 'на машине до Зеленогорска' },
        ],
      },
      {
        kind: 'cta',
        title: 'А что рядом?',
        text: 'Школы, клиники, пляжи, яхт-клубы и горнолыжные склоны в окрестностях резиденции.',
        action: { kind: 'link', link: { route: 'infrastructure', label: 'Инфраструктура района' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Amenities — Khvoya Club Residence',
      description:
        'A spa with a pool, a restaurant, fitness, a bathhouse, a children’s club, a deli and ski trails: the amenities of Khvoya Club Residence, in the pine forest.',
    },
    hero: {
      image: 'spa-pool',
      imageAlt: 'The spa pool with a glass wall onto the pine forest',
      parentTitle: 'About',
      title: 'Amenities',
      text: 'Everything you used to drive into town for is now a few minutes’ walk away along a forest trail.',
    },
    sections: [
      {
        kind: 'cards',
        id: 'facilities',
        title: 'On the grounds',
        items: [
          {
            title: 'Spa',
            text: 'A pool with a glass wall onto the forest, a hammam, a sauna and massage rooms.',
            image: { image: 'spa-pool', alt: 'The pool looking onto the pines' },
          },
          {
            title: 'Restaurant',
            text: 'Northern cooking with produce from local farms, breakfast for residents and delivery to your door.',
            image: { image: 'restaurant-hall', alt: 'The restaurant under timber beams' },
          },
          {
            title: 'Fitness',
            text: 'A gym looking onto the pines, a yoga studio and personal training.',
            image: {
              image: 'fitness-pine-view',
              alt: 'The fitness studio with a glass wall onto the forest',
            },
          },
          {
            title: 'Bathhouse',
            text: 'A black timber house with a steam room and a plunge pool at the edge of the forest.',
            image: { image: 'sauna-house', alt: 'The bathhouse and plunge pool among the pines' },
          },
          {
            title: 'Children’s club',
            text: 'Workshops, classes with teachers and a supervised forest playground.',
            image: { image: 'kids-club-room', alt: 'The bright room of the children’s club' },
            link: { route: 'children', label: 'For children' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'outdoor',
        title: 'Sport under the pines',
        paragraphs: [
          'In summer there are running and cycling trails over the dunes, padel courts and an outdoor gym. In winter the same trails become lit cross-country ski tracks, and an ice rink is flooded by the club house.',
          'Bicycles, skis and snowshoes can be borrowed from the lobby concierge, and instructors are on hand for beginners.',
        ],
        image: { image: 'season-winter', alt: 'A ski track between snow-laden pines' },
      },
      {
        kind: 'list',
        id: 'daily',
        title: 'Everyday comforts',
        items: [
          'A deli with farm produce, fresh bread and the essentials.',
          'Parcel lockers, and deliveries taken in by the concierge.',
          'Laundry and dry cleaning delivered to your door.',
          'Covered car parks at the entrance with electric vehicle chargers.',
          'Electric buggies around the grounds on request.',
        ],
      },
      {
        kind: 'facts',
        items: [
          { value: '5 min', label: 'on foot from any building to the club house' },
          { value: '24/7', label: 'concierge and security' },
          { value: '7 min', label: 'by car to Zelenogorsk' },
        ],
      },
      {
        kind: 'cta',
        title: 'And nearby?',
        text: 'Schools, clinics, beaches, yacht clubs and ski slopes around the residence.',
        action: { kind: 'link', link: { route: 'infrastructure', label: 'The neighbourhood' } },
      },
    ],
  },
}
