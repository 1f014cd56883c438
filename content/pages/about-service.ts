// /about/service: the operator, the management agreement and the service model for both formats.

import type { PageEntry } from '../schema'

export const aboutService: PageEntry = {
  ru: {
    meta: {
      title: 'Сервис и управление — резиденция «Хвоя»',
      description:
        'Управление резиденцией «Хвоя»: оператор Taiga Hospitality, договор управления для апартаментов А1–А4, консьерж и забота о доме в ваше отсутствие.',
    },
    hero: {
      image: 'concierge-lobby',
      imageAlt: 'Консьерж за деревянной стойкой в лобби с видом на сосны',
      parentTitle: 'О проекте',
      title: 'Сервис',
      text: 'Гостиничный сервис в собственном доме: консьерж знает ваши привычки, а дом готов к приезду, даже если вы решили приехать в последний момент.',
    },
    sections: [
      {
        kind: 'split',
        id: 'operator',
        title: 'Оператор резиденции',
        paragraphs: [
          'Отелем, сервисными апартаментами и всей территорией управляет Taiga Hospitality — команда, которая строит сервис вокруг леса, а не вопреки ему. Оператор отвечает за консьерж-службу, уборку, техническое обслуживание, безопасность и клубные события.',
          'Собственники частных резиденций сами решают, какие услуги им нужны: от базового обслуживания территории до полного ведения дома.',
        ],
        image: {
          image: 'service-breakfast-terrace',
          alt: 'Завтрак, накрытый на террасе среди сосен',
        },
      },
      {
        kind: 'steps',
        id: 'management',
        title: 'Договор управления для апартаментов А1–А4',
        items: [
          {
            title: 'Покупка',
            text: 'Вы приобретаете апартаменты в собственность по договору участия в долевом строительстве.',
          },
          {
            title: 'Договор',
            text: 'После ввода дома подписываете договор управления с оператором на выбранный срок.',
          },
          {
            title: 'Доход',
            text: 'Оператор сдаёт апартаменты гостям резиденции и ежемесячно перечисляет вашу долю дохода.',
          },
          {
            title: 'Ваши даты',
            text: 'Вы бронируете свои даты проживания заранее, как постоянный гость с ключом.',
          },
          {
            title: 'Отчётность',
            text: 'Ежемесячный отчёт о загрузке, доходе и расходах на обслуживание.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'residents',
        title: 'Для жителей частных резиденций',
        items: [
          {
            title: 'Консьерж',
            text: 'Пропуска для гостей, приём посылок, бронирование ресторана, трансфер до станции и аэропорта.',
          },
          {
            title: 'Уборка по подписке',
            text: 'Регулярная уборка и смена белья по графику, который вы выбираете сами.',
          },
          {
            title: 'Дом в ваше отсутствие',
            text: 'Проветривание, полив, проверка систем и подготовка дома к вашему приезду.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Все услуги резиденции',
        text: 'Полный перечень сервисов — от утреннего хлеба до шефа на ужин.',
        action: { kind: 'link', link: { route: 'service', label: 'Услуги' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Service and management — Khvoya',
      description:
        'How Khvoya is run: Taiga Hospitality as operator, management of the A1–A4 serviced apartments, a concierge, and your flat cared for while you are away.',
    },
    hero: {
      image: 'concierge-lobby',
      imageAlt: 'A concierge at a timber desk in a lobby looking onto the pines',
      parentTitle: 'About',
      title: 'Service',
      text: 'Hotel service in a flat of your own: the concierge knows your habits, and everything is ready even when you decide to come at the last minute.',
    },
    sections: [
      {
        kind: 'split',
        id: 'operator',
        title: 'The residence operator',
        paragraphs: [
          'The hotel, the serviced apartments and the grounds are run by Taiga Hospitality, a team that builds its service around the forest rather than in spite of it. The operator is responsible for the concierge, housekeeping, maintenance, security and club events.',
          'Owners of private flats choose the services they need, from basic upkeep of the grounds to running the household entirely.',
        ],
        image: {
          image: 'service-breakfast-terrace',
          alt: 'Breakfast laid on a terrace among the pines',
        },
      },
      {
        kind: 'steps',
        id: 'management',
        title: 'The management agreement for A1–A4',
        items: [
          {
            title: 'Purchase',
            text: 'You buy the serviced apartment outright under a shared construction agreement.',
          },
          {
            title: 'Agreement',
            text: 'Once the building is complete, you sign a management agreement with the operator for the term you choose.',
          },
          {
            title: 'Income',
            text: 'The operator lets it to guests of the residence and pays your share of the income every month.',
          },
          {
            title: 'Your dates',
            text: 'You book your own stays in advance, like a regular guest who holds the key.',
          },
          {
            title: 'Reporting',
            text: 'A monthly statement of occupancy, income and running costs.',
          },
        ],
      },
      {
        kind: 'cards',
        id: 'residents',
        title: 'For owners of private flats',
        items: [
          {
            title: 'Concierge',
            text: 'Guest passes, parcels, restaurant bookings, transfers to the station and the airport.',
          },
          {
            title: 'Housekeeping by subscription',
            text: 'Regular cleaning and fresh linen on a schedule you set.',
          },
          {
            title: 'Home care while you are away',
            text: 'Airing, watering, system checks, and the house made ready for your arrival.',
          },
        ],
      },
      {
        kind: 'cta',
        title: 'All residence services',
        text: 'The full list of services, from the morning bread delivery to a private chef for dinner.',
        action: { kind: 'link', link: { route: 'service', label: 'Services' } },
      },
    ],
  },
}
