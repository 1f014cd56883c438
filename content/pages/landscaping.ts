// /landscaping: the landscape by Mokh studio: native planting, four seasons, trails and night light.

import type { PageEntry } from '../schema'

export const landscaping: PageEntry = {
  ru: {
    meta: {
      title: 'Ландшафт — клубная резиденция «Хвоя»',
      description:
        'Ландшафт «Хвои» от студии «Мох»: вересковые сады, черника и можжевельник вместо газонов, тропы по рельефу дюн и свет без засветки неба. Четыре сезона.',
    },
    hero: {
      image: 'landscaping-heather-garden',
      imageAlt: 'Вересковый сад под соснами и каменная дорожка к чёрному дому',
      title: 'Ландшафт',
      text: 'Сад, который вырастил лес. Мы только помогли ему подойти к дверям.',
    },
    sections: [
      {
        kind: 'text',
        id: 'principles',
        title: 'Ничего чужого',
        paragraphs: [
          'Студия «Мох» работает только с растениями, которые сами растут на Карельском перешейке: вереск, черника, брусника, можжевельник, овсяница, папоротник. Они не требуют полива и удобрений и уже через сезон выглядят так, будто были здесь всегда.',
          'Рельеф древних дюн сохранён: тропы следуют ему, а не выравнивают его. Там, где нужно пройти над корнями, — деревянные настилы; у домов — гранитная крошка и плиты местного камня.',
        ],
      },
      {
        kind: 'cards',
        id: 'seasons',
        title: 'Четыре сезона сада',
        items: [
          {
            title: 'Весна',
            text: 'Ветреницы и первая зелень черники под соснами, цветение багульника.',
            image: { image: 'season-spring', alt: 'Весенний подлесок в солнечном свете' },
          },
          {
            title: 'Лето',
            text: 'Луга на опушках, злаки у террас, ягоды вдоль троп.',
            image: { image: 'season-summer', alt: 'Летний луг у опушки' },
          },
          {
            title: 'Осень',
            text: 'Цветущий вереск, золото берёз и красная брусника во мху.',
            image: { image: 'season-autumn', alt: 'Осенний лес с берёзами' },
          },
          {
            title: 'Зима',
            text: 'Графика заснеженных можжевельников и следы на свежей лыжне.',
            image: { image: 'season-winter', alt: 'Заснеженные сосны' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'light',
        title: 'Свет, который не спорит с ночью',
        paragraphs: [
          'Студия «Сумерки» подсвечивает тропы низкими тёплыми светильниками, а стволы сосен — мягко снизу. Свет направлен вниз, поэтому над резиденцией видны звёзды, а птицы и насекомые живут по своему расписанию.',
        ],
        image: { image: 'lighting-night-path', alt: 'Тропа с тёплой подсветкой ночью' },
      },
      {
        kind: 'quote',
        text: 'Лучший ландшафтный дизайн здесь — тот, который через год никто не заметит.',
        author: 'Студия ландшафта «Мох»',
      },
      {
        kind: 'cta',
        title: 'Как мы бережём лес',
        text: 'Экология резиденции: сохранённые сосны, очистные сооружения и заказники по соседству.',
        action: { kind: 'link', link: { route: 'about-eco', label: 'Экология' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Landscaping — Khvoya Club Residence',
      description:
        'The Khvoya landscape by Mokh studio: heather gardens, bilberry and juniper instead of lawns, trails that follow the dunes, light without sky glow. Four seasons.',
    },
    hero: {
      image: 'landscaping-heather-garden',
      imageAlt: 'A heather garden under the pines with a stone path to a black house',
      title: 'Landscaping',
      text: 'A garden grown by the forest. All we did was help it up to the door.',
    },
    sections: [
      {
        kind: 'text',
        id: 'principles',
        title: 'Nothing out of place',
        paragraphs: [
          'Mokh Landscape Studio works only with plants that grow wild on the Karelian Isthmus: heather, bilberry, lingonberry, juniper, fescue and fern. They need neither watering nor fertiliser, and within a season they look as if they had always been here.',
          'The ancient dunes keep their shape: the trails follow the land rather than level it. Where a path crosses roots it becomes a timber boardwalk; near the buildings it is crushed granite and slabs of local stone.',
        ],
      },
      {
        kind: 'cards',
        id: 'seasons',
        title: 'The garden in four seasons',
        items: [
          {
            title: 'Spring',
            text: 'Wood anemones and the first bilberry leaves under the pines, and wild rosemary in flower.',
            image: { image: 'season-spring', alt: 'Spring undergrowth in sunlight' },
          },
          {
            title: 'Summer',
            text: 'Meadows at the forest edge, grasses by the terraces, berries along the trails.',
            image: { image: 'season-summer', alt: 'A summer meadow at the forest edge' },
          },
          {
            title: 'Autumn',
            text: 'Heather in bloom, golden birches and red lingonberries in the moss.',
            image: { image: 'season-autumn', alt: 'The autumn forest with birches' },
          },
          {
            title: 'Winter',
            text: 'The outlines of snow-covered junipers and tracks in a freshly laid ski trail.',
            image: { image: 'season-winter', alt: 'Snow-laden pines' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'light',
        title: 'Light that respects the night',
        paragraphs: [
          'Sumerki Lighting Studio lights the trails with low, warm bollards and the pine trunks softly from below. The light points downwards, so the stars stay visible over the residence and birds and insects keep their own hours.',
        ],
        image: { image: 'lighting-night-path', alt: 'A warmly lit trail at night' },
      },
      {
        kind: 'quote',
        text: 'The best landscape design here is the kind nobody notices a year later.',
        author: 'Mokh Landscape Studio',
      },
      {
        kind: 'cta',
        title: 'How we protect the forest',
        text: 'Ecology at the residence: the pines we kept, water treatment and the nature reserves next door.',
        action: { kind: 'link', link: { route: 'about-eco', label: 'Ecology' } },
      },
    ],
  },
}
