// /test: the styleguide page: the palette, type and every component of the site in one place.

import type { PageEntry } from '../schema'

export const test: PageEntry = {
  ru: {
    meta: {
      title: 'Стайлгайд — клубная резиденция «Хвоя»',
      description:
        'Стайлгайд сайта резиденции «Хвоя»: палитра зелёного, мятного, песочного и бежевого, шрифты, кнопки, формы, карточки и другие компоненты интерфейса.',
    },
    hero: {
      image: 'design-material-board',
      imageAlt: 'Образцы материалов в цветах леса: дуб, камень, лён и ветка сосны',
      title: 'Стайлгайд',
      text: 'Служебная страница: все компоненты сайта в одном месте, чтобы дизайнеры и разработчики сверяли их с макетами.',
    },
    sections: [
      {
        kind: 'text',
        id: 'about',
        title: 'Основа',
        paragraphs: [
          'Палитра собрана из цветов леса: глубокий сосновый зелёный, мятный, песочный и бежевый. Заголовки набраны антиквой Cormorant Garamond, основной текст — гротеском Manrope; размер шрифта масштабируется вместе с окном.',
        ],
      },
      {
        kind: 'list',
        id: 'components',
        title: 'Компоненты',
        items: [
          'Первый экран: изображение, родительский раздел, заголовок, текст и якоря.',
          'Секции: текст, текст с изображением, факты, карточки, шаги, список, цитата, галерея и призыв к действию.',
          'Формы: обратный звонок, подписка и заявка брокера с согласием на обработку данных.',
          'Всплывающие окна: меню, звонок, подписка, политика, галерея, видео и карта.',
        ],
      },
      {
        kind: 'widget',
        id: 'styleguide',
        title: 'Все компоненты',
        widget: 'styleguide',
      },
      {
        kind: 'facts',
        id: 'sample-facts',
        title: 'Факты',
        items: [
          { value: '17,6 га', label: 'соснового леса' },
          { value: '46 км', label: 'от Петербурга' },
          { value: '6 м', label: 'высота скульптуры' },
          { value: '4 этажа', label: 'высота стелы' },
        ],
      },
      {
        kind: 'quote',
        id: 'sample-quote',
        text: 'Сначала лес, потом дом.',
        author: 'Бюро «Линия», архитекторы резиденции',
      },
      {
        kind: 'gallery',
        id: 'sample-gallery',
        title: 'Галерея',
        images: [
          { image: 'season-spring', alt: 'Сосновый лес весной' },
          { image: 'season-summer', alt: 'Сосновый лес летом' },
          { image: 'season-autumn', alt: 'Сосновый лес осенью' },
          { image: 'season-winter', alt: 'Сосновый лес зимой' },
        ],
      },
      {
        kind: 'widget',
        id: 'sample-form',
        title: 'Форма',
        widget: 'subscription-form',
      },
    ],
  },
  en: {
    meta: {
      title: 'Styleguide — Khvoya Club Residence',
      description:
        'The Khvoya site styleguide: a palette of pine green, mint, sand and beige, the typefaces, buttons, forms, cards and the other interface components.',
    },
    hero: {
      image: 'design-material-board',
      imageAlt:
        'Material samples in the colours of the forest: oak, stone, linen and a sprig of pine',
      title: 'Styleguide',
      text: 'A working page: every component of the site in one place, so designers and developers can check them against the layouts.',
    },
    sections: [
      {
        kind: 'text',
        id: 'about',
        title: 'Foundations',
        paragraphs: [
          'The palette is drawn from the forest: deep pine green, mint, sand and beige. Headings are set in Cormorant Garamond, body text in Manrope; the type scales with the window.',
        ],
      },
      {
        kind: 'list',
        id: 'components',
        title: 'Components',
        items: [
          'The hero: image, parent section, title, text and anchors.',
          'Sections: text, text with image, facts, cards, steps, list, quote, gallery and call to action.',
          'Forms: callback, subscription and the broker application, each with the data-processing consent.',
          'Popups: menu, callback, subscription, policy, gallery, video and map.',
        ],
      },
      {
        kind: 'widget',
        id: 'styleguide',
        title: 'All components',
        widget: 'styleguide',
      },
      {
        kind: 'facts',
        id: 'sample-facts',
        title: 'Facts',
        items: [
          { value: '17.6 ha', label: 'of pine forest' },
          { value: '46 km', label: 'from St Petersburg' },
          { value: '6 m', label: 'tall sculpture' },
          { value: '4 storeys', label: 'tall stela' },
        ],
      },
      {
        kind: 'quote',
        id: 'sample-quote',
        text: 'The forest first, then the house.',
        author: 'Liniya, the architects of the residence',
      },
      {
        kind: 'gallery',
        id: 'sample-gallery',
        title: 'Gallery',
        images: [
          { image: 'season-spring', alt: 'The pine forest in spring' },
          { image: 'season-summer', alt: 'The pine forest in summer' },
          { image: 'season-autumn', alt: 'The pine forest in autumn' },
          { image: 'season-winter', alt: 'The pine forest in winter' },
        ],
      },
      {
        kind: 'widget',
        id: 'sample-form',
        title: 'Form',
        widget: 'subscription-form',
      },
    ],
  },
}
