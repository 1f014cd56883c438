// /contacts: phone, hours, the office and the showroom; the addresses themselves come from site.ts.

import type { PageEntry } from '../schema'
import { SITE } from '../site'

export const contacts: PageEntry = {
  ru: {
    meta: {
      title: 'Контакты — клубная резиденция «Хвоя»',
      description:
        'Офис продаж «Хвои» на Васильевском острове и шоурум на территории резиденции. Бесплатный телефон, ежедневно с 10:00 до 20:00. Приезжайте в гости.',
    },
    hero: {
      image: 'sales-office-vasilyevsky',
      imageAlt: 'Вход в офис продаж на улице Васильевского острова',
      title: 'Контакты',
      text: 'Ждём вас в офисе на Васильевском острове и в шоуруме посреди соснового леса. Ежедневно с 10:00 до 20:00.',
      compact: true,
    },
    sections: [
      {
        kind: 'widget',
        id: 'contacts',
        title: 'Телефон, почта и адреса',
        widget: 'contacts',
      },
      {
        kind: 'split',
        id: 'office',
        title: 'Офис на Васильевском острове',
        paragraphs: [
          'Камерный офис в десяти минутах ходьбы от станции метро «Василеостровская». Здесь можно спокойно посмотреть планировки на большом экране, обсудить условия покупки и подписать договор, не выезжая из города.',
        ],
        image: { image: 'sales-office-vasilyevsky', alt: 'Фасад офиса с тёмно-зелёной дверью' },
      },
      {
        kind: 'split',
        id: 'showroom',
        title: 'Шоурум в резиденции',
        paragraphs: [
          'Шоурум стоит прямо в лесу, на территории будущей резиденции. Здесь макет всех тринадцати домов, образцы отделки и фасадов, а с веранды начинаются прогулки по тропам.',
          'Для гостей есть парковка у шоурума. Если вы едете на поезде, встретим на станции Зеленогорск.',
        ],
        image: { image: 'showroom-interior', alt: 'Макет резиденции в шоуруме' },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'departments',
        title: 'По особым вопросам',
        items: [
          `Брокерам и агентствам — отдел по работе с партнёрами, ${SITE.emails.partners}, в том числе заявки на фиксацию клиентов.`,
          `Журналистам — пресс-служба, ${SITE.emails.press}: интервью, фотографии и материалы о проекте.`,
          'Текущим покупателям — персональный менеджер, указанный в вашем договоре.',
        ],
      },
      {
        kind: 'cta',
        title: 'Перезвоним',
        text: 'Оставьте номер, и менеджер свяжется с вами в удобное время.',
        action: { kind: 'callback', label: 'Заказать звонок' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Contacts — Khvoya Club Residence',
      description:
        'The Khvoya sales office on Vasilyevsky Island and the showroom on the residence grounds. Free phone line, daily 10:00 to 20:00. Come and visit us.',
    },
    hero: {
      image: 'sales-office-vasilyevsky',
      imageAlt: 'The entrance to the sales office on a Vasilyevsky Island street',
      title: 'Contacts',
      text: 'Visit us at the office on Vasilyevsky Island or at the showroom in the middle of the pine forest. Daily, 10:00 to 20:00.',
      compact: true,
    },
    sections: [
      {
        kind: 'widget',
        id: 'contacts',
        title: 'Phone, e-mail and addresses',
        widget: 'contacts',
      },
      {
        kind: 'split',
        id: 'office',
        title: 'The office on Vasilyevsky Island',
        paragraphs: [
          'A quiet office ten minutes’ walk from Vasileostrovskaya metro station. Here you can study the floor plans on a large screen, talk through the purchase terms and sign the agreement without leaving town.',
        ],
        image: {
          image: 'sales-office-vasilyevsky',
          alt: 'The office front with its dark green door',
        },
      },
      {
        kind: 'split',
        id: 'showroom',
        title: 'The showroom at the residence',
        paragraphs: [
          'The showroom stands in the forest itself, on the grounds of the future residence. Inside are a model of all thirteen buildings and samples of the finishes and facades, and the forest walks start from its veranda.',
          'There is parking for visitors by the showroom. If you come by train, we will meet you at Zelenogorsk station.',
        ],
        image: { image: 'showroom-interior', alt: 'The model of the residence in the showroom' },
        reverse: true,
      },
      {
        kind: 'list',
        id: 'departments',
        title: 'Specific enquiries',
        items: [
          `Brokers and agencies: the partnerships team at ${SITE.emails.partners}, including client registration requests.`,
          `Journalists: the press office at ${SITE.emails.press} for interviews, photographs and project materials.`,
          'Existing buyers: the personal manager named in your agreement.',
        ],
      },
      {
        kind: 'cta',
        title: 'We’ll call you back',
        text: 'Leave your number and a member of our sales team will call at a time that suits you.',
        action: { kind: 'callback', label: 'Request a call' },
      },
    ],
  },
}
