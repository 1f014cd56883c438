// /about/brokers: advantages, the partner form, client fixation for partners, contacts (`#contacts`
// is an anchor the menu links to) and the not-a-public-offer notice.

import type { PageEntry } from '../schema'
import { SITE } from '../site'

export const aboutBrokers: PageEntry = {
  ru: {
    meta: {
      title: 'Брокерам — клубная резиденция «Хвоя»',
      description:
        'Партнёрская программа «Хвои» для брокеров и агентств: прозрачное вознаграждение, фиксация клиента, показы в шоуруме и PDF-планировки для клиентов.',
    },
    hero: {
      image: 'showroom-interior',
      imageAlt: 'Шоурум с макетом резиденции и видом на сосны',
      parentTitle: 'О проекте',
      title: 'Брокерам',
      text: 'Мы ценим партнёров, которые приводят в «Хвою» своих клиентов, и делаем всё, чтобы сделка была простой для вас и приятной для покупателя.',
      anchors: [
        { id: 'form', label: 'Стать партнёром' },
        { id: 'contacts', label: 'Контакты' },
      ],
    },
    sections: [
      {
        kind: 'cards',
        id: 'advantages',
        title: 'Почему с нами удобно работать',
        items: [
          {
            title: 'Прозрачное вознаграждение',
            text: 'Фиксированный процент по договору, выплата после регистрации договора участия в долевом строительстве.',
          },
          {
            title: 'Надёжная фиксация',
            text: 'Клиент закрепляется за вами с момента подтверждения заявки, срок фиксации прописан в договоре.',
          },
          {
            title: 'Показы в лесу',
            text: 'Проведём вашего клиента по шоуруму и территории, покажем макет и образцы отделки.',
          },
          {
            title: 'Материалы для клиента',
            text: 'Планировки в PDF с экспликацией и вашими контактами, презентация проекта и актуальные цены.',
          },
        ],
      },
      {
        kind: 'steps',
        id: 'how',
        title: 'Как начать сотрудничество',
        items: [
          {
            title: 'Заявка',
            text: 'Заполните форму ниже — менеджер свяжется с вами в течение рабочего дня.',
          },
          {
            title: 'Договор',
            text: 'Подпишем агентский договор и откроем доступ к партнёрским материалам.',
          },
          {
            title: 'Фиксация',
            text: 'Отправляйте заявки на фиксацию клиентов по электронной почте для партнёров.',
          },
          {
            title: 'Сделка',
            text: 'Проведём показ, подготовим график платежей и сопроводим сделку до регистрации.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'form',
        title: 'Стать партнёром',
        intro: 'Оставьте контакты, и мы пришлём условия партнёрской программы.',
        widget: 'broker-form',
      },
      {
        kind: 'text',
        id: 'partners',
        title: 'Уже наш партнёр?',
        paragraphs: [
          `Отправьте заявку на фиксацию клиента на почту отдела по работе с партнёрами ${SITE.emails.partners}. Укажите имя клиента, последние четыре цифры его телефона и интересующий дом. Подтверждение придёт в течение двух рабочих часов.`,
        ],
      },
      {
        kind: 'widget',
        id: 'contacts',
        title: 'Контакты отдела продаж',
        intro:
          'Офис на Васильевском острове и шоурум на территории резиденции открыты ежедневно с 10:00 до 20:00.',
        widget: 'contacts',
      },
      {
        kind: 'text',
        id: 'disclaimer',
        title: 'Правовая информация',
        paragraphs: [
          'Информация на сайте носит справочный характер и не является публичной офертой. Условия партнёрской программы определяются агентским договором. Проектная декларация размещена в Единой информационной системе жилищного строительства.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'For brokers — Khvoya Club Residence',
      description:
        'The Khvoya partner programme for brokers and agencies: clear commission, client registration, showroom viewings and branded PDF floor plans for clients.',
    },
    hero: {
      image: 'showroom-interior',
      imageAlt: 'The showroom with the model of the residence and a view of the pines',
      parentTitle: 'About',
      title: 'For brokers',
      text: 'We value the partners who bring their clients to Khvoya, and we do all we can to make each sale simple for you and a pleasure for the buyer.',
      anchors: [
        { id: 'form', label: 'Become a partner' },
        { id: 'contacts', label: 'Contacts' },
      ],
    },
    sections: [
      {
        kind: 'cards',
        id: 'advantages',
        title: 'Why brokers work with us',
        items: [
          {
            title: 'Clear commission',
            text: 'A fixed percentage set in the agreement, paid once the shared construction agreement is registered.',
          },
          {
            title: 'Reliable registration',
            text: 'Your client is registered to you from the moment we confirm the request, for the term set in the agreement.',
          },
          {
            title: 'Viewings in the forest',
            text: 'We show your client round the showroom and the grounds, with the model and the finishing samples.',
          },
          {
            title: 'Materials for clients',
            text: 'PDF floor plans with room schedules and your contact details, the project presentation and current prices.',
          },
        ],
      },
      {
        kind: 'steps',
        id: 'how',
        title: 'How to become a partner',
        items: [
          {
            title: 'Apply',
            text: 'Fill in the form below and a manager will contact you within one working day.',
          },
          {
            title: 'Sign',
            text: 'We sign an agency agreement and give you access to the partner materials.',
          },
          {
            title: 'Register clients',
            text: 'Send client registration requests to the partners’ e-mail address.',
          },
          {
            title: 'Close',
            text: 'We host the viewing, prepare the payment schedule and see the sale through to registration.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'form',
        title: 'Become a partner',
        intro: 'Leave your details and we will send you the terms of the partner programme.',
        widget: 'broker-form',
      },
      {
        kind: 'text',
        id: 'partners',
        title: 'Already a partner?',
        paragraphs: [
          `Send your client registration request to the partners’ desk at ${SITE.emails.partners}. Include the client’s name, the last four digits of their phone number and the building they are interested in. Confirmation follows within two working hours.`,
        ],
      },
      {
        kind: 'widget',
        id: 'contacts',
        title: 'Sales team contacts',
        intro:
          'The office on Vasilyevsky Island and the showroom on the residence grounds are open daily, 10:00 to 20:00.',
        widget: 'contacts',
      },
      {
        kind: 'text',
        id: 'disclaimer',
        title: 'Legal information',
        paragraphs: [
          'The information on this site is for reference only and is not a public offer. The terms of the partner programme are set by the agency agreement. The project declaration is published in the Unified Housing Construction Information System.',
        ],
      },
    ],
  },
}
