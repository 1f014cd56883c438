// /buy: the practical path to a purchase: steps, the instalment calculator, documents, contact.

import type { PageEntry } from '../schema'

export const buy: PageEntry = {
  ru: {
    meta: {
      title: 'Как купить — клубная резиденция «Хвоя»',
      description:
        'Как купить резиденцию в «Хвое»: выбор квартиры, бронь, договор долевого участия с эскроу, рассрочка 0 % без удорожания и взнос от 5 %.',
    },
    hero: {
      image: 'keys-handover',
      imageAlt: 'Латунные ключи с брелоком из сосны на дубовом столе',
      title: 'Как купить',
      text: 'От первого звонка до ключей — шесть понятных шагов. Рассрочка 0 % без удорожания, взнос от 5 % и платежи до ввода дома в эксплуатацию.',
      anchors: [
        { id: 'steps', label: 'Шаги' },
        { id: 'calculator', label: 'Калькулятор' },
      ],
    },
    sections: [
      {
        kind: 'steps',
        id: 'steps',
        title: 'Шесть шагов к дому в лесу',
        items: [
          {
            title: 'Выбор',
            text: 'Подберите квартиру на генплане или в поиске, добавьте понравившиеся в избранное.',
          },
          {
            title: 'Встреча',
            text: 'Приезжайте в шоурум на территории или в офис на Васильевском острове — покажем макет и отделку.',
          },
          {
            title: 'Бронь',
            text: 'Закрепим за вами квартиру и цену на время подготовки договора.',
          },
          {
            title: 'Договор',
            text: 'Подписываем договор участия в долевом строительстве, вы вносите деньги на эскроу-счёт.',
          },
          {
            title: 'Платежи',
            text: 'Первоначальный взнос от 5 % и ежемесячные платежи без процентов до ввода дома в эксплуатацию.',
          },
          {
            title: 'Ключи',
            text: 'После ввода в эксплуатацию — приёмка квартиры, ключи и регистрация права собственности.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'calculator',
        title: 'Рассчитать рассрочку',
        intro:
          'Рассрочка 0 % без удорожания: платёж зависит только от взноса и срока до ввода дома.',
        widget: 'instalment-calculator',
      },
      {
        kind: 'list',
        id: 'documents',
        title: 'Что понадобится',
        items: [
          'Паспорт гражданина Российской Федерации или иностранный паспорт с нотариальным переводом.',
          'СНИЛС и ИНН для регистрации договора.',
          'Нотариальное согласие супруга, если квартира приобретается в браке.',
          'Для покупки на компанию — учредительные документы и решение об одобрении сделки.',
        ],
      },
      {
        kind: 'text',
        id: 'documents-online',
        title: 'Документы проекта',
        paragraphs: [
          'Презентация проекта и типовой договор участия в долевом строительстве доступны для скачивания в меню сайта. Там же — ссылки на разрешение на строительство и проектную декларацию в Единой информационной системе жилищного строительства.',
        ],
      },
      {
        kind: 'cta',
        title: 'Готовы обсудить?',
        text: 'Менеджер ответит на вопросы и составит индивидуальный график платежей. Ежедневно с 10:00 до 20:00.',
        action: { kind: 'callback', label: 'Заказать звонок' },
      },
    ],
  },
  en: {
    meta: {
      title: 'How to buy — Khvoya Club Residence',
      description:
        'How to buy at Khvoya: choosing a flat, reservation, a shared construction agreement with escrow, 0% instalments with no price increase and 5% down.',
    },
    hero: {
      image: 'keys-handover',
      imageAlt: 'Brass keys on a pine-wood fob on an oak table',
      title: 'How to buy',
      text: 'From the first call to the keys in six clear steps. Interest-free instalments with no price increase, 5% down and payments until your building is completed.',
      anchors: [
        { id: 'steps', label: 'Steps' },
        { id: 'calculator', label: 'Calculator' },
      ],
    },
    sections: [
      {
        kind: 'steps',
        id: 'steps',
        title: 'Six steps to your flat in the forest',
        items: [
          {
            title: 'Choose',
            text: 'Find a flat on the master plan or in the flat search, and add the ones you like to your favourites.',
          },
          {
            title: 'Visit',
            text: 'Come to the showroom on the grounds or the office on Vasilyevsky Island to see the model and the finishes.',
          },
          {
            title: 'Reserve',
            text: 'We hold the flat and its price for you while the agreement is prepared.',
          },
          {
            title: 'Sign',
            text: 'We sign a shared construction agreement, and you pay into an escrow account.',
          },
          {
            title: 'Pay',
            text: 'A down payment from 5%, then interest-free monthly payments until the building is completed.',
          },
          {
            title: 'Move in',
            text: 'Once the building is commissioned: the handover inspection, your keys and registration of your title.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'calculator',
        title: 'Work out your instalments',
        intro:
          'Interest-free with no price increase: the payment depends only on your down payment and the time to completion.',
        widget: 'instalment-calculator',
      },
      {
        kind: 'list',
        id: 'documents',
        title: 'What you will need',
        items: [
          'A Russian passport, or a foreign passport with a notarised translation.',
          'Your SNILS and INN numbers to register the agreement.',
          'Your spouse’s notarised consent if you are buying within a marriage.',
          'To buy through a company: its articles and the resolution approving the purchase.',
        ],
      },
      {
        kind: 'text',
        id: 'documents-online',
        title: 'Project documents',
        paragraphs: [
          'The project presentation and the standard shared construction agreement can be downloaded from the site menu, along with links to the building permit and the project declaration in the Unified Housing Construction Information System.',
        ],
      },
      {
        kind: 'cta',
        title: 'Ready to talk?',
        text: 'Our sales team will answer your questions and draw up an individual payment schedule. Daily, 10:00 to 20:00.',
        action: { kind: 'callback', label: 'Request a call' },
      },
    ],
  },
}
