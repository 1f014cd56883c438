// The portals' formats as their documentation states them (portalRules.ts names the pages), checked
// on hand-written listings: what each portal requires, what it allows, and the spellings it takes.
import { describe, expect, it } from 'vitest'
import {
  CIAN_FULL,
  CIAN_REQUIRED,
  cianFeed,
  type Swap,
  YRL_FULL,
  YRL_REQUIRED,
  yrlFeed,
} from './feedSamples.fixture'
import { checkFeed } from './feedValidator'
import { CIAN_RULES, YANDEX_REALTY_RULES } from './portalRules'

const yrlErrors = (offer: string, ...swaps: Swap[]) =>
  checkFeed(yrlFeed(offer, ...swaps), YANDEX_REALTY_RULES).errors
const cianErrors = (object: string, ...swaps: Swap[]) =>
  checkFeed(cianFeed(object, ...swaps), CIAN_RULES).errors
/** The element with other text in it: a swap for a sample. */
const respelled = (element: string, text: string): Swap => [
  element,
  element.replace(/>[^<]*</, `>${text}<`),
]

describe('Yandex.Realty', () => {
  it('takes an offer with only the required elements, and one with every allowed element', () => {
    expect(yrlErrors(YRL_REQUIRED)).toEqual([])
    expect(yrlErrors(YRL_FULL)).toEqual([])
  })

  it.each([
    ['type', '<type>продажа</type>'],
    ['property-type', '<property-type>жилая</property-type>'],
    ['category', '<category>квартира</category>'],
    ['creation-date', '<creation-date>2025-06-02T09:00:00+00:00</creation-date>'],
    ['location', /<location>.*<\/location>/s],
    ['location/country', '<country>Россия</country>'],
    ['location/address', '<address>Приморское шоссе, 46-й км</address>'],
    ['location/apartment', '<apartment>2</apartment>'],
    ['sales-agent', /<sales-agent>.*<\/sales-agent>/s],
    ['sales-agent/phone', '<phone>+78005501746</phone>'],
    ['sales-agent/category', '<category>застройщик</category>'],
    ['sales-agent/organization', '<organization>ООО «СЗ»</organization>'],
    ['deal-status', '<deal-status>первичная продажа</deal-status>'],
    ['price/currency', '<currency>RUB</currency>'],
    ['area', /<area>.*<\/area>/s],
    ['area/value', '<value>71</value>'],
    ['area/unit', '<unit>кв. м</unit>'],
    ['image', /<image.*<\/image>/s],
    ['new-flat', '<new-flat>да</new-flat>'],
    ['floor', '<floor>1</floor>'],
    ['floors-total', '<floors-total>4</floors-total>'],
    ['building-name', '<building-name>Хвоя</building-name>'],
    ['yandex-building-id', '<yandex-building-id>1</yandex-building-id>'],
    ['yandex-house-id', '<yandex-house-id>2</yandex-house-id>'],
    ['built-year', '<built-year>2027</built-year>'],
    ['ready-quarter', '<ready-quarter>4</ready-quarter>'],
  ] as [string, string | RegExp][])('requires <%s>', (path, element) => {
    const offer = YRL_REQUIRED.replace(element, '')
    expect(yrlErrors(offer)).toEqual([`offer #1 (11-1-1-2): <${path}> is missing`])
  })

  it('requires the living and kitchen space in value and unit when given', () => {
    const living = '<living-space><value>40.5</value><unit>кв. м</unit></living-space>'
    expect(
      yrlErrors(YRL_FULL, [living, '<living-space><value>40.5</value></living-space>']),
    ).toEqual(['offer #1 (11-1-1-2): <living-space/unit> is missing'])
    expect(yrlErrors(YRL_FULL, ['<value>12</value>', ''])).toEqual([
      'offer #1 (11-1-1-2): <kitchen-space/value> is missing',
    ])
  })

  it('requires the date the feed was made and the offer’s own id', () => {
    const feed = yrlFeed().replace(/<generation-date>.*<\/generation-date>/, '')
    expect(checkFeed(feed, YANDEX_REALTY_RULES).errors).toEqual([
      'header: <generation-date> is missing',
    ])
  })

  it.each([
    ['<type>продажа</type>', ['sale']],
    ['<property-type>жилая</property-type>', ['living']],
    ['<category>квартира</category>', ['flat']],
    ['<category>застройщик</category>', ['developer']],
    ['<deal-status>первичная продажа</deal-status>', ['primary sale']],
    ['<currency>RUB</currency>', ['RUR']],
    ['<unit>кв. м</unit>', ['sq. m']],
    ['<new-flat>да</new-flat>', ['true', '1', '+']],
    ['<studio>да</studio>', ['true', '1', '+']],
    ['<building-state>unfinished</building-state>', ['built', 'hand-over']],
    ['<ready-quarter>4</ready-quarter>', ['1', '2', '3']],
    ['<built-year>2027</built-year>', ['2000', '2099']],
    ['<phone>+78005501746</phone>', ['+74951234567']],
  ])('takes each spelling of %s', (element, spellings) => {
    for (const spelling of spellings)
      expect(yrlErrors(YRL_FULL, respelled(element, spelling)), spelling).toEqual([])
  })

  it.each([
    ['<country>Россия</country>', 'Russia', 'location/country'],
    ['<ready-quarter>4</ready-quarter>', '5', 'ready-quarter'],
    ['<built-year>2027</built-year>', '1999', 'built-year'],
    ['<built-year>2027</built-year>', '20277', 'built-year'],
    ['<built-year>2027</built-year>', '12027', 'built-year'],
    ['<phone>+78005501746</phone>', '+7800550174', 'sales-agent/phone'],
    ['<phone>+78005501746</phone>', '+780055017460', 'sales-agent/phone'],
    ['<phone>+78005501746</phone>', '+88005501746', 'sales-agent/phone'],
  ])('refuses %s as %s', (element, spelling, path) => {
    expect(yrlErrors(YRL_FULL, respelled(element, spelling))).toEqual([
      expect.stringContaining(`<${path}> has "${spelling}"`),
    ])
  })
})

describe('CIAN', () => {
  it('takes a flat with only the required elements, and one with every allowed element', () => {
    expect(cianErrors(CIAN_REQUIRED)).toEqual([])
    expect(cianErrors(CIAN_FULL)).toEqual([])
  })

  it.each([
    ['Category', '<Category>newBuildingFlatSale</Category>'],
    ['ExternalId', '<ExternalId>11-1-1-2</ExternalId>'],
    ['Description', '<Description>Квартира у залива</Description>'],
    ['Address', '<Address>Приморское шоссе, 46-й км</Address>'],
    ['Phones', /<Phones>.*<\/Phones>/s],
    ['Phones/PhoneSchema', /<PhoneSchema>.*<\/PhoneSchema>/s],
    ['Phones/PhoneSchema/CountryCode', '<CountryCode>+7</CountryCode>'],
    ['Phones/PhoneSchema/Number', '<Number>8005501746</Number>'],
    ['FlatRoomsCount', '<FlatRoomsCount>1</FlatRoomsCount>'],
    ['TotalArea', '<TotalArea>71</TotalArea>'],
    ['FloorNumber', '<FloorNumber>1</FloorNumber>'],
    ['JKSchema', /<JKSchema>.*<\/JKSchema>/s],
    ['JKSchema/Id', '<Id>48213</Id>'],
    ['JKSchema/House', /<House>.*<\/House>/s],
    ['JKSchema/House/Id', '<Id>91000</Id>'],
    ['Building', /<Building>.*<\/Building>/s],
    ['Building/FloorsCount', '<FloorsCount>4</FloorsCount>'],
    ['BargainTerms', /<BargainTerms>.*<\/BargainTerms>/s],
    ['BargainTerms/Price', '<Price>30880000</Price>'],
    ['BargainTerms/Currency', '<Currency>rur</Currency>'],
  ] as [string, string | RegExp][])('requires <%s>', (path, element) => {
    expect(cianErrors(CIAN_REQUIRED.replace(element, ''))).toEqual([
      `object #1: <${path}> is missing`,
    ])
  })

  it.each([
    ['Coordinates/Lat', '<Lat>60.1859</Lat>'],
    ['Coordinates/Lng', '<Lng>29.4120</Lng>'],
    ['LayoutPhoto/FullUrl', /<FullUrl>[^<]*<\/FullUrl>/],
    ['Building/Deadline/Quarter', '<Quarter>q4</Quarter>'],
    ['Building/Deadline/Year', '<Year>2027</Year>'],
  ] as [string, string | RegExp][])('requires <%s> when its parent is given', (path, element) => {
    expect(cianErrors(CIAN_FULL.replace(element, ''))).toEqual([`object #1: <${path}> is missing`])
  })

  it('lets a given block leave out its optional parts', () => {
    for (const part of [
      '<IsDefault>true</IsDefault>',
      '<FlatNumber>2</FlatNumber>',
      '<SectionNumber>1</SectionNumber>',
      '<IsComplete>false</IsComplete>',
    ])
      expect(cianErrors(CIAN_FULL.replace(part, '')), part).toEqual([])
  })

  it('requires the format’s version in the header', () => {
    const feed = cianFeed().replace('<feed_version>2</feed_version>', '')
    expect(checkFeed(feed, CIAN_RULES).errors).toEqual(['header: <feed_version> is missing'])
  })

  it.each([
    ['<FlatRoomsCount>1</FlatRoomsCount>', ['2', '3', '4', '5', '6', '7', '9']],
    ['<Quarter>q4</Quarter>', ['q1', 'q2', 'q3']],
    ['<IsDefault>true</IsDefault>', ['false']],
    ['<IsComplete>false</IsComplete>', ['true']],
    ['<Currency>rur</Currency>', ['usd', 'eur']],
    [
      '<SaleType>fz214</SaleType>',
      ['dupt', 'dkp', 'pdkp', 'free', 'alternative', 'investment', 'dzhsk'],
    ],
    ['<Year>2027</Year>', ['2000', '2099']],
  ])('takes each spelling of %s', (element, spellings) => {
    for (const spelling of spellings)
      expect(cianErrors(CIAN_FULL, respelled(element, spelling)), spelling).toEqual([])
  })

  it.each([
    ['<FlatRoomsCount>1</FlatRoomsCount>', '8', 'FlatRoomsCount'],
    ['<CountryCode>+7</CountryCode>', '7', 'Phones/PhoneSchema/CountryCode'],
    ['<Number>8005501746</Number>', '800550174', 'Phones/PhoneSchema/Number'],
    ['<Number>8005501746</Number>', '80055017466', 'Phones/PhoneSchema/Number'],
    ['<Year>2027</Year>', '1999', 'Building/Deadline/Year'],
    ['<Year>2027</Year>', '20277', 'Building/Deadline/Year'],
    ['<Year>2027</Year>', '12027', 'Building/Deadline/Year'],
  ])('refuses %s as %s', (element, spelling, path) => {
    expect(cianErrors(CIAN_FULL, respelled(element, spelling))).toEqual([
      expect.stringContaining(`<${path}> has "${spelling}"`),
    ])
  })
})
