// The construction gallery: its views, media switch, month list and loading states.

import { catalogue } from './catalogue'

export const construction = catalogue({
  ru: {
    'construction.location': 'Расположение',
    'construction.interior': 'Интерьер',
    'construction.photo': 'Фото',
    'construction.drawings': 'Рисунки',
    'construction.video': 'Видео',
    'construction.view': 'Что показать',
    'construction.media': 'Формат',
    'construction.loading': 'Загружаем ход стройки…',
    'construction.empty': 'Этот раздел пополнится в следующем месяце.',
    'construction.error': 'Не удалось загрузить ход стройки.',
    'construction.open': 'Открыть фото: {{title}}',
    'construction.openDrawing': 'Открыть рисунок: {{title}}',
    'construction.play': 'Смотреть видео: {{title}}',
    'construction.months': 'Месяцы стройки',
    // A month's pictures counted: '3 фото и 2 рисунка', photographs first.
    'construction.photoCount': { one: 'фото', few: 'фото', many: 'фото', other: 'фото' },
    'construction.drawingCount': {
      one: 'рисунок',
      few: 'рисунка',
      many: 'рисунков',
      other: 'рисунка',
    },
    'construction.photosAndDrawings': '{{photos}} и {{drawings}}',
  },
  en: {
    'construction.location': 'Location',
    'construction.interior': 'Interior',
    'construction.photo': 'Photos',
    'construction.drawings': 'Drawings',
    'construction.video': 'Video',
    'construction.view': 'Show',
    'construction.media': 'Format',
    'construction.loading': 'Loading construction progress…',
    'construction.empty': 'This section fills up next month.',
    'construction.error': 'Construction progress could not be loaded.',
    'construction.open': 'Open photo: {{title}}',
    'construction.openDrawing': 'Open drawing: {{title}}',
    'construction.play': 'Watch video: {{title}}',
    'construction.months': 'Construction months',
    'construction.photoCount': { one: 'photo', other: 'photos' },
    'construction.drawingCount': { one: 'drawing', other: 'drawings' },
    'construction.photosAndDrawings': '{{photos}} and {{drawings}}',
  },
})
