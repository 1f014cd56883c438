// /location: the map of the surroundings and the ways to get here by car, train and plane.

import type { PageEntry } from '../schema'

export const location: PageEntry = {
  ru: {
    meta: {
      title: 'Как добраться — клубная резиденция «Хвоя»',
      description:
        'Карта окрестностей «Хвои» и маршруты: 50 минут от центра Петербурга по ЗСД, поезд до Зеленогорска и трансфер, час от аэропорта Пулково.',
    },
    hero: {
      image: 'road-through-pines',
      imageAlt: 'Дорога через сосновый лес, впереди просвет к заливу',
      title: 'Как добраться',
      text: 'Сорок шесть километров от Петербурга — это меньше часа по скоростной дороге и целый мир тишины на выходе из машины.',
      anchors: [
        { id: 'map', label: 'Карта' },
        { id: 'routes', label: 'Маршруты' },
      ],
    },
    sections: [
      {
        kind: 'widget',
        id: 'map',
        title: 'Карта окрестностей',
        intro:
          'Около двадцати мест вокруг резиденции: озёра, реки, заказники, станции и дороги с временем в пути.',
        widget: 'location-map',
      },
      {
        kind: 'cards',
        id: 'routes',
        title: 'Маршруты',
        items: [
          {
            title: 'На машине',
            text: 'По ЗСД до Сестрорецка, далее по Приморскому шоссе — около пятидесяти минут от центра. Поворот к резиденции отмечен стелой.',
          },
          {
            title: 'На поезде',
            text: 'От Финляндского вокзала до станции Зеленогорск, оттуда семь минут на трансфере резиденции по предварительной записи.',
          },
          {
            title: 'Из аэропорта',
            text: 'Около часа от Пулково по КАД и ЗСД. Консьерж закажет встречу у выхода из терминала.',
          },
        ],
      },
      {
        kind: 'facts',
        id: 'times',
        title: 'Время в пути',
        items: [
          { value: '10 минут', label: 'до Финского залива' },
          { value: '12 минут', label: 'до Щучьего озера' },
          { value: '35 минут', label: 'до Лахта Центра' },
          { value: '55 минут', label: 'до аэропорта Пулково' },
        ],
      },
      {
        kind: 'split',
        id: 'nature',
        title: 'Озёра и залив',
        paragraphs: [
          'Щучье озеро с прозрачной водой и песчаным берегом — в двенадцати минутах, озеро Красавица — в пятнадцати. Оба окружены сосновыми борами и подходят для купания и прогулок на лодке.',
          'Заказники «Озеро Щучье» и «Комаровский берег» охраняют дюны, болота и прибрежные сосняки — лучшие места для долгих прогулок.',
        ],
        image: { image: 'lake-shchuchye', alt: 'Лесное озеро с деревянными мостками' },
      },
      {
        kind: 'cta',
        title: 'Приезжайте в шоурум',
        text: 'Адреса офиса и шоурума, телефон и маршрут для навигатора — на странице контактов.',
        action: { kind: 'link', link: { route: 'contacts', label: 'Контакты' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Getting here — Khvoya Club Residence',
      description:
        'A map of the area around Khvoya and how to get here: 50 minutes from central St Petersburg by expressway, a train to Zelenogorsk, an hour from Pulkovo.',
    },
    hero: {
      image: 'road-through-pines',
      imageAlt: 'A road through the pine forest with a glimpse of the gulf ahead',
      title: 'Getting here',
      text: 'Forty-six kilometres from St Petersburg: under an hour on the expressway, and a whole world of quiet the moment you step out of the car.',
      anchors: [
        { id: 'map', label: 'Map' },
        { id: 'routes', label: 'Routes' },
      ],
    },
    sections: [
      {
        kind: 'widget',
        id: 'map',
        title: 'The surroundings',
        intro:
          'Some twenty places around the residence: lakes, rivers, nature reserves, stations and roads, with travel times.',
        widget: 'location-map',
      },
      {
        kind: 'cards',
        id: 'routes',
        title: 'Routes',
        items: [
          {
            title: 'By car',
            text: 'The Western High-Speed Diameter to Sestroretsk, then Primorskoye Highway: about fifty minutes from the centre. The turning is marked by the stela.',
          },
          {
            title: 'By train',
            text: 'From the Finlyandsky terminal to Zelenogorsk, then seven minutes on the residence shuttle, booked in advance.',
          },
          {
            title: 'From the airport',
            text: 'About an hour from Pulkovo by the ring road and the expressway. The concierge can arrange to meet you at arrivals.',
          },
        ],
      },
      {
        kind: 'facts',
        id: 'times',
        title: 'Travel times',
        items: [
          { value: '10 min', label: 'to the Gulf of Finland' },
          { value: '12 min', label: 'to Lake Shchuchye' },
          { value: '35 min', label: 'to the Lakhta Centre' },
          { value: '55 min', label: 'to Pulkovo Airport' },
        ],
      },
      {
        kind: 'split',
        id: 'nature',
        title: 'Lakes and the gulf',
        paragraphs: [
          'Lake Shchuchye, with its clear water and sandy shore, is twelve minutes away; Lake Krasavitsa fifteen. Both are ringed by pine forest and good for swimming and rowing.',
          'The Lake Shchuchye and Komarovo Shore nature reserves protect dunes, bogs and coastal pine woods, the best places for long walks.',
        ],
        image: { image: 'lake-shchuchye', alt: 'A forest lake with a timber jetty' },
      },
      {
        kind: 'cta',
        title: 'Visit the showroom',
        text: 'The office and showroom addresses, the phone number and directions for your satnav are on the contacts page.',
        action: { kind: 'link', link: { route: 'contacts', label: 'Contacts' } },
      },
    ],
  },
}
