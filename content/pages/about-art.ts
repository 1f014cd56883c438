// /about/art: the art programme — the six-metre sculpture, the four-storey stela, the belvedere.

import type { PageEntry } from '../schema'

export const aboutArt: PageEntry = {
  ru: {
    meta: {
      title: 'Искусство — клубная резиденция «Хвоя»',
      description:
        'Скульптура «Подрост» высотой 6 метров, стела в четыре этажа и бельведер над кронами: искусство клубной резиденции «Хвоя», созданное для леса.',
    },
    hero: {
      image: 'sculpture-clearing',
      imageAlt: 'Шестиметровая бронзовая скульптура на лесной поляне в сумерках',
      parentTitle: 'О проекте',
      title: 'Искусство',
      text: 'Три главных объекта резиденции задают её ритм: встречают, собирают вокруг себя и поднимают над лесом.',
      anchors: [
        { id: 'sculpture', label: 'Скульптура' },
        { id: 'stela', label: 'Стела' },
        { id: 'belvedere', label: 'Бельведер' },
      ],
    },
    sections: [
      {
        kind: 'split',
        id: 'sculpture',
        title: 'Скульптура «Подрост»',
        paragraphs: [
          'Шестиметровый пучок бронзовых форм, похожих на молодые побеги сосны, стоит на центральной поляне, куда сходятся главные тропы. Это почти половина высоты окружающих деревьев: скульптура не спорит с лесом, а растёт вместе с ним.',
          'Патина подобрана так, чтобы с годами бронза приобрела оттенок сосновой коры. Вокруг — каменный амфитеатр для летних концертов, лекций и кино под открытым небом.',
        ],
        image: { image: 'sculpture-workshop', alt: 'Каркас скульптуры в литейной мастерской' },
      },
      {
        kind: 'split',
        id: 'stela',
        title: 'Стела в четыре этажа',
        paragraphs: [
          'На въезде в резиденцию поднимается стела высотой в четыре этажа из вертикальных ламелей тёмной древесины. Днём она похожа на ствол, расщеплённый светом, ночью светится изнутри, как фонарь на лесной дороге.',
          'Стела — первое, что видят гости, и знак, по которому жители узнают поворот к дому даже в зимних сумерках.',
        ],
        image: { image: 'stela-night', alt: 'Стела из деревянных ламелей, подсвеченная ночью' },
        reverse: true,
      },
      {
        kind: 'split',
        id: 'belvedere',
        title: 'Бельведер',
        paragraphs: [
          'Лёгкая башня из клеёного бруса на гребне древней береговой дюны — самой высокой точке участка. Винтовая лестница внутри решётчатой оболочки выводит на открытую площадку над кронами.',
          'Отсюда видны крыши резиденции, лес до горизонта и полоса Финского залива. Бельведер обозначен на генплане отдельной карточкой — это общее место встреч на рассвете и закате.',
        ],
        image: { image: 'belvedere-tower', alt: 'Решётчатая башня бельведера снизу' },
      },
      {
        kind: 'list',
        id: 'programme',
        title: 'Искусство в повседневной жизни',
        items: [
          'Графика и керамика петербургских художников в лобби каждого дома.',
          'Летние резиденции для художников в мастерской при клубном доме.',
          'Световые инсталляции студии «Сумерки» вдоль троп в долгие зимние вечера.',
          'Лекции и кинопоказы в амфитеатре у скульптуры с июня по август.',
        ],
      },
      {
        kind: 'cta',
        title: 'Посмотреть, где стоят объекты',
        text: 'Скульптура, стела и бельведер отмечены на генеральном плане резиденции.',
        action: { kind: 'link', link: { route: 'masterplan', label: 'Открыть генплан' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Art — Khvoya Club Residence',
      description:
        'Undergrowth, a sculpture six metres tall, a four-storey stela and a belvedere above the trees: the art of Khvoya Club Residence, made for its forest.',
    },
    hero: {
      image: 'sculpture-clearing',
      imageAlt: 'A six-metre bronze sculpture in a forest clearing at dusk',
      parentTitle: 'About',
      title: 'Art',
      text: 'Three principal works set the rhythm of the residence: one welcomes you, one gathers people around it, one lifts you above the forest.',
      anchors: [
        { id: 'sculpture', label: 'Sculpture' },
        { id: 'stela', label: 'Stela' },
        { id: 'belvedere', label: 'Belvedere' },
      ],
    },
    sections: [
      {
        kind: 'split',
        id: 'sculpture',
        title: 'Undergrowth, the sculpture',
        paragraphs: [
          'A six-metre cluster of bronze forms, like young pine shoots, stands in the central clearing where the main trails meet. It is almost half the height of the surrounding trees: the sculpture does not compete with the forest but grows with it.',
          'The patina has been chosen so that over the years the bronze takes on the colour of pine bark. Around it, a stone amphitheatre hosts summer concerts, talks and open-air cinema.',
        ],
        image: { image: 'sculpture-workshop', alt: 'The armature of the sculpture at the foundry' },
      },
      {
        kind: 'split',
        id: 'stela',
        title: 'A stela four storeys tall',
        paragraphs: [
          'At the entrance rises a stela four storeys high, made of vertical fins of dark timber. By day it looks like a trunk split by light; at night it glows from within like a lantern on a forest road.',
          'The stela is the first thing guests see, and the sign by which residents know their turning home, even at dusk in winter.',
        ],
        image: { image: 'stela-night', alt: 'The timber-finned stela lit at night' },
        reverse: true,
      },
      {
        kind: 'split',
        id: 'belvedere',
        title: 'The belvedere',
        paragraphs: [
          'A light glulam tower stands on the crest of an ancient shoreline dune, the highest point of the site. A spiral stair inside a lattice shell leads to an open platform above the treetops.',
          'From up there you see the roofs of the residence, forest to the horizon and the band of the Gulf of Finland. The belvedere has its own card on the master plan: it is where residents meet at sunrise and sunset.',
        ],
        image: { image: 'belvedere-tower', alt: 'The lattice belvedere tower seen from below' },
      },
      {
        kind: 'list',
        id: 'programme',
        title: 'Art in everyday life',
        items: [
          'Prints and ceramics by St Petersburg artists in the lobby of every building.',
          'Summer artists’ residencies in the studio next to the club house.',
          'Light installations by Sumerki Lighting Studio along the trails through the long winter nights.',
          'Talks and film screenings in the amphitheatre by the sculpture from June to August.',
        ],
      },
      {
        kind: 'cta',
        title: 'See where the works stand',
        text: 'The sculpture, the stela and the belvedere are all marked on the master plan of the residence.',
        action: { kind: 'link', link: { route: 'masterplan', label: 'Open the master plan' } },
      },
    ],
  },
}
