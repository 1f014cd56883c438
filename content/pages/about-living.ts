// /about/living: the three living formats and the two ownership options on offer.

import type { PageEntry } from '../schema'

export const aboutLiving: PageEntry = {
  ru: {
    meta: {
      title: 'Форматы жизни — клубная резиденция «Хвоя»',
      description:
        'Отель в доме В1, сервисные апартаменты в А1–А4 с договором управления и частные резиденции в А5–А9, Б1–Б2 и В2. Два варианта владения на выбор.',
    },
    hero: {
      image: 'living-evening-houses',
      imageAlt: 'Дома среди сосен в синих сумерках, окна светятся тёплым светом',
      parentTitle: 'О проекте',
      title: 'Форматы жизни',
      text: 'Три формата и два варианта владения: живите в лесу постоянно, приезжайте на выходные или доверьте дом оператору, пока вы в городе.',
      anchors: [
        { id: 'hotel', label: 'Отель' },
        { id: 'serviced', label: 'Сервисные апартаменты' },
        { id: 'private', label: 'Частные резиденции' },
        { id: 'ownership', label: 'Владение' },
      ],
    },
    sections: [
      {
        kind: 'split',
        id: 'hotel',
        title: 'Отель в доме В1',
        paragraphs: [
          'Белый дом В1 у въезда — отель резиденции под управлением Taiga Hospitality. Здесь останавливаются гости жителей, участники клубных событий и те, кто хочет пожить в лесу, прежде чем выбрать собственный дом.',
          'Гости отеля пользуются клубным домом, спа и рестораном наравне с жителями.',
        ],
        image: { image: 'hotel-suite', alt: 'Номер отеля с деревянной стеной и видом на лес' },
      },
      {
        kind: 'split',
        id: 'serviced',
        title: 'Сервисные апартаменты в А1–А4',
        paragraphs: [
          'Апартаменты в четырёх чёрных домах покупаются в собственность и передаются оператору по договору управления. Пока вы в городе, апартаменты сдаются гостям резиденции, а вы получаете доход.',
          'Когда хочется приехать самому, достаточно забронировать свои даты через личный кабинет. Уборка, ремонт и обслуживание — забота оператора.',
        ],
        image: { image: 'serviced-apartment', alt: 'Кухня-гостиная сервисных апартаментов' },
        reverse: true,
      },
      {
        kind: 'split',
        id: 'private',
        title: 'Частные резиденции',
        paragraphs: [
          'Дома А5–А9, виллы Б1–Б2 и белый дом В2 — только для тех, кто живёт здесь сам. Квартиры от студий до резиденций с пятью спальнями, сады на первых этажах, террасы наверху.',
          'Это ваш дом в полном смысле слова: обставляйте его как хотите, живите круглый год или приезжайте по выходным. Сервис консьержа — по запросу.',
        ],
        image: { image: 'private-terrace', alt: 'Терраса частной резиденции с видом в лес' },
      },
      {
        kind: 'cards',
        id: 'ownership',
        title: 'Два варианта владения',
        items: [
          {
            title: 'Собственность с договором управления',
            text: 'Для сервисных апартаментов в А1–А4. Право собственности регистрируется на вас, оператор сдаёт апартаменты и перечисляет доход, вы бронируете даты для себя.',
            link: { route: 'about-service', label: 'Об управлении' },
          },
          {
            title: 'Личная собственность',
            text: 'Для частных резиденций в А5–А9, Б1–Б2 и В2. Полное право собственности и свобода распоряжаться домом, услуги резиденции — по подписке или по запросу.',
            link: { route: 'about-types', label: 'Типы домов' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Подобрать формат',
        text: 'Менеджер поможет сравнить форматы и рассчитает рассрочку 0 % без удорожания.',
        action: { kind: 'callback', label: 'Получить консультацию' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Living formats — Khvoya Club Residence',
      description:
        'A hotel in C1, serviced apartments in A1–A4 under a management agreement, and private flats in A5–A9, B1–B2 and C2. Two ways to own.',
    },
    hero: {
      image: 'living-evening-houses',
      imageAlt: 'Buildings among the pines at blue hour, their windows warmly lit',
      parentTitle: 'About',
      title: 'Living formats',
      text: 'Three formats and two ways to own: live in the forest all year, come for weekends, or have the operator let your serviced apartment while you are in town.',
      anchors: [
        { id: 'hotel', label: 'Hotel' },
        { id: 'serviced', label: 'Serviced apartments' },
        { id: 'private', label: 'Private flats' },
        { id: 'ownership', label: 'Ownership' },
      ],
    },
    sections: [
      {
        kind: 'split',
        id: 'hotel',
        title: 'The hotel in C1',
        paragraphs: [
          'The white building C1 by the gate is the residence’s hotel, run by Taiga Hospitality. It is where residents’ guests stay, where visitors to club events sleep, and where you can live in the forest for a while before choosing a flat of your own.',
          'Hotel guests enjoy the club house, the spa and the restaurant on the same footing as residents.',
        ],
        image: {
          image: 'hotel-suite',
          alt: 'A hotel room with a timber wall and a view of the forest',
        },
      },
      {
        kind: 'split',
        id: 'serviced',
        title: 'Serviced apartments in A1–A4',
        paragraphs: [
          'The serviced apartments in four of the black buildings are bought outright and placed with the operator under a management agreement. While you are in town, the operator lets yours to guests of the residence and you receive the income.',
          'When you want to come yourself, you simply book your dates in your owner’s account. Cleaning, repairs and upkeep are the operator’s concern.',
        ],
        image: {
          image: 'serviced-apartment',
          alt: 'The kitchen and living room of a serviced apartment',
        },
        reverse: true,
      },
      {
        kind: 'split',
        id: 'private',
        title: 'Private flats',
        paragraphs: [
          'Buildings A5–A9, the villas B1–B2 and the white building C2 are for people who live here themselves. Flats range from studios to five bedrooms, with gardens on the ground floors and terraces at the top.',
          'This is your home in every sense: furnish it as you like, live here all year or come at weekends. The concierge is there whenever you ask.',
        ],
        image: {
          image: 'private-terrace',
          alt: 'The terrace of a private flat looking into the forest',
        },
      },
      {
        kind: 'cards',
        id: 'ownership',
        title: 'Two ways to own',
        items: [
          {
            title: 'Ownership with a management agreement',
            text: 'For the serviced apartments in A1–A4. The title is registered to you; the operator lets it and pays you the income, and you book dates for yourself.',
            link: { route: 'about-service', label: 'About management' },
          },
          {
            title: 'Private ownership',
            text: 'For the private flats in A5–A9, B1–B2 and C2. Full ownership and complete freedom over your flat, with Khvoya’s services by subscription or on request.',
            link: { route: 'about-types', label: 'Building types' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Choose your format',
        text: 'Our sales team will help you compare the formats and work out a 0% instalment plan with no price increase.',
        action: { kind: 'callback', label: 'Talk to us' },
      },
    ],
  },
}
