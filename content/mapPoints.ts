// The surroundings of the location map (the product spec: about 22 labelled points): approximate
// real coordinates on the Karelian Isthmus and the driving time from the residence in light
// traffic.

import type { Localized } from './schema'

export type MapPointKind =
  | 'lake'
  | 'river'
  | 'road'
  | 'station'
  | 'reserve'
  | 'gulf'
  | 'town'
  | 'landmark'
  | 'airport'

export interface MapPoint {
  id: string
  kind: MapPointKind
  name: Localized<string>
  lat: number
  lon: number
  /** Minutes by car from the residence, off-peak. */
  minutes: number
  note?: Localized<string>
}

/** The residence itself: in the pine forest north of Zelenogorsk. */
export const COMPLEX_POINT = {
  name: { ru: 'Клубная резиденция «Хвоя»', en: 'Khvoya Club Residence' },
  lat: 60.2305,
  lon: 29.7508,
} as const satisfies { name: Localized<string>; lat: number; lon: number }

export const MAP_POINTS: MapPoint[] = [
  {
    id: 'gulf-of-finland',
    kind: 'gulf',
    name: { ru: 'Финский залив', en: 'Gulf of Finland' },
    lat: 60.1865,
    lon: 29.6905,
    minutes: 10,
    note: { ru: 'Песчаные пляжи Зеленогорска', en: 'The sandy beaches of Zelenogorsk' },
  },
  {
    id: 'shchuchye-lake',
    kind: 'lake',
    name: { ru: 'Щучье озеро', en: 'Lake Shchuchye' },
    lat: 60.2035,
    lon: 29.8345,
    minutes: 12,
    note: { ru: 'Чистая вода и песчаный берег', en: 'Clear water and a sandy shore' },
  },
  {
    id: 'krasavitsa-lake',
    kind: 'lake',
    name: { ru: 'Озеро Красавица', en: 'Lake Krasavitsa' },
    lat: 60.2475,
    lon: 29.8995,
    minutes: 15,
  },
  {
    id: 'sestra-river',
    kind: 'river',
    name: { ru: 'Река Сестра', en: 'Sestra River' },
    lat: 60.1525,
    lon: 30.0055,
    minutes: 25,
  },
  {
    id: 'chernaya-river',
    kind: 'river',
    name: { ru: 'Чёрная речка', en: 'Chyornaya River' },
    lat: 60.1595,
    lon: 29.9035,
    minutes: 20,
  },
  {
    id: 'primorskoye-highway',
    kind: 'road',
    name: { ru: 'Приморское шоссе', en: 'Primorskoye Highway' },
    lat: 60.1925,
    lon: 29.7255,
    minutes: 5,
    note: { ru: 'Вдоль залива до Петербурга', en: 'Along the gulf to St Petersburg' },
  },
  {
    id: 'scandinavia-highway',
    kind: 'road',
    name: { ru: 'Трасса «Скандинавия»', en: 'Scandinavia Highway' },
    lat: 60.2605,
    lon: 29.8705,
    minutes: 12,
  },
  {
    id: 'zsd',
    kind: 'road',
    name: { ru: 'Западный скоростной диаметр', en: 'Western High-Speed Diameter' },
    lat: 60.0585,
    lon: 30.0105,
    minutes: 30,
    note: {
      ru: 'Скоростной путь в центр и к аэропорту',
      en: 'The fast route to the centre and the airport',
    },
  },
  {
    id: 'zelenogorsk-station',
    kind: 'station',
    name: { ru: 'Станция Зеленогорск', en: 'Zelenogorsk railway station' },
    lat: 60.1995,
    lon: 29.7065,
    minutes: 7,
    note: {
      ru: 'Электрички и «Ласточки» до Финляндского вокзала',
      en: 'Commuter trains to the Finlyandsky terminal',
    },
  },
  {
    id: 'komarovo-shore-reserve',
    kind: 'reserve',
    name: { ru: 'Заказник «Комаровский берег»', en: 'Komarovo Shore nature reserve' },
    lat: 60.1785,
    lon: 29.7905,
    minutes: 10,
  },
  {
    id: 'shchuchye-reserve',
    kind: 'reserve',
    name: { ru: 'Заказник «Озеро Щучье»', en: 'Lake Shchuchye nature reserve' },
    lat: 60.2165,
    lon: 29.8455,
    minutes: 13,
  },
  {
    id: 'lindulovskaya-grove',
    kind: 'reserve',
    name: { ru: 'Линдуловская роща', en: 'Lindulovskaya Larch Grove' },
    lat: 60.2395,
    lon: 29.5335,
    minutes: 20,
    note: {
      ru: 'Корабельная лиственничная роща петровских времён',
      en: 'A larch grove planted for the navy in the 18th century',
    },
  },
  {
    id: 'zelenogorsk',
    kind: 'town',
    name: { ru: 'Зеленогорск', en: 'Zelenogorsk' },
    lat: 60.1965,
    lon: 29.7145,
    minutes: 7,
  },
  {
    id: 'ushkovo',
    kind: 'town',
    name: { ru: 'Ушково', en: 'Ushkovo' },
    lat: 60.2125,
    lon: 29.6235,
    minutes: 10,
  },
  {
    id: 'komarovo',
    kind: 'town',
    name: { ru: 'Комарово', en: 'Komarovo' },
    lat: 60.1855,
    lon: 29.8105,
    minutes: 10,
  },
  {
    id: 'penaty',
    kind: 'landmark',
    name: { ru: 'Репино, усадьба «Пенаты»', en: 'Repino, the Penaty estate' },
    lat: 60.1605,
    lon: 29.8775,
    minutes: 15,
    note: { ru: 'Дом-музей Ильи Репина', en: 'Ilya Repin’s house museum' },
  },
  {
    id: 'sestroretsk',
    kind: 'town',
    name: { ru: 'Сестрорецк', en: 'Sestroretsk' },
    lat: 60.0985,
    lon: 29.9635,
    minutes: 25,
  },
  {
    id: 'kronstadt',
    kind: 'town',
    name: { ru: 'Кронштадт', en: 'Kronstadt' },
    lat: 59.9955,
    lon: 29.7705,
    minutes: 40,
    note: { ru: 'По дамбе через залив', en: 'Across the gulf on the flood barrier' },
  },
  {
    id: 'lakhta-centre',
    kind: 'landmark',
    name: { ru: 'Лахта Центр', en: 'Lakhta Centre' },
    lat: 59.9871,
    lon: 30.1776,
    minutes: 35,
  },
  {
    id: 'city-centre',
    kind: 'landmark',
    name: { ru: 'Центр Санкт-Петербурга', en: 'St Petersburg city centre' },
    lat: 59.9391,
    lon: 30.3159,
    minutes: 50,
    note: { ru: 'Дворцовая площадь', en: 'Palace Square' },
  },
  {
    id: 'sales-office',
    kind: 'landmark',
    name: { ru: 'Офис продаж на Васильевском острове', en: 'Sales office on Vasilyevsky Island' },
    lat: 59.948547,
    lon: 30.270441,
    minutes: 45,
  },
  {
    id: 'pulkovo',
    kind: 'airport',
    name: { ru: 'Аэропорт Пулково', en: 'Pulkovo Airport' },
    lat: 59.8003,
    lon: 30.2625,
    minutes: 55,
  },
]
