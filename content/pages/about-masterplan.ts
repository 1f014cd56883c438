// /about/masterplan: how the 13 buildings, the club house and the belvedere sit on the 17.6 ha.

import type { PageEntry } from '../schema'

export const aboutMasterplan: PageEntry = {
  ru: {
    meta: {
      title: 'Мастер-план — клубная резиденция «Хвоя»',
      description:
        'Мастер-план «Хвои»: 13 домов трёх типов на 17,6 га леса, клубный дом у центральной поляны, бельведер на гребне дюны и машины только у въезда.',
    },
    hero: {
      image: 'masterplan-illustrated',
      imageAlt: 'Иллюстрированный план: тринадцать домов среди крон сосен',
      parentTitle: 'О проекте',
      title: 'Мастер-план',
      text: 'Тринадцать домов, клубный дом, скульптура и бельведер, связанные лесными тропами. Машины остаются у въезда, внутри — только лес.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '9', label: 'чёрных домов типа А: А1–А9' },
          { value: '2', label: 'бежевые виллы типа Б: Б1–Б2' },
          { value: '2', label: 'белых дома типа В: В1–В2' },
          { value: '1', label: 'бельведер на самой высокой точке участка' },
        ],
      },
      {
        kind: 'text',
        id: 'structure',
        title: 'Как устроена резиденция',
        paragraphs: [
          'Въезд со стороны шоссе встречает стела, за ней — КПП и крытые парковки. Отсюда прямая сосновая аллея ведёт к центральной поляне со скульптурой и клубным домом, а от поляны веером расходятся тропы к домам.',
          'Дома не выстроены в ряды: каждый стоит там, где между соснами нашлось место. Поэтому у каждого дома свой вид, а соседние окна не смотрят друг на друга.',
        ],
      },
      {
        kind: 'cards',
        id: 'zones',
        title: 'Части резиденции',
        items: [
          {
            title: 'У въезда',
            text: 'Белый дом В1 — отель резиденции — стоит у КПП и парковки: гости приезжают, не заезжая вглубь леса.',
            image: { image: 'type-c-white-building', alt: 'Белый дом типа В' },
          },
          {
            title: 'Центральный парк',
            text: 'Пруд, клубный дом, спа, детский клуб и скульптура «Подрост». Вдоль северной кромки парка — сервисные апартаменты А1–А4.',
            image: { image: 'courtyard-pines', alt: 'Поляна между домами среди сосен' },
          },
          {
            title: 'Берег залива',
            text: 'Бежевые виллы Б1 и Б2 и белый дом В2 над пляжем и пирсом, открытые южному свету и воде.',
            image: { image: 'type-b-beige-villa', alt: 'Бежевая вилла с садом' },
          },
          {
            title: 'Глубокий лес',
            text: 'Частные резиденции А5–А9 на лесных полянах запада и юга участка, в самой тихой его части.',
            image: { image: 'type-a-black-house', alt: 'Чёрный дом в глубине леса' },
          },
          {
            title: 'Дюна',
            text: 'Восточный гребень древней береговой дюны с бельведером и видом на Финский залив.',
            image: { image: 'belvedere-tower', alt: 'Бельведер над кронами' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Интерактивный генплан',
        text: 'Выберите дом на генеральном плане, чтобы увидеть секции, этажи и свободные квартиры.',
        action: { kind: 'link', link: { route: 'masterplan', label: 'Открыть генплан' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'The site plan concept — Khvoya Club Residence',
      description:
        'The Khvoya master plan: 13 buildings of three types on 17.6 ha of forest, a club house by the central clearing, a belvedere on the dune, cars left at the gate.',
    },
    hero: {
      image: 'masterplan-illustrated',
      imageAlt: 'An illustrated plan: thirteen buildings among the pine crowns',
      parentTitle: 'About',
      title: 'Master plan',
      text: 'Thirteen buildings, a club house, a sculpture and a belvedere, linked by forest trails. Cars stay at the entrance; inside, there is only the forest.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '9', label: 'black type A buildings: A1–A9' },
          { value: '2', label: 'beige type B villas: B1–B2' },
          { value: '2', label: 'white type C buildings: C1–C2' },
          { value: '1', label: 'belvedere on the highest point of the site' },
        ],
      },
      {
        kind: 'text',
        id: 'structure',
        title: 'How the residence is laid out',
        paragraphs: [
          'At the entrance from the highway you are met by the stela, then the gatehouse and the covered car parks. From there a straight avenue of pines leads to the central clearing with the sculpture and the club house, and from the clearing the trails fan out to the buildings.',
          'The buildings are not set in rows: each stands where the pines left room for it. So every building has its own view, and no two neighbours look into each other’s windows.',
        ],
      },
      {
        kind: 'cards',
        id: 'zones',
        title: 'Parts of the residence',
        items: [
          {
            title: 'By the gate',
            text: 'The white building C1, the residence’s hotel, stands by the gatehouse and the car park, so guests arrive without driving into the forest.',
            image: { image: 'type-c-white-building', alt: 'A white type C building' },
          },
          {
            title: 'The central park',
            text: 'The pond, the club house, the spa, the children’s club and the Undergrowth sculpture, with the serviced apartments A1–A4 along its northern edge.',
            image: {
              image: 'courtyard-pines',
              alt: 'A clearing between buildings among the pines',
            },
          },
          {
            title: 'The gulf shore',
            text: 'The beige villas B1 and B2 and the white building C2 above the beach and the pier, open to the southern light and the water.',
            image: { image: 'type-b-beige-villa', alt: 'A beige villa with a garden' },
          },
          {
            title: 'The deep forest',
            text: 'The private flats of A5–A9, in forest clearings to the west and south: the quietest part of the site.',
            image: { image: 'type-a-black-house', alt: 'A black building deep in the forest' },
          },
          {
            title: 'The dune',
            text: 'The eastern crest of an ancient shoreline dune, with the belvedere and a view of the Gulf of Finland.',
            image: { image: 'belvedere-tower', alt: 'The belvedere above the treetops' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'The interactive master plan',
        text: 'Choose a building on the master plan to see its sections, floors and available flats.',
        action: { kind: 'link', link: { route: 'masterplan', label: 'Open the master plan' } },
      },
    ],
  },
}
