// /about/eco: the forest that was kept, the air and water, and the engineering that spares them.

import type { PageEntry } from '../schema'

export const aboutEco: PageEntry = {
  ru: {
    meta: {
      title: 'Экология — клубная резиденция «Хвоя»',
      description:
        'Экология «Хвои»: сохранённый сосновый лес, заказники по соседству, очистные сооружения, свет без засветки неба и тропы, которые не трогают корни.',
    },
    hero: {
      image: 'eco-forest-floor',
      imageAlt: 'Мох, черника и шишки на лесной подстилке, деревянный настил',
      parentTitle: 'О проекте',
      title: 'Экология',
      text: 'Сосновый бор на песчаных дюнах — одна из самых чистых экосистем Карельского перешейка. Мы строим так, чтобы она осталась такой.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '17,6 га', label: 'соснового бора в границах резиденции' },
          { value: '< 1/6', label: 'территории занято зданиями' },
          { value: '2', label: 'заказника в пятнадцати минутах' },
          { value: '0', label: 'автомобилей на лесных тропах' },
        ],
      },
      {
        kind: 'split',
        id: 'forest',
        title: 'Лес, который остался лесом',
        paragraphs: [
          'Сухой сосновый бор с мхом, брусникой и вереском растёт здесь на древних береговых дюнах. Такая почва легко ранима, поэтому тропы проложены по существующему рельефу, а там, где они пересекают корни, — по деревянным настилам.',
          'Вместо газонов — местные растения, которые не требуют полива и удобрений. Вместо вырубки под сети — прокладка в обход корневых зон под контролем дендролога.',
        ],
        image: { image: 'landscape-planting-spring', alt: 'Посадка вереска вдоль новой тропы' },
      },
      {
        kind: 'list',
        id: 'engineering',
        title: 'Инженерия, которая бережёт',
        items: [
          'Собственные очистные сооружения: в залив и грунт не попадает ничего лишнего.',
          'Газовая котельная с погодозависимой автоматикой вместо индивидуальных котлов в каждом доме.',
          'Свет, направленный вниз: ночное небо над резиденцией остаётся тёмным, птицы и насекомые — на своих местах.',
          'Раздельный сбор отходов и площадка для компоста у хозяйственного двора.',
          'Зарядные станции для электромобилей на парковках у въезда.',
        ],
      },
      {
        kind: 'split',
        id: 'neighbours',
        title: 'Заповедные соседи',
        paragraphs: [
          'В пятнадцати минутах — заказники «Озеро Щучье» и «Комаровский берег»: озёра ледникового происхождения, дюны, прибрежные сосняки и редкие растения Красной книги.',
          'Финский залив — в десяти минутах. Прибрежный ветер и сосны вместе дают тот самый воздух, ради которого петербуржцы больше века едут на Карельский перешеек.',
        ],
        image: { image: 'lake-shchuchye', alt: 'Лесное озеро в окружении сосен' },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'Сад, который вырастил лес',
        text: 'Как ландшафтная студия «Мох» работает с местными растениями и рельефом.',
        action: { kind: 'link', link: { route: 'landscaping', label: 'О ландшафте' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Ecology — Khvoya Club Residence',
      description:
        'Ecology at Khvoya: a pine forest kept intact, nature reserves next door, on-site water treatment, lighting without sky glow and trails that spare the roots.',
    },
    hero: {
      image: 'eco-forest-floor',
      imageAlt: 'Moss, bilberry and cones on the forest floor beside a timber boardwalk',
      parentTitle: 'About',
      title: 'Ecology',
      text: 'A pine forest on sand dunes is one of the cleanest ecosystems on the Karelian Isthmus. We are building so that it stays that way.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '17.6 ha', label: 'of pine forest within the residence' },
          { value: '< 1/6', label: 'of the land covered by buildings' },
          { value: '2', label: 'nature reserves within fifteen minutes' },
          { value: '0', label: 'cars on the forest trails' },
        ],
      },
      {
        kind: 'split',
        id: 'forest',
        title: 'A forest that stayed a forest',
        paragraphs: [
          'Dry pine forest with moss, lingonberry and heather grows here on ancient shoreline dunes. The ground is easily damaged, so the trails follow the existing lie of the land and cross the roots on timber boardwalks.',
          'Instead of lawns there are native plants that need neither watering nor fertiliser. Instead of clearing the way for utilities, the services are routed around the root zones under an arborist’s supervision.',
        ],
        image: {
          image: 'landscape-planting-spring',
          alt: 'Heather being planted along a new trail',
        },
      },
      {
        kind: 'list',
        id: 'engineering',
        title: 'Engineering that takes care',
        items: [
          'On-site water treatment, so nothing harmful reaches the gulf or the ground.',
          'A central gas boiler house with weather-compensated controls instead of a boiler in every building.',
          'Lighting aimed downwards: the night sky over the residence stays dark, and birds and insects stay undisturbed.',
          'Separate waste collection and a composting area by the service yard.',
          'Electric vehicle chargers in the car parks at the entrance.',
        ],
      },
      {
        kind: 'split',
        id: 'neighbours',
        title: 'Protected neighbours',
        paragraphs: [
          'Within fifteen minutes are the Lake Shchuchye and Komarovo Shore nature reserves: glacial lakes, dunes, coastal pine woods and rare plants from the Red Book of endangered species.',
          'The Gulf of Finland is ten minutes away. The sea breeze and the pines together make the air that has drawn people from St Petersburg to the Karelian Isthmus for more than a century.',
        ],
        image: { image: 'lake-shchuchye', alt: 'A forest lake ringed by pines' },
        reverse: true,
      },
      {
        kind: 'cta',
        title: 'A garden grown by the forest',
        text: 'How Mokh Landscape Studio works with native plants and the natural lie of the land.',
        action: { kind: 'link', link: { route: 'landscaping', label: 'Landscaping' } },
      },
    ],
  },
}
