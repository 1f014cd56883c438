// /about/philosophy: the idea of the residence; `#n1` is the art anchor of the menu.

import type { PageEntry } from '../schema'

export const aboutPhilosophy: PageEntry = {
  ru: {
    meta: {
      title: 'Философия — клубная резиденция «Хвоя»',
      description:
        'Философия резиденции «Хвоя»: сначала лес, потом дома. Сохранённые сосны, малоэтажная архитектура и искусство, которое помогает чувствовать место.',
    },
    hero: {
      image: 'pines-morning-mist',
      imageAlt: 'Утренний туман между соснами и чёрный дом за стволами',
      parentTitle: 'О проекте',
      title: 'Философия',
      text: 'Сначала лес, потом дом. Всё, что мы строим, должно сделать лес ближе, а не отодвинуть его за забор.',
      anchors: [
        { id: 'n0', label: 'Принципы' },
        { id: 'n1', label: 'Искусство' },
      ],
    },
    sections: [
      {
        kind: 'text',
        id: 'n0',
        title: 'Лес как главный житель',
        paragraphs: [
          'Проект начался с дендрологической съёмки: на план нанесли каждую сосну на 17,6 гектара. Архитекторы двигали пятна домов до тех пор, пока старые деревья не остались на своих местах, а окна не получили вид на стволы, а не на соседей.',
          'Поэтому дома невысокие, от трёх до пяти этажей, — ниже крон. Поэтому машины остаются у въезда, а внутри — тропы. Поэтому вместо газонов — мох, вереск и черника.',
        ],
      },
      {
        kind: 'list',
        id: 'principles',
        title: 'Пять принципов «Хвои»',
        items: [
          'Деревья важнее квадратных метров: застроено меньше шестой части территории.',
          'Дом ниже сосен: ни одно здание не поднимается выше крон.',
          'Тишина по умолчанию: машины на парковках у въезда, внутри — пешеходы и электрокары.',
          'Сервис без навязчивости: консьерж рядом, когда нужен, и незаметен, когда нет.',
          'Соседство по выбору: общие пространства для встреч и право на уединение.',
        ],
      },
      {
        kind: 'quote',
        text: 'Мы не вписывали лес в проект. Мы вписывали проект в лес — и каждый раз, когда они спорили, побеждал лес.',
        author: 'Главный архитектор проекта, бюро «Линия»',
      },
      {
        kind: 'split',
        id: 'n1',
        title: 'Искусство, которое отмечает место',
        paragraphs: [
          'Стела высотой в четыре этажа на въезде говорит: вы дома. Шестиметровая скульптура «Подрост» на центральной поляне собирает вокруг себя тропы и летний амфитеатр. Бельведер на гребне дюны открывает вид на Финский залив.',
          'Каждый объект сделан для этого леса и этого света. Искусство здесь — не коллекция, а система ориентиров, по которой резиденцию узнают и запоминают.',
        ],
        image: { image: 'sculpture-workshop', alt: 'Каркас шестиметровой скульптуры в мастерской' },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'Искусство резиденции',
        text: 'Скульптура, стела и бельведер — подробнее о каждом объекте и о том, как они создаются.',
        action: { kind: 'link', link: { route: 'about-art', label: 'Об искусстве' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Philosophy — Khvoya Club Residence',
      description:
        'The philosophy of Khvoya: the forest first, then the buildings. Pines that were kept, low-rise architecture, and art that helps you feel the place.',
    },
    hero: {
      image: 'pines-morning-mist',
      imageAlt: 'Morning mist between the pines, a black house behind the trunks',
      parentTitle: 'About',
      title: 'Philosophy',
      text: 'The forest first, then the house. Everything we build should bring the forest closer, not push it back behind a fence.',
      anchors: [
        { id: 'n0', label: 'Principles' },
        { id: 'n1', label: 'Art' },
      ],
    },
    sections: [
      {
        kind: 'text',
        id: 'n0',
        title: 'The forest comes first',
        paragraphs: [
          'The project began with a tree survey that placed every pine on the 17.6 hectares on the plan. The architects moved the building footprints until the old trees could stay where they were and every window looked onto trunks rather than neighbours.',
          'That is why the buildings are low, three to five storeys, and stay below the crowns. Why cars stop at the entrance and only trails run inside. Why there is moss, heather and bilberry instead of lawns.',
        ],
      },
      {
        kind: 'list',
        id: 'principles',
        title: 'Five principles of Khvoya',
        items: [
          'Trees matter more than square metres: less than a sixth of the land is built on.',
          'Every building stays below the pines: nothing rises above the crowns.',
          'Quiet by default: cars stay at the entrance; inside there are only walkers and electric buggies.',
          'Service that never intrudes: the concierge is there when you need it and invisible when you don’t.',
          'Neighbours by choice: shared spaces for meeting, and the right to be alone.',
        ],
      },
      {
        kind: 'quote',
        text: 'We didn’t fit the forest into the project. We fitted the project into the forest, and whenever the two disagreed, the forest won.',
        author: 'Lead architect, Liniya Architects',
      },
      {
        kind: 'split',
        id: 'n1',
        title: 'Art that marks the place',
        paragraphs: [
          'The four-storey stela at the entrance tells you that you are home. Undergrowth, the six-metre sculpture in the central clearing, gathers the trails and a summer amphitheatre around it. The belvedere on the crest of the dune opens a view of the Gulf of Finland.',
          'Each piece was made for this forest and this light. Art here is not a collection but a set of landmarks by which the residence is recognised and remembered.',
        ],
        image: {
          image: 'sculpture-workshop',
          alt: 'The armature of the six-metre sculpture in the workshop',
        },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'The art of the residence',
        text: 'The sculpture, the stela and the belvedere: more about each piece and how it is being made.',
        action: { kind: 'link', link: { route: 'about-art', label: 'About the art' } },
      },
    ],
  },
}
