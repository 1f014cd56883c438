// Where the slides take their words: the site's own page copy (content/pages), menu labels
// (content/i18n) and, for the few captions only print needs, the small dictionary below. A section
// the deck relies on that has gone from the copy fails the build loudly instead of leaving a hole.

import type { RouteName } from '../../../engine/routes'
import type { Locale } from '../../../engine/types'
import { en, ru } from '../../../content/i18n/dictionary'
import { pageContent } from '../../../content/pages'
import type { PageContent, Section } from '../../../content/schema'

export type SectionOf<K extends Section['kind']> = Extract<Section, { kind: K }>

export function page(name: RouteName, locale: Locale): PageContent {
  return pageContent(name, locale)
}

/** The `index`-th section of a kind on a page (or the one with `id`). */
export function section<K extends Section['kind']>(
  name: RouteName,
  locale: Locale,
  kind: K,
  which: number | string = 0,
): SectionOf<K> {
  const all = page(name, locale).sections.filter((s): s is SectionOf<K> => s.kind === kind)
  const found = typeof which === 'string' ? all.find((s) => s.id === which) : all[which]
  if (!found) throw new Error(`presentation: page ${name} has no ${kind} section ${which}`)
  return found
}

type MenuKey = Extract<keyof typeof ru, `menu.${string}`>

export function menu(key: MenuKey, locale: Locale): string {
  return (locale === 'ru' ? ru : en)[key]
}

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

export type PrintCopy = typeof RU

const EN: PrintCopy = {
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

export function print(locale: Locale): PrintCopy {
  return locale === 'ru' ? RU : EN
}
