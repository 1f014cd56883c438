// The kiosk's own words, in both languages. Kept beside the kiosk rather than in the
// shared dictionaries: only a showroom screen ever shows them.

import type { Locale } from '../../engine/types'

const ru = {
  restart: 'Начать заново',
  plans: 'Выбрать квартиру',
  masterplan: 'Генплан',
  favourites: 'Избранное',
  takeHome: 'Забрать подборку',
  callback: 'Обратный звонок',
  menu: 'Меню',
  online: 'Данные обновлены {time}',
  offline: 'Нет сети · данные от {time}',
  offlineNoData: 'Нет сети',
  qrTitle: 'Откройте на своём телефоне',
  qrExternal: 'Это внешняя страница. Наведите камеру телефона на код, чтобы открыть её.',
  qrDownload: 'Файл откроется на вашем телефоне: наведите камеру на код.',
  qrContact: 'Наведите камеру телефона на код, чтобы позвонить или написать нам.',
  qrRoute: 'Маршрут до нас откроется на вашем телефоне: наведите камеру на код.',
  qrClose: 'Закрыть',
  handoffTitle: 'Заберите подборку с собой',
  handoffFavourites: 'Избранное на вашем телефоне: {count}',
  handoffFlat: 'Эта квартира на вашем телефоне',
  handoffEmpty:
    'Отметьте понравившиеся квартиры сердечком — и заберите их с собой по QR-коду или попросите менеджера перезвонить.',
  handoffScan: 'Наведите камеру телефона на код',
  handoffCall: 'Или оставьте телефон — менеджер перезвонит и пришлёт подборку',
  handoffFlats: 'Квартиры в заявке: {list}',
  attractTitle: 'Клубная резиденция «Хвоя»',
  attractLead: '17,6 га соснового леса у Финского залива',
  attractTouch: 'Коснитесь экрана, чтобы выбрать квартиру',
  imported: 'Добавлено из шоурума: {count}',
  contactQr: 'QR-код',
}

export type KioskTextKey = keyof typeof ru

const en: Record<KioskTextKey, string> = {
  restart: 'Start over',
  plans: 'Choose a flat',
  masterplan: 'Master plan',
  favourites: 'Favourites',
  takeHome: 'Take it home',
  callback: 'Request a call',
  menu: 'Menu',
  online: 'Data updated {time}',
  offline: 'Offline · data of {time}',
  offlineNoData: 'Offline',
  qrTitle: 'Open it on your phone',
  qrExternal: 'This page is on another site. Point your phone camera at the code to open it.',
  qrDownload: 'The file opens on your phone: point the camera at the code.',
  qrContact: 'Point your phone camera at the code to call or write to us.',
  qrRoute: 'The route to us opens on your phone: point the camera at the code.',
  qrClose: 'Close',
  handoffTitle: 'Take your selection home',
  handoffFavourites: 'Your favourites on your phone: {count}',
  handoffFlat: 'This flat on your phone',
  handoffEmpty:
    'Mark the flats you like with the heart, then take them home with a QR code or ask a manager to call you back.',
  handoffScan: 'Point your phone camera at the code',
  handoffCall: 'Or leave your number: a manager will call you and send the selection',
  handoffFlats: 'Flats in the request: {list}',
  attractTitle: 'Khvoya Club Residence',
  attractLead: '17.6 ha of pine forest by the Gulf of Finland',
  attractTouch: 'Touch the screen to choose a flat',
  imported: 'Added from the showroom: {count}',
  contactQr: 'QR code',
}

const TEXT: Record<Locale, Record<KioskTextKey, string>> = { ru, en }

export function kioskText(
  locale: Locale,
  key: KioskTextKey,
  params: Record<string, string | number> = {},
): string {
  return TEXT[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

/**
 * When the catalogue was last fetched, for the header: "27 нояб., 18:04". Its spaces do not break,
 * so in the header's narrow column the time moves to a line of its own whole; a "27" left alone at
 * a line's end read as a count.
 */
export function dataTime(locale: Locale, at: string | number): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(at))
    .replace(/\s/g, '\u00a0')
}
