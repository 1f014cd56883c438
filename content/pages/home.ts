// The home page (route `index`): the residence in one screen, then the way into every part.

import type { PageEntry } from '../schema'

export const home: PageEntry = {
  ru: {
    meta: {
      title: 'Хвоя — клубная резиденция в сосновом лесу',
      description:
        'Клубная резиденция «Хвоя»: 13 домов на 17,6 га соснового леса в 46 км от Петербурга, у Финского залива. Рассрочка 0 % без удорожания.',
    },
    hero: {
      cta: { route: 'plans' },
      image: 'hero-aerial-summer',
      imageAlt: 'Тринадцать домов среди сосен, вдали — полоса Финского залива',
      title: 'Хвоя',
      text: 'Клубная резиденция на 17,6 гектара соснового леса в 46 километрах от Петербурга. Тишина, залив в десяти минутах и дом, который не спорит с природой.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '17,6 га', label: 'соснового леса в границах резиденции' },
          { value: '46 км', label: 'от Петербурга по Приморскому шоссе и ЗСД' },
          { value: '13 домов', label: 'трёх архитектурных типов' },
          { value: '0 %', label: 'рассрочка без удорожания, взнос от 5 %' },
        ],
      },
      {
        kind: 'split',
        id: 'forest',
        title: 'Дом среди сосен',
        paragraphs: [
          'Прежде чем рисовать дома, мы нанесли на план каждую сосну. Тринадцать малоэтажных домов встали между деревьями, а не на их месте: лес остался лесом, только теперь в нём можно жить.',
          'Утро начинается с запаха смолы и света сквозь стволы, вечер — с прогулки по тропе к бельведеру. До залива — десять минут, до Петербурга — меньше часа.',
        ],
        image: { image: 'courtyard-pines', alt: 'Двор между домами, где сохранены сосны' },
      },
      {
        kind: 'cards',
        id: 'formats',
        title: 'Три формата жизни',
        intro: 'Отель, сервисные апартаменты и частные резиденции — и два варианта владения.',
        items: [
          {
            title: 'Отель в доме В1',
            text: 'Номера под управлением оператора для гостей резиденции и тех, кто хочет пожить в лесу, прежде чем выбрать свой дом.',
            image: { image: 'hotel-suite', alt: 'Номер отеля с видом на сосновый лес' },
            link: { route: 'about-living', label: 'О форматах' },
          },
          {
            title: 'Сервисные апартаменты А1–А4',
            text: 'Апартаменты в собственности с договором управления: оператор сдаёт их, пока вы в городе, и заботится о доме.',
            image: { image: 'serviced-apartment', alt: 'Кухня-гостиная сервисных апартаментов' },
            link: { route: 'about-living', label: 'О форматах' },
          },
          {
            title: 'Частные резиденции',
            text: 'Квартиры в личной собственности в домах А5–А9, Б1–Б2 и В2: террасы, сады, собственный ритм жизни.',
            image: { image: 'private-terrace', alt: 'Терраса частной резиденции в лесу' },
            link: { route: 'about-types', label: 'Типы домов' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'art',
        title: 'Искусство в лесу',
        paragraphs: [
          'На въезде встречает стела высотой в четыре этажа, на центральной поляне — шестиметровая бронзовая скульптура «Подрост». На гребне древней дюны — бельведер, с которого виден Финский залив.',
          'Искусство здесь не украшение, а способ ориентироваться: каждый объект отмечает место, куда хочется вернуться.',
        ],
        image: { image: 'belvedere-tower', alt: 'Деревянная башня бельведера над кронами сосен' },
        reverse: true,
      },
      {
        kind: 'cards',
        id: 'explore',
        title: 'Выбрать свой дом',
        items: [
          {
            title: 'Генеральный план',
            text: 'Все тринадцать домов на карте леса: нажмите на дом, чтобы увидеть свободные квартиры и цены.',
            link: { route: 'masterplan', label: 'Открыть генплан' },
          },
          {
            title: 'Подбор квартиры',
            text: 'Фильтры по площади, числу спален и этажу, сравнение и избранное.',
            link: { route: 'plans-plans-search', label: 'Подобрать' },
          },
          {
            title: 'Условия покупки',
            text: 'Рассрочка 0 % до ввода в эксплуатацию и индивидуальный график платежей.',
            link: { route: 'about-purchase', label: 'Рассчитать' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Приезжайте в лес',
        text: 'Покажем макет, образцы отделки и проведём по тропам будущей резиденции. Шоурум открыт ежедневно с 10:00 до 20:00.',
        action: { kind: 'callback', label: 'Заказать звонок' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Khvoya Club Residence — flats in a pine forest',
      description:
        'Khvoya Club Residence: 13 buildings on 17.6 ha of pine forest, 46 km from St Petersburg by the Gulf of Finland. 0% instalments, no price increase.',
    },
    hero: {
      cta: { route: 'plans' },
      image: 'hero-aerial-summer',
      imageAlt: 'Thirteen buildings among the pines, the Gulf of Finland a pale band beyond',
      title: 'Khvoya',
      text: 'A club residence on 17.6 hectares of pine forest, 46 kilometres from St Petersburg. Quiet, the gulf ten minutes away, and a way of life led by nature.',
    },
    sections: [
      {
        kind: 'facts',
        items: [
          { value: '17.6 ha', label: 'of pine forest within the residence' },
          { value: '46 km', label: 'from St Petersburg by the coast road' },
          { value: '13', label: 'buildings of three architectural types' },
          { value: '0%', label: 'instalments with no price increase, 5% down' },
        ],
      },
      {
        kind: 'split',
        id: 'forest',
        title: 'Living among the pines',
        paragraphs: [
          'Before drawing a single building, we mapped every pine. The thirteen low-rise buildings stand between the trees rather than in their place: the forest is still a forest, only now you can live in it.',
          'Mornings begin with the scent of resin and light through the trunks; evenings with a walk along the trail to the belvedere. The gulf is ten minutes away, the city less than an hour.',
        ],
        image: {
          image: 'courtyard-pines',
          alt: 'A courtyard between buildings where the pines were kept',
        },
      },
      {
        kind: 'cards',
        id: 'formats',
        title: 'Three ways to live here',
        intro: 'A hotel, serviced apartments and private flats, with two ways to own.',
        items: [
          {
            title: 'The hotel in C1',
            text: 'Rooms run by the operator for residents’ guests, and for anyone who wants to live in the forest for a while before choosing a flat.',
            image: { image: 'hotel-suite', alt: 'A hotel room looking onto the pine forest' },
            link: { route: 'about-living', label: 'Living formats' },
          },
          {
            title: 'Serviced apartments, A1–A4',
            text: 'Yours to own under a management agreement: the operator lets them while you are in town and keeps them in order.',
            image: {
              image: 'serviced-apartment',
              alt: 'The open-plan kitchen and living room of a serviced apartment',
            },
            link: { route: 'about-living', label: 'Living formats' },
          },
          {
            title: 'Private flats',
            text: 'Flats in private ownership in A5–A9, B1–B2 and C2, with terraces, gardens and a rhythm of life that is entirely yours.',
            image: {
              image: 'private-terrace',
              alt: 'The terrace of a private flat in the forest',
            },
            link: { route: 'about-types', label: 'Building types' },
          },
        ],
      },
      {
        kind: 'split',
        id: 'art',
        title: 'Art in the forest',
        paragraphs: [
          'A stela four storeys tall greets you at the entrance; in the central clearing stands Undergrowth, a six-metre bronze sculpture. On the crest of an ancient dune rises the belvedere, with the Gulf of Finland in view.',
          'Here art is not decoration but a way of finding your bearings: each piece marks a place you will want to come back to.',
        ],
        image: {
          image: 'belvedere-tower',
          alt: 'The timber belvedere rising above the pine crowns',
        },
        reverse: true,
      },
      {
        kind: 'cards',
        id: 'explore',
        title: 'Find your flat',
        items: [
          {
            title: 'Master plan',
            text: 'All thirteen buildings on the map of the forest: tap or click a building to see what is available and at what price.',
            link: { route: 'masterplan', label: 'Open the master plan' },
          },
          {
            title: 'Flat search',
            text: 'Filter by area, bedrooms and floor, compare flats and keep a shortlist.',
            link: { route: 'plans-plans-search', label: 'Start searching' },
          },
          {
            title: 'Purchase terms',
            text: 'Interest-free instalments until completion and a payment schedule built around you.',
            link: { route: 'about-purchase', label: 'Calculate' },
          },
        ],
      },
      {
        kind: 'cta',
        title: 'Come and see the forest',
        text: 'We will show you the model and the finishing samples, and walk you along the trails of the future residence. The showroom is open daily, 10:00 to 20:00.',
        action: { kind: 'callback', label: 'Request a call' },
      },
    ],
  },
}
