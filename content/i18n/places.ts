// Places as the maps and the site's structured data name them: the gulf, the city, the office and
// the showroom, how far a point is, and the services a route opens in.

import { catalogue } from './catalogue'

export const places = catalogue({
  ru: {
    'place.gulf': 'Финский залив',
    'place.city': 'Санкт-Петербург',
    'place.kronstadt': 'Кронштадт',
    'place.region': 'Ленинградская область',
    // The residence's own mark on the location map.
    'place.home': '«Хвоя»',
    'place.office': 'Офис продаж',
    'place.showroom': 'Шоурум в «Хвое»',
    'map.minutes': '{{minutes}}\u00a0мин',
    'map.route.yandex': 'Яндекс Карты',
    'map.route.google': 'Google Maps',
    'map.route.2gis': '2ГИС',
  },
  en: {
    'place.gulf': 'Gulf of Finland',
    'place.city': 'St Petersburg',
    'place.kronstadt': 'Kronstadt',
    'place.region': 'Leningrad Region',
    'place.home': 'Khvoya',
    'place.office': 'Sales office',
    'place.showroom': 'Showroom at Khvoya',
    'map.minutes': '{{minutes}}\u00a0min',
    'map.route.yandex': 'Yandex Maps',
    'map.route.google': 'Google Maps',
    'map.route.2gis': '2GIS',
  },
})
