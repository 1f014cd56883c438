// Hand-written listings in each portal's format, for the tests of the checker and the portals' rules:
// the fewest elements a portal requires, and every element it allows. Each takes swaps, each
// replacing one piece of text, to break or vary it. Data only.

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
export const YRL_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06'

export type Swap = readonly [string, string]

const swapped = (text: string, swaps: readonly Swap[]) =>
  swaps.reduce((out, [from, to]) => out.replace(from, to), text)

/** A new-build offer with only what Yandex.Realty requires. */
export const YRL_REQUIRED = `<offer internal-id="11-1-1-2"><type>продажа</type><property-type>жилая</property-type>
<category>квартира</category><creation-date>2025-06-02T09:00:00+00:00</creation-date>
<location><country>Россия</country><address>Приморское шоссе, 46-й км</address><apartment>2</apartment></location>
<sales-agent><phone>+78005501746</phone><category>застройщик</category><organization>ООО «СЗ»</organization></sales-agent>
<deal-status>первичная продажа</deal-status><price><value>30880000</value><currency>RUB</currency></price>
<area><value>71</value><unit>кв. м</unit></area><image tag="plan">https://khvoya-club.ru/feeds/plans/A.png</image>
<new-flat>да</new-flat><rooms>1</rooms><floor>1</floor><floors-total>4</floors-total>
<building-name>Хвоя</building-name><yandex-building-id>1</yandex-building-id><yandex-house-id>2</yandex-house-id>
<built-year>2027</built-year><ready-quarter>4</ready-quarter></offer>`

/** The same offer with every optional element Yandex.Realty allows. */
export const YRL_FULL = swapped(YRL_REQUIRED, [
  ['<creation-date>', '<url>https://khvoya-club.ru/flats/11-1-1-2</url><creation-date>'],
  ['</creation-date>', '</creation-date><last-update-date>2025-07-01T10:30:00Z</last-update-date>'],
  ['<address>', '<region>Ленинградская область</region><address>'],
  ['</apartment>', '</apartment><latitude>60.1859</latitude><longitude>29.4120</longitude>'],
  ['</organization>', '</organization><email>sales@khvoya-club.ru</email>'],
  ['<phone>+78005501746</phone>', '<phone>+78005501746</phone><phone>+78125550000</phone>'],
  [
    '</area>',
    '</area><living-space><value>40.5</value><unit>кв. м</unit></living-space><kitchen-space><value>12</value><unit>кв. м</unit></kitchen-space>',
  ],
  ['</image>', '</image><image>https://khvoya-club.ru/feeds/photos/A.jpg</image>'],
  ['<new-flat>', '<description>Квартира у залива</description><new-flat>'],
  // A studio's flag beside its room count: the format allows both, and the full sample carries all.
  ['<rooms>1</rooms>', '<rooms>1</rooms><studio>да</studio>'],
  [
    '<built-year>',
    '<building-section>2</building-section><building-state>unfinished</building-state><built-year>',
  ],
])

export function yrlFeed(offer = YRL_REQUIRED, ...swaps: Swap[]): string {
  return `${DECLARATION}<realty-feed xmlns="${YRL_NAMESPACE}"><generation-date>2026-01-01T00:00:00+00:00</generation-date>${swapped(offer, swaps)}</realty-feed>`
}

/** A new-build flat with only what CIAN requires. */
export const CIAN_REQUIRED = `<object><Category>newBuildingFlatSale</Category><ExternalId>11-1-1-2</ExternalId>
<Description>Квартира у залива</Description><Address>Приморское шоссе, 46-й км</Address>
<Phones><PhoneSchema><CountryCode>+7</CountryCode><Number>8005501746</Number></PhoneSchema></Phones>
<FlatRoomsCount>1</FlatRoomsCount><TotalArea>71</TotalArea><FloorNumber>1</FloorNumber>
<JKSchema><Id>48213</Id><House><Id>91000</Id></House></JKSchema><Building><FloorsCount>4</FloorsCount></Building>
<BargainTerms><Price>30880000</Price><Currency>rur</Currency></BargainTerms></object>`

/** The same flat with every optional element CIAN allows. */
export const CIAN_FULL = swapped(CIAN_REQUIRED, [
  ['<Phones>', '<Coordinates><Lat>60.1859</Lat><Lng>29.4120</Lng></Coordinates><Phones>'],
  [
    '</PhoneSchema>',
    '</PhoneSchema><PhoneSchema><CountryCode>+7</CountryCode><Number>8125550000</Number></PhoneSchema>',
  ],
  [
    '<FlatRoomsCount>',
    '<LayoutPhoto><FullUrl>https://khvoya-club.ru/feeds/plans/A.png</FullUrl><IsDefault>true</IsDefault></LayoutPhoto><FlatRoomsCount>',
  ],
  ['</TotalArea>', '</TotalArea><LivingArea>40.5</LivingArea><KitchenArea>12</KitchenArea>'],
  ['<House>', '<Name>Хвоя</Name><House>'],
  [
    '<Id>91000</Id>',
    '<Id>91000</Id><Name>Корпус А1</Name><Flat><FlatNumber>2</FlatNumber><SectionNumber>1</SectionNumber></Flat>',
  ],
  [
    '</FloorsCount>',
    '</FloorsCount><Deadline><Quarter>q4</Quarter><Year>2027</Year><IsComplete>false</IsComplete></Deadline>',
  ],
  ['</Currency>', '</Currency><SaleType>fz214</SaleType>'],
])

export function cianFeed(object = CIAN_REQUIRED, ...swaps: Swap[]): string {
  return `${DECLARATION}<feed><feed_version>2</feed_version>${swapped(object, swaps)}</feed>`
}
