// The words of the portal feeds (server/feeds/): where the residence is, and the description a
// buyer reads of a flat on Yandex Realty and CIAN. Both portals publish in Russian, so the feeds
// read the Russian set; the English one keeps the catalogue whole for a portal that may not.
// The formats' own fixed values (type 'продажа', unit 'кв. м') are not words but the format's
// vocabulary: server/feeds/yrlValues.ts.

import { catalogue } from './catalogue'

export const feeds = catalogue({
  ru: {
    region: 'Ленинградская область',
    address: 'Приморское шоссе, 46-й км',
    // The description's sentences, in order.
    place:
      '{{complex}}: {{hectares}} га соснового леса у Финского залива, {{km}} км от Санкт-Петербурга.',
    flat: 'Корпус {{building}}, секция {{section}}, этаж {{floor}} из {{floors}}, квартира № {{number}}.',
    // The third sentence is written in lower case and capitalised where it starts.
    rooms: '{{levels}}{{bedrooms}}, общая площадь {{area}} м²{{terrace}}.',
    twoLevels: 'двухуровневая, ',
    terrace: ', терраса {{area}} м²',
    studio: 'студия',
    bedrooms: { one: 'спальня', few: 'спальни', many: 'спален', other: 'спальни' },
    completion: 'Срок сдачи — {{when}}.',
    // Where the flat stands in its building (Yandex's building-section, CIAN's house name).
    buildingSection: 'корпус {{building}}, секция {{section}}',
    house: 'Корпус {{building}}',
  },
  en: {
    region: 'Leningrad Region',
    address: '46th km of Primorskoye Highway',
    place:
      '{{complex}}: {{hectares}} ha of pine forest on the Gulf of Finland, {{km}} km from St Petersburg.',
    flat: 'Building {{building}}, section {{section}}, floor {{floor}} of {{floors}}, flat no. {{number}}.',
    rooms: '{{levels}}{{bedrooms}}, total area {{area}} m²{{terrace}}.',
    twoLevels: 'two-level, ',
    terrace: ', terrace {{area}} m²',
    studio: 'studio',
    bedrooms: { one: 'bedroom', other: 'bedrooms' },
    completion: 'Completion: {{when}}.',
    buildingSection: 'building {{building}}, section {{section}}',
    house: 'Building {{building}}',
  },
})
