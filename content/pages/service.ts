// /service: the menu of residence services; the operating model is on /about/service.

import type { PageEntry } from '../schema'

export const service: PageEntry = {
  ru: {
    meta: {
      title: 'Услуги резиденции — «Хвоя»',
      description:
        'Услуги клубной резиденции «Хвоя»: консьерж, уборка, завтраки на террасу, шеф на ужин, трансферы, няня, уход за домом и садом в ваше отсутствие.',
    },
    hero: {
      image: 'service-breakfast-terrace',
      imageAlt: 'Завтрак с ягодами и кофе на террасе среди сосен',
      title: 'Услуги',
      text: 'Всё, что обычно отнимает выходные, возьмёт на себя консьерж. Вам остаётся лес, семья и утренний кофе на террасе.',
    },
    sections: [
      {
        kind: 'cards',
        id: 'menu',
        title: 'Что мы можем для вас сделать',
        items: [
          {
            title: 'Дом',
            text: 'Уборка, смена белья, химчистка, мелкий ремонт и сезонная подготовка дома.',
            image: { image: 'serviced-apartment', alt: 'Убранная кухня-гостиная' },
          },
          {
            title: 'Стол',
            text: 'Завтраки на террасу, доставка из ресторана, фермерские продукты и шеф на ужин.',
            image: { image: 'kitchen-dining', alt: 'Накрытый к ужину стол' },
          },
          {
            title: 'Семья',
            text: 'Няня и детский клуб, выгул собак, организация праздников в клубном доме.',
            image: { image: 'kids-club-room', alt: 'Комната детского клуба' },
          },
          {
            title: 'Дорога',
            text: 'Трансферы на станцию и в аэропорт, электрокар по территории, мойка и обслуживание автомобиля.',
            image: { image: 'promenade-pines', alt: 'Аллея через сосновый лес' },
          },
          {
            title: 'Здоровье',
            text: 'Спа, массаж, персональные тренировки и прогулки с инструктором.',
            image: { image: 'spa-pool', alt: 'Бассейн спа с видом в лес' },
          },
        ],
      },
      {
        kind: 'steps',
        id: 'how',
        title: 'Как заказать',
        items: [
          {
            title: 'Консьерж',
            text: 'Позвоните или напишите консьержу своего дома — он работает круглосуточно.',
          },
          {
            title: 'Приложение',
            text: 'Закажите услугу в приложении резиденции, там же — счёт и история заказов.',
          },
          {
            title: 'Подписка',
            text: 'Регулярные услуги удобнее оформить по подписке на месяц или сезон.',
          },
        ],
      },
      {
        kind: 'list',
        id: 'away',
        title: 'Пока вас нет',
        intro: 'Для собственников, которые приезжают по выходным или на сезон.',
        items: [
          'Еженедельная проверка дома, инженерных систем и счётчиков.',
          'Проветривание, полив растений и уход за садом.',
          'Уборка снега с террасы и дорожки к дому.',
          'Подготовка к приезду: тёплый дом, свежие продукты и затопленный камин.',
        ],
      },
      {
        kind: 'quote',
        text: 'Хороший сервис похож на хороший лес: его не замечаешь, пока не попадёшь в другой.',
        author: 'Taiga Hospitality',
      },
      {
        kind: 'cta',
        title: 'Об управлении резиденцией',
        text: 'Кто отвечает за сервис и как работает договор управления для апартаментов.',
        action: { kind: 'link', link: { route: 'about-service', label: 'Подробнее' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'Services — Khvoya Club Residence',
      description:
        'Services at Khvoya Club Residence: a concierge, housekeeping, breakfast on your terrace, a private chef, transfers, childcare, and home care while you are away.',
    },
    hero: {
      image: 'service-breakfast-terrace',
      imageAlt: 'Breakfast with berries and coffee on a terrace among the pines',
      title: 'Services',
      text: 'Everything that usually eats into your weekend, the concierge takes care of. That leaves you the forest, your family and morning coffee on the terrace.',
    },
    sections: [
      {
        kind: 'cards',
        id: 'menu',
        title: 'What we can do for you',
        items: [
          {
            title: 'Home',
            text: 'Cleaning, fresh linen, dry cleaning, small repairs and seasonal preparation of the house.',
            image: { image: 'serviced-apartment', alt: 'A tidy kitchen and living room' },
          },
          {
            title: 'Table',
            text: 'Breakfast on your terrace, delivery from the restaurant, farm produce and a private chef for dinner.',
            image: { image: 'kitchen-dining', alt: 'A table laid for dinner' },
          },
          {
            title: 'Family',
            text: 'A nanny and the children’s club, dog walking, and parties in the club house.',
            image: { image: 'kids-club-room', alt: 'The children’s club room' },
          },
          {
            title: 'Travel',
            text: 'Transfers to the station and the airport, electric buggies around the grounds, car washing and servicing.',
            image: { image: 'promenade-pines', alt: 'An avenue through the pine forest' },
          },
          {
            title: 'Wellbeing',
            text: 'The spa, massage, personal training and guided walks.',
            image: { image: 'spa-pool', alt: 'The spa pool looking into the forest' },
          },
        ],
      },
      {
        kind: 'steps',
        id: 'how',
        title: 'How to order',
        items: [
          {
            title: 'Concierge',
            text: 'Call or message your building’s concierge, available around the clock.',
          },
          {
            title: 'App',
            text: 'Order through the residence app, where you will also find your bills and order history.',
          },
          {
            title: 'Subscription',
            text: 'Regular services are simplest on a monthly or seasonal subscription.',
          },
        ],
      },
      {
        kind: 'list',
        id: 'away',
        title: 'While you are away',
        intro: 'For owners who come at weekends or for the season.',
        items: [
          'A weekly check of the house and its systems, with the utility readings taken.',
          'Airing, watering the plants and tending the garden.',
          'Clearing snow from the terrace and the path to the door.',
          'Ready for your arrival: a warm house, fresh groceries and the fire lit.',
        ],
      },
      {
        kind: 'quote',
        text: 'Good service is like a good forest: you only notice it when you find yourself in another.',
        author: 'Taiga Hospitality',
      },
      {
        kind: 'cta',
        title: 'How the residence is run',
        text: 'Who is responsible for the service, and how the management agreement for serviced apartments works.',
        action: { kind: 'link', link: { route: 'about-service', label: 'Learn more' } },
      },
    ],
  },
}
