// /children: childhood in the forest: the children's club, ages, safety, schools nearby.

import type { PageEntry } from '../schema'

export const children: PageEntry = {
  ru: {
    meta: {
      title: 'Детям — клубная резиденция «Хвоя»',
      description:
        'Детство в сосновом лесу: детский клуб с педагогами, лесные площадки, летний лагерь, безопасная территория без машин и школы Зеленогорска рядом.',
    },
    hero: {
      image: 'children-forest-playground',
      imageAlt: 'Дети на деревянной площадке с верёвочными мостами среди сосен',
      title: 'Детям',
      text: 'Территория без машин, лес вместо асфальта и друзья в соседнем доме. Детство, которое мы сами помним по летним дачам, — только круглый год.',
    },
    sections: [
      {
        kind: 'split',
        id: 'club',
        title: 'Детский клуб',
        paragraphs: [
          'Клуб работает каждый день в отдельном крыле клубного дома. Педагоги ведут занятия в мастерской, на лесной площадке и в библиотеке; родители могут оставить ребёнка на час или на весь день.',
          'Летом клуб превращается в дневной лагерь: походы к озеру, орнитология, столярное дело и театр в амфитеатре у скульптуры.',
        ],
        image: { image: 'kids-club-room', alt: 'Комната детского клуба с деревянными столами' },
      },
      {
        kind: 'cards',
        id: 'ages',
        title: 'Для каждого возраста',
        items: [
          {
            title: 'До трёх лет',
            text: 'Тёплая игровая комната, прогулочные тропы для колясок и занятия для мам и малышей.',
          },
          {
            title: 'От трёх до семи',
            text: 'Лесная площадка из дерева и канатов, сад, где можно копать, и занятия с педагогами.',
          },
          {
            title: 'От семи до четырнадцати',
            text: 'Велосипед и лыжи, мастерская, спортивные секции и свобода ходить к другу без взрослых.',
          },
        ],
      },
      {
        kind: 'list',
        id: 'safety',
        title: 'Безопасность',
        items: [
          'Внутри резиденции нет автомобилей: только пешеходы, велосипеды и электрокары.',
          'Охраняемый периметр и круглосуточный пост у въезда.',
          'Мягкое освещение троп и площадок в тёмное время.',
          'Покрытия площадок из натуральных материалов и песка.',
        ],
      },
      {
        kind: 'split',
        id: 'schools',
        title: 'Школы и кружки рядом',
        paragraphs: [
          'В Зеленогорске, в семи минутах на машине, — общеобразовательные школы, музыкальная и спортивная школы, детская поликлиника. Консьерж организует трансфер к началу уроков.',
          'По выходным — парусная секция на заливе, конюшни в соседних посёлках и горнолыжные склоны Карельского перешейка.',
        ],
        image: { image: 'season-summer', alt: 'Летний луг у опушки леса' },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'Семейные резиденции',
        text: 'Квартиры с тремя и более спальнями и собственным садом — в подборе квартир.',
        action: {
          kind: 'link',
          link: { route: 'plans-plans-search', label: 'Подобрать квартиру' },
        },
      },
    ],
  },
  en: {
    meta: {
      title: 'For children — Khvoya Club Residence',
      description:
        'Childhood in a pine forest: a children’s club with teachers, forest playgrounds, a summer camp, car-free grounds and the schools of Zelenogorsk close by.',
    },
    hero: {
      image: 'children-forest-playground',
      imageAlt: 'Children on a timber playground with rope bridges among the pines',
      title: 'For children',
      text: 'Car-free grounds, forest instead of tarmac and friends in the next building. The childhood we remember from summers at the dacha, all year round.',
    },
    sections: [
      {
        kind: 'split',
        id: 'club',
        title: 'The children’s club',
        paragraphs: [
          'The club is open every day in its own wing of the club house. Teachers run sessions in the workshop, on the forest playground and in the library; parents can leave a child for an hour or for the whole day.',
          'In summer the club becomes a day camp: hikes to the lake, birdwatching, woodwork and theatre in the amphitheatre by the sculpture.',
        ],
        image: { image: 'kids-club-room', alt: 'The children’s club room with timber tables' },
      },
      {
        kind: 'cards',
        id: 'ages',
        title: 'For every age',
        items: [
          {
            title: 'Under three',
            text: 'A warm playroom, pram-friendly trails and classes for parents and toddlers.',
          },
          {
            title: 'Three to seven',
            text: 'A forest playground of timber and rope, a garden for digging and sessions with teachers.',
          },
          {
            title: 'Seven to fourteen',
            text: 'Bikes and skis, the workshop, sports clubs and the freedom to visit a friend without a grown-up.',
          },
        ],
      },
      {
        kind: 'list',
        id: 'safety',
        title: 'Safety',
        items: [
          'No cars inside the residence: only pedestrians, bicycles and electric buggies.',
          'A secure perimeter and a round-the-clock post at the entrance.',
          'Soft lighting on the trails and playgrounds after dark.',
          'Playground surfaces of natural materials and sand.',
        ],
      },
      {
        kind: 'split',
        id: 'schools',
        title: 'Schools and clubs nearby',
        paragraphs: [
          'Zelenogorsk, seven minutes by car, has state schools, music and sports schools and a children’s clinic. The concierge can arrange a school run.',
          'At weekends there is sailing on the gulf, riding stables in the neighbouring villages and the ski slopes of the Karelian Isthmus.',
        ],
        image: { image: 'season-summer', alt: 'A summer meadow at the edge of the forest' },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'Flats for families',
        text: 'Flats with three or more bedrooms and a garden of their own are in the flat search.',
        action: {
          kind: 'link',
          link: { route: 'plans-plans-search', label: 'Find a flat' },
        },
      },
    ],
  },
}
