// The few words the printed presentation needs beyond the site's own copy (its page texts and
// menu labels): the deck's title, the map's and the plan's captions, the contacts' headings.
// Both languages, the Russian set the reference; scripts/documents/slides/copy.ts hands them out.

const RU = {
  deck: 'Презентация проекта',
  minutes: 'мин',
  km: 'км',
  metres: 'м',
  north: 'С',
  surroundings: 'Окрестности',
  city: 'Санкт-Петербург',
  travel: 'Время в пути на автомобиле без пробок',
  mapNote: 'Схема. Положение объектов приблизительное.',
  plan: 'Генеральный план',
  planNote: 'Схема генерального плана. Проект может уточняться.',
  buildings: 'Дома',
  onSite: 'На территории',
  amenities: {
    clubhouse: 'Клубный дом',
    spa: 'Спа',
    'kids-club': 'Детский клуб',
    sports: 'Спортивные площадки',
    'beach-club': 'Пляжный клуб',
    parking: 'Парковка',
    belvedere: 'Бельведер',
    entrance: 'Въезд и КПП',
  },
  terms: 'Условия',
  contactsLead: 'Ждём вас ежедневно',
  office: 'Офис продаж',
  showroom: 'Шоурум',
  email: 'Почта',
  documents: 'Документы проекта',
  registers: 'Проектная декларация и разрешение на строительство — на наш.дом.рф',
}

export type SlideWords = typeof RU

const EN: SlideWords = {
  deck: 'Project presentation',
  minutes: 'min',
  km: 'km',
  metres: 'm',
  north: 'N',
  surroundings: 'Surroundings',
  city: 'St Petersburg',
  travel: 'Drive time, off-peak',
  mapNote: 'Schematic map. Positions are approximate.',
  plan: 'Master plan',
  planNote: 'Schematic master plan. The design may be refined.',
  buildings: 'Buildings',
  onSite: 'On the grounds',
  amenities: {
    clubhouse: 'Club house',
    spa: 'Spa',
    'kids-club': 'Kids’ club',
    sports: 'Sports grounds',
    'beach-club': 'Beach club',
    parking: 'Parking',
    belvedere: 'Belvedere',
    entrance: 'Gate and entrance',
  },
  terms: 'Terms',
  contactsLead: 'We are open every day',
  office: 'Sales office',
  showroom: 'Showroom',
  email: 'E-mail',
  documents: 'Project documents',
  registers: 'The project declaration and building permit are on наш.дом.рф',
}

export const SLIDE_WORDS = { ru: RU, en: EN } as const
