// Favourites and the compare table built from them.

import { catalogue } from './catalogue'

export const favourites = catalogue({
  ru: {
    'plans.favourites.title': 'Избранное',
    'plans.favourites.count': 'В избранном: {{count}}',
    'plans.favourites.empty':
      'Вы ещё ничего не отметили. Откройте подбор и нажмите на сердце у понравившейся квартиры.',
    'plans.favourites.toSearch': 'Перейти к подбору',
    'plans.favourites.missing': 'Квартиры {{alt}} больше нет в продаже',
    'plans.favourites.remove': 'Удалить',
    'plans.compare.link': 'Сравнить выбранные',
    'plans.compare.pick': 'Сравнить квартиру {{flat}}',
    'plans.compare.hint': 'Отметьте от 2 до 4 квартир для сравнения',
    'plans.compare.title': 'Сравнение квартир',
    'plans.compare.back': 'Назад к избранному',
    'plans.compare.differs': 'Различается',
    'plans.compare.tooFew': 'Для сравнения нужно хотя бы две квартиры из избранного.',
    'plans.compare.tick': 'Сравнить',
  },
  en: {
    // British throughout: the product spec's 'Favorites' / 'In Favorites' are the original's American spelling.
    'plans.favourites.title': 'Favourites',
    'plans.favourites.count': 'In favourites: {{count}}',
    'plans.favourites.empty':
      'Nothing saved yet. Open the search and mark the flats you like with the heart.',
    'plans.favourites.toSearch': 'Go to the search',
    'plans.favourites.missing': 'Flat {{alt}} is no longer in the catalogue',
    'plans.favourites.remove': 'Remove',
    'plans.compare.link': 'Compare selected',
    'plans.compare.pick': 'Compare flat {{flat}}',
    'plans.compare.hint': 'Tick 2 to 4 flats to compare',
    'plans.compare.title': 'Compare flats',
    'plans.compare.back': 'Back to favourites',
    'plans.compare.differs': 'Differs',
    'plans.compare.tooFew': 'To compare, choose at least two flats from your favourites.',
    'plans.compare.tick': 'Compare',
  },
})
