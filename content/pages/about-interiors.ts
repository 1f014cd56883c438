// /about/interiors: the residences inside: layouts, light, kitchens, bathrooms, finishing options.

import type { PageEntry } from '../schema'

export const aboutInteriors: PageEntry = {
  ru: {
    meta: {
      title: 'Интерьеры — клубная резиденция «Хвоя»',
      description:
        'Интерьеры резиденций «Хвои»: окна в пол с видом на сосны, кухни-гостиные, ванные с окном и дизайнерская отделка в двух палитрах — «Дюна» и «Бор».',
    },
    hero: {
      image: 'interiors-living-room',
      imageAlt: 'Гостиная с дубовым полом, камином и панорамным окном в лес',
      parentTitle: 'О проекте',
      title: 'Интерьеры',
      text: 'Главное в каждой комнате — окно. Всё остальное подобрано так, чтобы не спорить с видом на сосны.',
    },
    sections: [
      {
        kind: 'text',
        id: 'layouts',
        title: 'Планировки, выросшие из вида',
        paragraphs: [
          'Сначала архитекторы находили для каждой квартиры лучший вид — на поляну, на старую сосну, на просвет к заливу, — и только потом расставляли стены. Поэтому гостиные угловые, спальни смотрят в тихую сторону леса, а террасы продолжают кухню.',
          'Потолки от трёх метров, окна в пол, мастер-спальни с гардеробной и собственной ванной комнатой. На первых этажах — квартиры с садами, на верхних — с террасами и двухуровневые резиденции.',
        ],
      },
      {
        kind: 'split',
        id: 'kitchen',
        title: 'Кухня-гостиная',
        paragraphs: [
          'Большой остров из камня, встроенная техника и обеденный стол на восемь гостей у окна. Кухня открыта в гостиную и на террасу, чтобы летом ужин переходил на улицу сам собой.',
        ],
        image: { image: 'kitchen-dining', alt: 'Кухня с каменным островом и видом на сосны' },
      },
      {
        kind: 'split',
        id: 'bathroom',
        title: 'Ванная с окном',
        paragraphs: [
          'Во многих резиденциях ванная комната получает собственное окно: отдельно стоящая ванна, бежевый известняк и вид на стволы вместо плитки перед глазами.',
        ],
        image: { image: 'bathroom-stone', alt: 'Ванная из бежевого известняка с окном в лес' },
        reverse: true,
      },
      {
        kind: 'cards',
        id: 'finishing',
        title: 'Варианты отделки',
        intro:
          'Квартиру можно получить с предчистовой отделкой или с дизайнерской — в одной из двух палитр бюро «Камень».',
        items: [
          {
            title: 'Предчистовая',
            text: 'Выровненные стены и стяжка, разведённые сети — основа для вашего дизайнера.',
          },
          {
            title: 'Палитра «Дюна»',
            text: 'Светлый дуб, песочный известняк, лён и латунь — тёплый летний свет круглый год.',
            image: { image: 'design-material-board', alt: 'Образцы светлого дуба, камня и льна' },
          },
          {
            title: 'Палитра «Бор»',
            text: 'Дуб тёмного тона, зелёный мрамор, шерсть и бронза — уют зимнего вечера у камина.',
            image: { image: 'interiors-living-room', alt: 'Гостиная в тёплых тёмных тонах' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Отделка в деталях',
        text: 'Материалы и полный состав каждой палитры — на странице дизайна.',
        action: { kind: 'link', link: { route: 'design', label: 'Дизайн и отделка' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Interiors — Khvoya Club Residence',
      description:
        'Inside the Khvoya flats: full-height windows onto the pines, open kitchens, bathrooms with a view, and designer finishing in two palettes.',
    },
    hero: {
      image: 'interiors-living-room',
      imageAlt: 'A living room with oak floors, a fireplace and a panoramic window onto the forest',
      parentTitle: 'About',
      title: 'Interiors',
      text: 'The most important thing in every room is the window. Everything else has been chosen so as not to compete with the view of the pines.',
    },
    sections: [
      {
        kind: 'text',
        id: 'layouts',
        title: 'Layouts shaped by the view',
        paragraphs: [
          'The architects first found the best view for each flat, onto the clearing, an old pine or a glimpse of the gulf, and only then placed the walls. So living rooms sit on the corners, bedrooms face the quiet side of the forest and terraces open off the kitchens.',
          'Ceilings are three metres or more, windows run to the floor, and principal bedrooms have a dressing room and their own bathroom. Ground-floor flats have gardens; top-floor flats have terraces, and some are on two levels.',
        ],
      },
      {
        kind: 'split',
        id: 'kitchen',
        title: 'The kitchen and living room',
        paragraphs: [
          'A large stone island, integrated appliances and a dining table for eight by the window. The kitchen opens onto the living room and the terrace, so in summer dinner moves outside of its own accord.',
        ],
        image: {
          image: 'kitchen-dining',
          alt: 'A kitchen with a stone island and a view of the pines',
        },
      },
      {
        kind: 'split',
        id: 'bathroom',
        title: 'A bathroom with a window',
        paragraphs: [
          'In many flats the bathroom has a window of its own: a freestanding bath, beige limestone, and tree trunks to look at instead of tiles.',
        ],
        image: {
          image: 'bathroom-stone',
          alt: 'A beige limestone bathroom with a window onto the forest',
        },
        reverse: true,
      },
      {
        kind: 'cards',
        id: 'finishing',
        title: 'Finishing options',
        intro:
          'Flats are handed over either ready for fitting out or with designer finishing in one of two palettes by Kamen Studio.',
        items: [
          {
            title: 'Ready for fit-out',
            text: 'Levelled walls and screed, services in place: a clean starting point for your own designer.',
          },
          {
            title: 'The Dune palette',
            text: 'Pale oak, sand-coloured limestone, linen and brass: warm summer light all year round.',
            image: { image: 'design-material-board', alt: 'Samples of pale oak, stone and linen' },
          },
          {
            title: 'The Pinewood palette',
            text: 'Dark-toned oak, green marble, wool and bronze: the comfort of a winter evening by the fire.',
            image: { image: 'interiors-living-room', alt: 'A living room in warm dark tones' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Finishing in detail',
        text: 'The materials and the full specification of each palette are on the design page.',
        action: { kind: 'link', link: { route: 'design', label: 'Design and finishing' } },
      },
    ],
  },
}
