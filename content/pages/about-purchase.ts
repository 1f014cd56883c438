// /about/purchase: the purchase terms (0 % instalment, from 5 % down, monthly until
// commissioning, individual schedule, full-payment terms) and the instalment calculator.

import type { PageEntry } from '../schema'

export const aboutPurchase: PageEntry = {
  ru: {
    meta: {
      title: 'Условия покупки — резиденция «Хвоя»',
      description:
        'Рассрочка 0 % без удорожания, первоначальный взнос от 5 %, ежемесячные платежи до ввода в эксплуатацию и особые условия при полной оплате в «Хвое».',
    },
    hero: {
      image: 'residence-winter',
      imageAlt: 'Бежевая вилла в снегу среди сосен, тёплый свет в окнах',
      parentTitle: 'О проекте',
      title: 'Условия покупки',
      text: 'Рассрочка 0 % без удорожания до ввода дома в эксплуатацию. Взнос от 5 % — и график платежей, составленный под вас.',
      anchors: [
        { id: 'terms', label: 'Условия' },
        { id: 'calculator', label: 'Калькулятор' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '0 %', label: 'рассрочка без удорожания' },
          { value: 'от 5 %', label: 'первоначальный взнос' },
          { value: 'IV кв. 2027', label: 'ежемесячные платежи до ввода в эксплуатацию' },
        ],
      },
      {
        kind: 'cards',
        id: 'terms',
        title: 'Как можно купить',
        items: [
          {
            title: 'Рассрочка 0 %',
            text: 'Цена квартиры не растёт из-за рассрочки: вы платите ту же сумму, что и при полной оплате по прайс-листу.',
          },
          {
            title: 'Взнос от 5 %',
            text: 'Чтобы зафиксировать квартиру и цену, достаточно первоначального взноса от 5 % стоимости.',
          },
          {
            title: 'Платежи до ввода',
            text: 'Остаток делится на равные ежемесячные платежи до ввода дома в эксплуатацию.',
          },
          {
            title: 'Индивидуальный график',
            text: 'Можно платить неравными частями — например, крупнее после продажи городской квартиры или получения бонуса.',
          },
          {
            title: 'Полная оплата',
            text: 'При единовременной оплате действуют особые условия — менеджер расскажет о них лично.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'calculator',
        title: 'Калькулятор рассрочки',
        intro:
          'Укажите стоимость квартиры и первоначальный взнос, чтобы увидеть ежемесячный платёж до ввода в эксплуатацию.',
        widget: 'instalment-calculator',
      },
      {
        kind: 'text',
        id: 'safety',
        title: 'Надёжность сделки',
        paragraphs: [
          'Квартиры продаются по договору участия в долевом строительстве с использованием эскроу-счетов. Деньги хранятся в банке-партнёре «Северный Ориентир» до ввода домов в эксплуатацию и только потом поступают застройщику.',
          'Разрешение на строительство и проектная декларация опубликованы в Единой информационной системе жилищного строительства — ссылки есть в меню сайта.',
        ],
      },
      {
        kind: 'cta',
        title: 'Составим ваш график',
        text: 'Менеджер рассчитает платежи для выбранной квартиры и пришлёт проект договора.',
        action: { kind: 'callback', label: 'Заказать расчёт' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Purchase terms — Khvoya Club Residence',
      description:
        'A 0% instalment plan with no price increase, a down payment from 5%, monthly payments until completion, and special terms for payment in full at Khvoya.',
    },
    hero: {
      image: 'residence-winter',
      imageAlt: 'A beige villa in snow among the pines, warm light in the windows',
      parentTitle: 'About',
      title: 'Purchase terms',
      text: 'Interest-free instalments with no price increase until your building is completed. A down payment from 5%, and a payment schedule built around you.',
      anchors: [
        { id: 'terms', label: 'Terms' },
        { id: 'calculator', label: 'Calculator' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '0%', label: 'instalments with no price increase' },
          { value: '5%', label: 'minimum down payment' },
          { value: 'Q4 2027', label: 'monthly payments until completion' },
        ],
      },
      {
        kind: 'cards',
        id: 'terms',
        title: 'Ways to buy',
        items: [
          {
            title: '0% instalments',
            text: 'Paying in instalments does not raise the price: you pay exactly what you would pay in full at list price.',
          },
          {
            title: 'From 5% down',
            text: 'A down payment of 5% of the price is enough to secure your flat and lock in the price.',
          },
          {
            title: 'Payments until completion',
            text: 'The balance is split into equal monthly payments until the building is commissioned.',
          },
          {
            title: 'An individual schedule',
            text: 'Payments can be uneven: larger ones, for example, after you sell a flat in town or receive a bonus.',
          },
          {
            title: 'Payment in full',
            text: 'Special terms apply when you pay the full price at once; our sales team will tell you about them in person.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'calculator',
        title: 'Instalment calculator',
        intro: 'Enter the price and your down payment to see the monthly payment until completion.',
        widget: 'instalment-calculator',
      },
      {
        kind: 'text',
        id: 'safety',
        title: 'A secure purchase',
        paragraphs: [
          'Flats are sold under shared construction agreements with escrow accounts. Your money is held by our partner bank, Severny Orientir, until the buildings are commissioned, and only then released to the developer.',
          'The building permit and the project declaration are published in the Unified Housing Construction Information System; the links are in the site menu.',
        ],
      },
      {
        kind: 'cta',
        title: 'Your schedule, worked out',
        text: 'We will calculate the payments for the flat you choose and send you a draft agreement.',
        action: { kind: 'callback', label: 'Request a calculation' },
      },
    ],
  },
}
