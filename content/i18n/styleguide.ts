// The style guide page's samples: the palette's colour names and the type and button specimens.

import { catalogue } from './catalogue'

export const styleguide = catalogue({
  ru: {
    'styleguide.palette': 'Палитра',
    'styleguide.type': 'Шрифты',
    'styleguide.buttons': 'Кнопки',
    'styleguide.h1': 'Заголовок первого уровня',
    'styleguide.h2': 'Заголовок раздела',
    'styleguide.h3': 'Подзаголовок карточки',
    'styleguide.body':
      'Основной текст: сосны, залив и тишина в сорока шести километрах от Петербурга.',
    'styleguide.small': 'Мелкий текст для подписей и примечаний',
    'styleguide.primary': 'Основная кнопка',
    'styleguide.ghost': 'Контурная кнопка',
    'styleguide.colour.pine': 'Сосна',
    'styleguide.colour.pineDeep': 'Глубокая сосна',
    'styleguide.colour.moss': 'Мох',
    'styleguide.colour.sage': 'Шалфей',
    'styleguide.colour.mint': 'Мята',
    'styleguide.colour.sand': 'Песок',
    'styleguide.colour.beige': 'Беж',
    'styleguide.colour.paper': 'Бумага',
    'styleguide.colour.ink': 'Чернила',
  },
  en: {
    'styleguide.palette': 'Palette',
    'styleguide.type': 'Type',
    'styleguide.buttons': 'Buttons',
    'styleguide.h1': 'First-level heading',
    'styleguide.h2': 'Section heading',
    'styleguide.h3': 'Card subheading',
    'styleguide.body':
      'Body text: pines, the gulf and quiet forty-six kilometres from St Petersburg.',
    'styleguide.small': 'Small text for captions and notes',
    'styleguide.primary': 'Primary button',
    'styleguide.ghost': 'Outline button',
    'styleguide.colour.pine': 'Pine',
    'styleguide.colour.pineDeep': 'Deep pine',
    'styleguide.colour.moss': 'Moss',
    'styleguide.colour.sage': 'Sage',
    'styleguide.colour.mint': 'Mint',
    'styleguide.colour.sand': 'Sand',
    'styleguide.colour.beige': 'Beige',
    'styleguide.colour.paper': 'Paper',
    'styleguide.colour.ink': 'Ink',
  },
})
