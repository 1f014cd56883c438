// The partner cards of the team page: role, company, logo art and text in both
// locales. The companies are fictional; a real client replaces them here.

import type { ArtName, Localized } from './schema'

export type PartnerRole =
  | 'financial-partner'
  | 'architect'
  | 'resort-management'
  | 'landscaping'
  | 'interiors-1'
  | 'interiors-2'
  | 'general-designer'
  | 'lighting'

export interface TeamPartner {
  id: PartnerRole
  /** The role, shown as the card title. */
  title: Localized<string>
  company: Localized<string>
  logo: ArtName
  text: Localized<string>
}

export const TEAM: TeamPartner[] = [
  {
    id: 'financial-partner',
    title: { ru: 'Финансовый партнёр', en: 'Financial partner' },
    company: { ru: 'Банк «Северный Ориентир»', en: 'Severny Orientir Bank' },
    logo: 'logo-orientir-bank',
    text: {
      ru: 'Финансирует строительство по проектному финансированию и открывает эскроу-счета покупателям: деньги дольщиков хранятся в банке до ввода домов в эксплуатацию.',
      en: 'Provides the project finance for construction and holds buyers’ payments in escrow accounts until the buildings are commissioned.',
    },
  },
  {
    id: 'architect',
    title: { ru: 'Архитектор', en: 'Architect' },
    company: { ru: 'Архитектурное бюро «Линия»', en: 'Liniya Architects' },
    logo: 'logo-liniya-bureau',
    text: {
      ru: 'Автор мастер-плана и трёх типов домов. Бюро начинало с дендрологической съёмки: каждое пятно застройки вписано между сохранёнными соснами.',
      en: 'Authors of the master plan and the three building types. The work began with a tree survey, and every footprint sits between pines that were kept.',
    },
  },
  {
    id: 'resort-management',
    title: { ru: 'Управляющая компания курорта', en: 'Resort management' },
    company: { ru: 'Taiga Hospitality', en: 'Taiga Hospitality' },
    logo: 'logo-taiga-hospitality',
    text: {
      ru: 'Оператор отеля и сервисных апартаментов: принимает гостей, ведёт договоры управления с собственниками, отвечает за консьерж-службу и эксплуатацию территории.',
      en: 'Operates the hotel and the serviced apartments, holds the management agreements with owners, and runs the concierge and the upkeep of the grounds.',
    },
  },
  {
    id: 'landscaping',
    title: { ru: 'Ландшафтная архитектура', en: 'Landscape architecture' },
    company: { ru: 'Студия ландшафта «Мох»', en: 'Mokh Landscape Studio' },
    logo: 'logo-moh-landscape',
    text: {
      ru: 'Работает с лесом как с главным материалом: бережёт подлесок и мох, подбирает местные вересковые и злаковые посадки, прокладывает тропы по существующему рельефу.',
      en: 'Treats the forest as the main material: keeps the moss and undergrowth, plants native heathers and grasses, and lays trails along the existing lie of the land.',
    },
  },
  {
    id: 'interiors-1',
    title: { ru: 'Дизайн интерьеров', en: 'Interior design' },
    company: { ru: 'Студия интерьеров «Ольха»', en: 'Olkha Interior Studio' },
    logo: 'logo-olkha-interiors',
    text: {
      ru: 'Интерьеры лобби, клубного дома и отеля в тёплой гамме: дуб, лён, песочный камень и зелень леса за окном как часть композиции.',
      en: 'Interiors of the lobbies, the club house and the hotel in a warm palette of oak, linen and sand-coloured stone, with the forest outside as part of the composition.',
    },
  },
  {
    id: 'interiors-2',
    title: { ru: 'Дизайн интерьеров', en: 'Interior design' },
    company: { ru: 'Бюро «Камень»', en: 'Kamen Studio' },
    logo: 'logo-kamen-interiors',
    text: {
      ru: 'Дизайнерская отделка резиденций: две палитры на выбор, натуральный камень в ванных комнатах, встроенные системы хранения и продуманный свет.',
      en: 'Designer finishing for the flats: two palettes to choose from, natural stone in the bathrooms, built-in storage and considered lighting.',
    },
  },
  {
    id: 'general-designer',
    title: { ru: 'Генеральный проектировщик', en: 'General designer' },
    company: { ru: 'Проектный институт «Проект Север»', en: 'Proekt Sever Engineering' },
    logo: 'logo-proekt-sever',
    text: {
      ru: 'Рабочая документация и инженерия: собственная котельная, очистные сооружения, сети под землёй без вырубки корневых зон сосен.',
      en: 'Working drawings and engineering: an on-site boiler house, water treatment, and underground utilities routed clear of the pines’ root zones.',
    },
  },
  {
    id: 'lighting',
    title: { ru: 'Световая концепция', en: 'Lighting concept' },
    company: { ru: 'Студия света «Сумерки»', en: 'Sumerki Lighting Studio' },
    logo: 'logo-sumerki-light',
    text: {
      ru: 'Свет без засветки неба: низкие тёплые светильники вдоль троп, мягкая подсветка стволов, ночная графика стелы и бельведера.',
      en: 'Light without sky glow: low warm bollards along the paths, soft uplighting on the trunks, and the night-time presence of the stela and the belvedere.',
    },
  },
]
