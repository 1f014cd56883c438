// /masterplan/master: the drill-down from building to section, floor and flat on the canvas.

import type { PageEntry } from '../schema'

export const masterplanMaster: PageEntry = {
  ru: {
    meta: {
      title: 'Выбор квартиры на генплане — «Хвоя»',
      description:
        'Выберите квартиру в «Хвое» на генплане: дом, секция, этаж и планировка. Только свободные квартиры, цены, площади и виды из окон на сосновый лес.',
    },
    hero: {
      image: 'masterplan-illustrated',
      imageAlt: 'Генплан резиденции с выделенным домом',
      title: 'Выбор на генплане',
      text: 'Дом, секция, этаж, квартира: спускайтесь по уровням, пока не найдёте свою. Доступные для покупки варианты подсвечены.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Как пользоваться',
        paragraphs: [
          'Нажмите на дом, затем на секцию и этаж — откроется план этажа со свободными квартирами. Кнопка «Назад» возвращает на уровень выше, а ссылкой на выбранную квартиру можно поделиться.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Choose on the master plan — Khvoya',
      description:
        'Choose a flat at Khvoya on the master plan: building, section, floor and layout. Only available flats, with prices, areas and views of the pine forest.',
    },
    hero: {
      image: 'masterplan-illustrated',
      imageAlt: 'The residence master plan with one building highlighted',
      title: 'Choose on the plan',
      text: 'Building, section, floor, flat: go down level by level until you find yours. The flats available to buy are highlighted.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'How it works',
        paragraphs: [
          'Choose a building, then a section and a floor, and the floor plan opens with its available flats. Back takes you up a level, and the link to any flat can be shared.',
        ],
      },
    ],
  },
}
