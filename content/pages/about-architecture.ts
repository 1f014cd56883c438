// /about/architecture: how the buildings sit in the forest, their materials and light.

import type { PageEntry } from '../schema'

export const aboutArchitecture: PageEntry = {
  ru: {
    meta: {
      title: 'Архитектура — клубная резиденция «Хвоя»',
      description:
        'Архитектура «Хвои»: 13 малоэтажных домов между соснами, тёмное дерево, бежевый камень и белые плоскости. Окна в лес и дома ниже крон.',
    },
    hero: {
      image: 'architecture-facade-detail',
      imageAlt: 'Фасад из тёмной древесины, в стекле отражаются сосны',
      parentTitle: 'О проекте',
      title: 'Архитектура',
      text: 'Тринадцать домов, которые уступают лесу: ниже крон, между стволами, в материалах, которые со временем становятся только красивее.',
    },
    sections: [
      {
        kind: 'text',
        id: 'approach',
        title: 'Дома между деревьями',
        paragraphs: [
          'Бюро «Линия» проектировало резиденцию поверх дендрологического плана. Каждое пятно застройки сдвигалось и поворачивалось, пока не нашло место между старыми соснами, — поэтому ни один дом не повторяет ориентацию соседа, а из каждой гостиной виден лес, а не чужие окна.',
          'Высота домов — от трёх до пяти этажей, ниже крон. Кровли плоские или с малым уклоном, чтобы сверху, с бельведера, резиденция читалась как часть леса.',
        ],
      },
      {
        kind: 'split',
        id: 'materials',
        title: 'Материалы, которые стареют красиво',
        paragraphs: [
          'Термообработанная древесина тёмного тона на фасадах домов типа А, тёплый бежевый камень и фактурная штукатурка на виллах типа Б, белые гладкие плоскости домов типа В.',
          'Большие окна в пол, глубокие террасы и лоджии работают как летние комнаты. Алюминиевые рамы с тёплым профилем и тройным остеклением держат тепло карельской зимы.',
        ],
        image: { image: 'type-a-black-house', alt: 'Чёрный дом из дерева и стекла среди сосен' },
      },
      {
        kind: 'facts',
        title: 'Архитектура в цифрах',
        items: [
          { value: '3–5', label: 'этажей — все дома ниже крон' },
          { value: '3', label: 'архитектурных типа: чёрный, бежевый, белый' },
          { value: '< 1/6', label: 'территории занято зданиями' },
          { value: 'от 3 м', label: 'высота потолков в резиденциях' },
        ],
      },
      {
        kind: 'cards',
        id: 'types',
        title: 'Три характера одного леса',
        items: [
          {
            title: 'Тип А',
            text: 'Девять чёрных домов из дерева и стекла, которые растворяются среди стволов.',
            image: { image: 'type-a-black-house', alt: 'Дом типа А' },
            link: { route: 'about-types', hash: 'type-a', label: 'Подробнее' },
          },
          {
            title: 'Тип Б',
            text: 'Две бежевые виллы из камня и штукатурки на берегу залива.',
            image: { image: 'type-b-beige-villa', alt: 'Вилла типа Б' },
            link: { route: 'about-types', hash: 'type-b', label: 'Подробнее' },
          },
          {
            title: 'Тип В',
            text: 'Два белых модернистских дома: отель у въезда и резиденции на берегу.',
            image: { image: 'type-c-white-building', alt: 'Белый дом типа В' },
            link: { route: 'about-types', hash: 'type-c', label: 'Подробнее' },
          },
        ],
      },
      {
        kind: 'quote',
        text: 'Лучший комплимент, который может получить этот проект, — когда гость спрашивает, давно ли здесь стоят эти дома.',
        author: 'Бюро «Линия»',
      },
    ],
  },
  en: {
    meta: {
      title: 'Architecture — Khvoya Club Residence',
      description:
        'The architecture of Khvoya: 13 low-rise buildings among pines, in dark timber, beige stone and white planes. Windows onto the forest, roofs below the trees.',
    },
    hero: {
      image: 'architecture-facade-detail',
      imageAlt: 'A dark timber facade with pines reflected in the glass',
      parentTitle: 'About',
      title: 'Architecture',
      text: 'Thirteen buildings that defer to the forest: lower than the crowns, set between the trunks, in materials that only grow more beautiful with time.',
    },
    sections: [
      {
        kind: 'text',
        id: 'approach',
        title: 'Buildings between the trees',
        paragraphs: [
          'Liniya Architects designed the residence on top of the tree survey. Each footprint was shifted and turned until it found room between the old pines, so no building faces quite the same way as its neighbour, and every living room looks into the forest rather than into someone else’s windows.',
          'The buildings rise three to five storeys, below the crowns. The roofs are flat or gently pitched, so that from the belvedere the residence reads as part of the forest.',
        ],
      },
      {
        kind: 'split',
        id: 'materials',
        title: 'Materials that age well',
        paragraphs: [
          'Dark thermally treated timber on the type A facades, warm beige stone and textured render on the type B villas, smooth white planes on the type C buildings.',
          'Floor-to-ceiling windows, deep terraces and loggias serve as summer rooms. Thermally broken aluminium frames with triple glazing keep out the Karelian winter.',
        ],
        image: {
          image: 'type-a-black-house',
          alt: 'A black timber-and-glass building among the pines',
        },
      },
      {
        kind: 'facts',
        title: 'Architecture in numbers',
        items: [
          { value: '3–5', label: 'storeys, every building below the trees' },
          { value: '3', label: 'architectural types: black, beige and white' },
          { value: '< 1/6', label: 'of the land covered by buildings' },
          { value: '3 m+', label: 'ceiling height in the flats' },
        ],
      },
      {
        kind: 'cards',
        id: 'types',
        title: 'Three characters of one forest',
        items: [
          {
            title: 'Type A',
            text: 'Nine black buildings of timber and glass that dissolve among the trunks.',
            image: { image: 'type-a-black-house', alt: 'A type A building' },
            link: { route: 'about-types', hash: 'type-a', label: 'Learn more' },
          },
          {
            title: 'Type B',
            text: 'Two beige villas of stone and render on the gulf shore.',
            image: { image: 'type-b-beige-villa', alt: 'A type B villa' },
            link: { route: 'about-types', hash: 'type-b', label: 'Learn more' },
          },
          {
            title: 'Type C',
            text: 'Two white modernist buildings: the hotel by the gate and private flats on the shore.',
            image: { image: 'type-c-white-building', alt: 'A white type C building' },
            link: { route: 'about-types', hash: 'type-c', label: 'Learn more' },
          },
        ],
      },
      {
        kind: 'quote',
        text: 'The best compliment this project could receive is a guest asking how long these buildings have been here.',
        author: 'Liniya Architects',
      },
    ],
  },
}
