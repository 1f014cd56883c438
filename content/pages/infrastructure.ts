// /infrastructure: the neighbourhood around the residence: schools, medicine, shops, the coast.
// The on-site amenities are on /about/infrastructure.

import type { PageEntry } from '../schema'

export const infrastructure: PageEntry = {
  ru: {
    meta: {
      title: 'Инфраструктура района — «Хвоя»',
      description:
        'Что рядом с резиденцией «Хвоя»: Зеленогорск в 7 минутах, школы и клиники, пляжи залива, яхт-клубы, гольф и горнолыжные склоны Карельского перешейка.',
    },
    hero: {
      image: 'zelenogorsk-promenade',
      imageAlt: 'Набережная курортного городка с деревянными виллами и соснами',
      title: 'Инфраструктура',
      text: 'Лес вокруг, а всё нужное — рядом: курортный Зеленогорск в семи минутах, побережье залива и весь Курортный район Петербурга.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '7 минут', label: 'до Зеленогорска: школы, клиники, магазины' },
          { value: '10 минут', label: 'до пляжей Финского залива' },
          { value: '25 минут', label: 'до Сестрорецка' },
          { value: '50 минут', label: 'до центра Петербурга' },
        ],
      },
      {
        kind: 'cards',
        id: 'everyday',
        title: 'Всё для жизни',
        items: [
          {
            title: 'Образование',
            text: 'Школы, детские сады, музыкальная и спортивная школы Зеленогорска, частные школы в Курортном районе.',
          },
          {
            title: 'Медицина',
            text: 'Поликлиники и больница в Зеленогорске и Сестрорецке, санатории с лечебными программами на побережье.',
          },
          {
            title: 'Покупки',
            text: 'Супермаркеты, рынок и аптеки Зеленогорска, фермерская лавка на территории резиденции.',
          },
          {
            title: 'Рестораны',
            text: 'Рыбные рестораны на берегу залива и кафе в старых деревянных виллах курортных посёлков.',
          },
        ],
      },
      {
        kind: 'split',
        id: 'coast',
        title: 'Побережье',
        paragraphs: [
          'Песчаные пляжи Зеленогорска и Комарова — в десяти минутах. Летом здесь купаются и ходят под парусом, зимой гуляют по льду и смотрят на закаты над заливом.',
          'Прибрежная велодорожка тянется вдоль Приморского шоссе от Зеленогорска к Сестрорецку.',
        ],
        image: { image: 'gulf-shore-boulders', alt: 'Берег залива с валунами' },
      },
      {
        kind: 'list',
        id: 'leisure',
        title: 'Отдых и спорт',
        items: [
          'Яхт-клубы и прокат сапов на побережье залива.',
          'Гольф-поля и конные клубы Курортного района.',
          'Горнолыжные склоны Карельского перешейка — в пределах часа.',
          'Концертные площадки, музеи-усадьбы и театры курортных посёлков.',
        ],
      },
      {
        kind: 'cta',
        title: 'Окрестности на карте',
        text: 'Озёра, станции, дороги и посёлки вокруг резиденции с временем в пути.',
        action: { kind: 'link', link: { route: 'location', label: 'Открыть карту' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'The neighbourhood — Khvoya Club Residence',
      description:
        'Around Khvoya: Zelenogorsk seven minutes away, schools and clinics, the beaches of the gulf, yacht clubs, golf and the ski slopes of the Karelian Isthmus.',
    },
    hero: {
      image: 'zelenogorsk-promenade',
      imageAlt: 'The seafront of a resort town with timber villas and pines',
      title: 'The neighbourhood',
      text: 'Forest all around, with everything you need close at hand: the resort town of Zelenogorsk seven minutes away, the shore of the gulf and the whole resort coast of St Petersburg.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '7 min', label: 'to Zelenogorsk: schools, clinics, shops' },
          { value: '10 min', label: 'to the beaches of the Gulf of Finland' },
          { value: '25 min', label: 'to Sestroretsk' },
          { value: '50 min', label: 'to the centre of St Petersburg' },
        ],
      },
      {
        kind: 'cards',
        id: 'everyday',
        title: 'Everything for daily life',
        items: [
          {
            title: 'Education',
            text: 'Schools, nurseries, and music and sports schools in Zelenogorsk, with private schools along the resort coast.',
          },
          {
            title: 'Healthcare',
            text: 'Clinics and hospitals in Zelenogorsk and Sestroretsk, and seaside sanatoriums with treatment programmes.',
          },
          {
            title: 'Shopping',
            text: 'Supermarkets, a market and pharmacies in Zelenogorsk, and a farm deli on the residence grounds.',
          },
          {
            title: 'Restaurants',
            text: 'Fish restaurants on the shore of the gulf and cafés in the old timber villas of the resort villages.',
          },
        ],
      },
      {
        kind: 'split',
        id: 'coast',
        title: 'The coast',
        paragraphs: [
          'The sandy beaches of Zelenogorsk and Komarovo are ten minutes away. In summer people swim and sail here; in winter they walk on the ice and watch the sun set over the gulf.',
          'A seaside cycle path runs along Primorskoye Highway from Zelenogorsk to Sestroretsk.',
        ],
        image: { image: 'gulf-shore-boulders', alt: 'The shore of the gulf with boulders' },
      },
      {
        kind: 'list',
        id: 'leisure',
        title: 'Leisure and sport',
        items: [
          'Yacht clubs and paddleboard hire along the gulf.',
          'Golf courses and riding clubs along the resort coast.',
          'The ski slopes of the Karelian Isthmus within an hour.',
          'Concert venues, house museums and theatres in the resort villages.',
        ],
      },
      {
        kind: 'cta',
        title: 'The area on the map',
        text: 'Lakes, stations, roads and villages around the residence, with travel times.',
        action: { kind: 'link', link: { route: 'location', label: 'Open the map' } },
      },
    ],
  },
}
