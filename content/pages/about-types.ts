// /about/types: the three building types, each linked to the master plan with the include list of
// its building codes (type B links to Б1-Б2).

import type { PageEntry } from '../schema'

const A = 'toBottom=1&include=11,12,13,14,15,16,17,18,19'
const B = 'toBottom=1&include=21,22'
const C = 'toBottom=1&include=31,32'

export const aboutTypes: PageEntry = {
  ru: {
    meta: {
      title: 'Типы домов — клубная резиденция «Хвоя»',
      description:
        'Три типа домов «Хвои»: девять чёрных домов из дерева и стекла А1–А9, две бежевые виллы Б1–Б2 из камня и два белых модернистских дома В1–В2.',
    },
    hero: {
      image: 'architecture-three-types',
      imageAlt: 'Чёрный, бежевый и белый дома среди сосен',
      parentTitle: 'О проекте',
      title: 'Типы домов',
      text: 'Чёрный, бежевый и белый — три характера одного леса. Выберите тот, что ближе вам, и посмотрите, где он стоит на генплане.',
      anchors: [
        { id: 'type-a', label: 'Тип А' },
        { id: 'type-b', label: 'Тип Б' },
        { id: 'type-c', label: 'Тип В' },
      ],
    },
    sections: [
      {
        kind: 'widget',
        id: 'overview',
        title: 'Сравнить типы',
        widget: 'building-types',
      },
      {
        kind: 'split',
        id: 'type-a',
        title: 'Тип А: чёрные дома А1–А9',
        paragraphs: [
          'Девять домов из термообработанной древесины тёмного тона и стекла. Они почти исчезают среди стволов: днём в окнах отражаются сосны, вечером дом выдаёт только тёплый свет.',
          'В домах А1–А4 — сервисные апартаменты под управлением оператора, в А5–А9 — частные резиденции в самой тихой части леса.',
        ],
        image: {
          image: 'type-a-black-house',
          alt: 'Чёрный дом из дерева и стекла с глубокими террасами',
        },
      },
      {
        kind: 'split',
        id: 'type-b',
        title: 'Тип Б: бежевые виллы Б1–Б2',
        paragraphs: [
          'Две виллы из бежевого камня и фактурной штукатурки на берегу залива. Самые просторные резиденции проекта, сады у квартир первого этажа и террасы на кровле.',
          'Только частные резиденции в личной собственности.',
        ],
        image: { image: 'type-b-beige-villa', alt: 'Бежевая вилла из камня с садовой террасой' },
        reverse: true,
      },
      {
        kind: 'split',
        id: 'type-c',
        title: 'Тип В: белые дома В1–В2',
        paragraphs: [
          'Два белых модернистских дома — отель у въезда и резиденции на берегу: ленточные окна, тонкие плиты перекрытий, лоджии-комнаты с видом на кроны.',
          'В1 — отель резиденции, В2 — частные резиденции в собственность.',
        ],
        image: { image: 'type-c-white-building', alt: 'Белый дом с ленточными окнами среди сосен' },
      },
      {
        kind: 'cards',
        id: 'on-masterplan',
        title: 'Где они стоят',
        intro: 'Откройте генеральный план с подсвеченными домами выбранного типа.',
        items: [
          {
            title: 'Тип А',
            text: 'Девять чёрных домов вокруг центральной поляны и в глубине леса.',
            link: { route: 'masterplan', query: A, label: 'Дома А1–А9 на генплане' },
          },
          {
            title: 'Тип Б',
            text: 'Две бежевые виллы на берегу залива.',
            link: { route: 'masterplan', query: B, label: 'Дома Б1–Б2 на генплане' },
          },
          {
            title: 'Тип В',
            text: 'Два белых дома: у въезда и на берегу.',
            link: { route: 'masterplan', query: C, label: 'Дома В1–В2 на генплане' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Не можете выбрать?',
        text: 'Расскажите, как вы хотите жить, и менеджер подберёт дом и квартиру.',
        action: { kind: 'callback', label: 'Получить подборку' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Building types — Khvoya Club Residence',
      description:
        'The three building types of Khvoya: nine black timber-and-glass buildings A1–A9, two beige stone villas B1–B2 and two white modernist buildings C1–C2.',
    },
    hero: {
      image: 'architecture-three-types',
      imageAlt: 'A black, a beige and a white building among the pines',
      parentTitle: 'About',
      title: 'Building types',
      text: 'Black, beige and white: three characters of one forest. Choose the one that suits you and see where it stands on the master plan.',
      anchors: [
        { id: 'type-a', label: 'Type A' },
        { id: 'type-b', label: 'Type B' },
        { id: 'type-c', label: 'Type C' },
      ],
    },
    sections: [
      {
        kind: 'widget',
        id: 'overview',
        title: 'Compare the types',
        widget: 'building-types',
      },
      {
        kind: 'split',
        id: 'type-a',
        title: 'Type A: the black buildings, A1–A9',
        paragraphs: [
          'Nine buildings of dark thermally treated timber and glass. They all but vanish among the trunks: by day the windows reflect the pines; in the evening only the warm light gives them away.',
          'A1–A4 hold serviced apartments run by the operator; A5–A9 hold private flats in the quietest part of the forest.',
        ],
        image: {
          image: 'type-a-black-house',
          alt: 'A black timber-and-glass building with deep terraces',
        },
      },
      {
        kind: 'split',
        id: 'type-b',
        title: 'Type B: the beige villas, B1–B2',
        paragraphs: [
          'Two villas of beige stone and textured render on the gulf shore. They hold the most spacious flats in the project, with gardens for those on the ground floor and roof terraces above.',
          'Private flats only, held in private ownership.',
        ],
        image: { image: 'type-b-beige-villa', alt: 'A beige stone villa with a garden terrace' },
        reverse: true,
      },
      {
        kind: 'split',
        id: 'type-c',
        title: 'Type C: the white buildings, C1–C2',
        paragraphs: [
          'Two white modernist buildings, the hotel by the gate and private flats on the shore, with ribbon windows, slender floor slabs and loggias that open onto the treetops.',
          'Type C is the hotel-grade type: C1 houses the Khvoya hotel and C2 holds private flats. Russian documents write them В1 and В2: the Cyrillic В is our C, not B.',
        ],
        image: {
          image: 'type-c-white-building',
          alt: 'A white building with ribbon windows among the pines',
        },
      },
      {
        kind: 'cards',
        id: 'on-masterplan',
        title: 'Where they stand',
        intro: 'Open the master plan with the buildings of the chosen type highlighted.',
        items: [
          {
            title: 'Type A',
            text: 'Nine black buildings around the central clearing and deep in the forest.',
            link: { route: 'masterplan', query: A, label: 'A1–A9 on the master plan' },
          },
          {
            title: 'Type B',
            text: 'Two beige villas on the gulf shore.',
            link: { route: 'masterplan', query: B, label: 'B1–B2 on the master plan' },
          },
          {
            title: 'Type C',
            text: 'Two white buildings: by the gate and on the shore.',
            link: { route: 'masterplan', query: C, label: 'C1–C2 on the master plan' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Can’t decide?',
        text: 'Tell us how you want to live and our sales team will suggest a building and a flat.',
        action: { kind: 'callback', label: 'Get a shortlist' },
      },
    ],
  },
}
