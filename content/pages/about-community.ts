// /about/community: the residents' club, the year of events and the good-neighbour rules.

import type { PageEntry } from '../schema'

export const aboutCommunity: PageEntry = {
  ru: {
    meta: {
      title: 'Сообщество — клубная резиденция «Хвоя»',
      description:
        'Клуб жителей «Хвои»: сезонные праздники, лекции у скульптуры, лыжные утра и летнее кино. Соседи, с которыми интересно, и право на уединение.',
    },
    hero: {
      image: 'community-evening-terrace',
      imageAlt: 'Жители за длинным столом на террасе летним вечером',
      parentTitle: 'О проекте',
      title: 'Сообщество',
      text: 'Клубная резиденция — это прежде всего люди. Мы создаём поводы для встреч и бережём право каждого закрыть за собой дверь.',
    },
    sections: [
      {
        kind: 'text',
        id: 'club',
        title: 'Клуб жителей',
        paragraphs: [
          'Каждый собственник становится членом клуба резиденции. Клуб собирается в клубном доме, решает, какие события провести в новом сезоне, и приглашает гостей — музыкантов, архитекторов, шеф-поваров.',
          'Управляющая компания берёт на себя организацию, а жители — идеи. Так в «Хвое» появляются традиции, которые не придумать заранее: субботний рынок фермеров, ночной забег к бельведеру, общий стол в день летнего солнцестояния.',
        ],
      },
      {
        kind: 'cards',
        id: 'seasons',
        title: 'Год в «Хвое»',
        items: [
          {
            title: 'Весна',
            text: 'Высадка сада вместе с ландшафтной студией, первые завтраки на верандах, птичьи прогулки с орнитологом.',
            image: { image: 'season-spring', alt: 'Весенний лес с первой зеленью' },
          },
          {
            title: 'Лето',
            text: 'Кино и концерты в амфитеатре, белые ночи на бельведере, дети в летнем лагере клуба.',
            image: { image: 'season-summer', alt: 'Летний луг на опушке соснового леса' },
          },
          {
            title: 'Осень',
            text: 'Грибные походы с проводником, ужины шеф-повара из сезонных продуктов, лекции в библиотеке.',
            image: { image: 'season-autumn', alt: 'Осенние берёзы среди сосен' },
          },
          {
            title: 'Зима',
            text: 'Утренняя лыжня по лесу, баня с купелью, рождественская ярмарка у клубного дома.',
            image: { image: 'season-winter', alt: 'Заснеженные сосны и освещённое окно' },
          },
        ],
      },
      {
        kind: 'list',
        id: 'rules',
        title: 'Правила добрососедства',
        intro: 'Несколько договорённостей, которые делают жизнь в лесу спокойной для всех.',
        items: [
          'Тишина на территории с 23:00 до 8:00, а в лесу — всегда.',
          'Автомобили остаются на парковках у въезда, по территории — пешком, на велосипеде или электрокаре.',
          'Собаки гуляют на поводке по тропам и свободно — на специальной площадке.',
          'Костры и мангалы — только в оборудованных местах у клубного дома.',
        ],
      },
      {
        kind: 'quote',
        text: 'Сообщество нельзя построить, но можно подготовить для него место. Наше дело — длинный стол, огонь в камине и повод собраться; остальное жители сделают сами.',
        author: 'Taiga Hospitality, управляющая компания резиденции',
      },
      {
        kind: 'cta',
        title: 'Новости клуба',
        text: 'Подпишитесь на рассылку, чтобы первыми узнавать о событиях в шоуруме и на территории.',
        action: { kind: 'subscription', label: 'Подписаться' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Community — Khvoya Club Residence',
      description:
        'The Khvoya residents’ club: seasonal celebrations, talks by the sculpture, morning ski runs and summer cinema. Good neighbours, and the right to privacy.',
    },
    hero: {
      image: 'community-evening-terrace',
      imageAlt: 'Residents at a long table on a terrace on a summer evening',
      parentTitle: 'About',
      title: 'Community',
      text: 'A club residence is, above all, its people. We create reasons to meet, and we protect everyone’s right to close the door behind them.',
    },
    sections: [
      {
        kind: 'text',
        id: 'club',
        title: 'The residents’ club',
        paragraphs: [
          'Every owner becomes a member of the residence club. The club meets in the club house, chooses the events for the coming season and invites guests: musicians, architects, chefs.',
          'The management company handles the logistics; the residents bring the ideas. That is how traditions appear that no one could plan in advance: a Saturday farmers’ market, a night run to the belvedere, a long shared table on midsummer’s day.',
        ],
      },
      {
        kind: 'cards',
        id: 'seasons',
        title: 'A year at Khvoya',
        items: [
          {
            title: 'Spring',
            text: 'Planting the garden with the landscape studio, the first breakfasts on the verandas, birdwatching walks with an ornithologist.',
            image: { image: 'season-spring', alt: 'The forest in spring with the first green' },
          },
          {
            title: 'Summer',
            text: 'Cinema and concerts in the amphitheatre, white nights on the belvedere, children at the club’s summer camp.',
            image: {
              image: 'season-summer',
              alt: 'A summer meadow at the edge of the pine forest',
            },
          },
          {
            title: 'Autumn',
            text: 'Mushroom forays with a guide, chef’s dinners from seasonal produce, talks in the library.',
            image: { image: 'season-autumn', alt: 'Autumn birches among the pines' },
          },
          {
            title: 'Winter',
            text: 'Morning ski trails through the forest, the bathhouse and plunge pool, a Christmas market by the club house.',
            image: { image: 'season-winter', alt: 'Snow-laden pines and a lit window' },
          },
        ],
      },
      {
        kind: 'list',
        id: 'rules',
        title: 'Good-neighbour rules',
        intro: 'A few agreements that keep life in the forest peaceful for everyone.',
        items: [
          'Quiet on the grounds from 23:00 to 8:00, and in the forest at all times.',
          'Cars stay in the car parks at the entrance; inside, walk, cycle or take an electric buggy.',
          'Dogs on a lead on the trails, and off the lead in the dog park.',
          'Fires and barbecues only in the designated places by the club house.',
        ],
      },
      {
        kind: 'quote',
        text: 'You cannot build a community, but you can prepare a place for one. Our part is the long table, the fire in the hearth and a reason to gather; the residents do the rest.',
        author: 'Taiga Hospitality, the residence’s management company',
      },
      {
        kind: 'cta',
        title: 'Club news',
        text: 'Subscribe to our newsletter to be the first to hear about events at the showroom and on the grounds.',
        action: { kind: 'subscription', label: 'Subscribe' },
      },
    ],
  },
}
