// The portals' feed formats as data, for the tests: which elements each listing must or may carry,
// how often, and what their text must look like. Transcribed from the portals' public pages
// (named in `sources`); an element not listed here is reported, so a typo cannot pass.

import { YRL } from './yrlValues'

export type ValueType =
  | 'text'
  | 'int'
  | 'positiveInt'
  | 'decimal'
  | 'dateTime'
  | 'absoluteUrl'
  | 'digits'
  | 'email'
  | { oneOf: readonly string[] }
  | { pattern: RegExp }

export interface ElementRule {
  /** Child path below the listing element, `/`-separated. */
  path: string
  required: boolean
  /** Absent for a container: its children carry their own rules. */
  type?: ValueType
  repeats?: boolean
  attributes?: Record<string, { required: boolean; type: ValueType }>
}

export interface FeedRules {
  sources: readonly string[]
  root: { name: string; namespace: string | null }
  /** Elements of the root other than the listings. */
  header: readonly ElementRule[]
  listing: { name: string; attributes: Record<string, { required: boolean; type: ValueType }> }
  elements: readonly ElementRule[]
  /** At least one of each group must be present in every listing. */
  oneOf: readonly (readonly string[])[]
}

/** YRL booleans: «да»/«нет», true/false, 1/0, +/-. */
const YRL_TRUE = { oneOf: [YRL.yes, 'true', '1', '+'] } as const
const AREA_UNITS = { oneOf: [YRL.squareMetres, 'sq. m'] } as const
const space = (path: string, required: boolean): ElementRule[] => [
  { path, required },
  { path: `${path}/value`, required: true, type: 'decimal' },
  { path: `${path}/unit`, required: true, type: AREA_UNITS },
]

export const YANDEX_REALTY_RULES: FeedRules = {
  // Stryker disable ArrayDeclaration,StringLiteral: where the rules come from, for the reader; no check reads it
  sources: [
    'https://yandex.ru/support/realty/rules/content-requirements.html',
    'https://yandex.ru/support/realty/requirements/requirements-sale-housing.html',
    'https://yandex.ru/support/realty/requirements/requirements-sale-new.html',
    'https://yandex.ru/support/realty-partner/ru/errors',
  ],
  // Stryker restore ArrayDeclaration,StringLiteral
  root: {
    name: 'realty-feed',
    namespace: 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06',
  },
  header: [{ path: 'generation-date', required: true, type: 'dateTime' }],
  listing: { name: 'offer', attributes: { 'internal-id': { required: true, type: 'text' } } },
  elements: [
    { path: 'type', required: true, type: { oneOf: [YRL.sale, 'sale'] } },
    { path: 'property-type', required: true, type: { oneOf: [YRL.living, 'living'] } },
    { path: 'category', required: true, type: { oneOf: [YRL.flat, 'flat'] } },
    { path: 'url', required: false, type: 'absoluteUrl' },
    { path: 'creation-date', required: true, type: 'dateTime' },
    { path: 'last-update-date', required: false, type: 'dateTime' },
    { path: 'location', required: true },
    { path: 'location/country', required: true, type: { oneOf: [YRL.russia] } },
    { path: 'location/region', required: false, type: 'text' },
    { path: 'location/address', required: true, type: 'text' },
    // The flat number: required in some regions unless a cadastral number is given.
    { path: 'location/apartment', required: true, type: 'text' },
    { path: 'location/latitude', required: false, type: 'decimal' },
    { path: 'location/longitude', required: false, type: 'decimal' },
    { path: 'sales-agent', required: true },
    // International format: +74951234567 (error AGENT_PHONE_NOT_SET).
    { path: 'sales-agent/phone', required: true, repeats: true, type: { pattern: /^\+7\d{10}$/ } },
    { path: 'sales-agent/category', required: true, type: { oneOf: [YRL.developer, 'developer'] } },
    { path: 'sales-agent/organization', required: true, type: 'text' },
    { path: 'sales-agent/email', required: false, type: 'email' },
    {
      path: 'deal-status',
      required: true,
      type: { oneOf: [YRL.primarySale, 'primary sale'] },
    },
    { path: 'price', required: true },
    { path: 'price/value', required: true, type: 'decimal' },
    { path: 'price/currency', required: true, type: { oneOf: ['RUB', 'RUR'] } },
    ...space('area', true),
    ...space('living-space', false),
    ...space('kitchen-space', false),
    {
      path: 'image',
      required: true,
      repeats: true,
      type: 'absoluteUrl',
      attributes: { tag: { required: false, type: { oneOf: ['plan'] } } },
    },
    { path: 'description', required: false, type: 'text' },
    { path: 'new-flat', required: true, type: YRL_TRUE },
    { path: 'rooms', required: false, type: 'positiveInt' },
    { path: 'studio', required: false, type: YRL_TRUE },
    { path: 'floor', required: true, type: 'positiveInt' },
    { path: 'floors-total', required: true, type: 'positiveInt' },
    { path: 'building-name', required: true, type: 'text' },
    { path: 'yandex-building-id', required: true, type: 'digits' },
    { path: 'yandex-house-id', required: true, type: 'digits' },
    { path: 'building-section', required: false, type: 'text' },
    {
      path: 'building-state',
      required: false,
      type: { oneOf: ['built', 'hand-over', 'unfinished'] },
    },
    { path: 'built-year', required: true, type: { pattern: /^20\d\d$/ } },
    { path: 'ready-quarter', required: true, type: { oneOf: ['1', '2', '3', '4'] } },
  ],
  oneOf: [['rooms', 'studio']],
}

const CIAN_BOOLEAN = { oneOf: ['true', 'false'] } as const

export const CIAN_RULES: FeedRules = {
  // CIAN documents its feed (format version 2, category newBuildingFlatSale) in the partner area of
  // cian.ru; the reference material at hand did not hold that page, so these rules follow its field
  // list as generators in the field use it, and should be re-read when the feed is registered.
  // Stryker disable next-line ArrayDeclaration,StringLiteral: for the reader; no check reads it
  sources: ['CIAN XML feed, format version 2, category newBuildingFlatSale (cian.ru partner help)'],
  root: { name: 'feed', namespace: null },
  header: [{ path: 'feed_version', required: true, type: { oneOf: ['2'] } }],
  listing: { name: 'object', attributes: {} },
  elements: [
    { path: 'Category', required: true, type: { oneOf: ['newBuildingFlatSale'] } },
    { path: 'ExternalId', required: true, type: 'text' },
    { path: 'Description', required: true, type: 'text' },
    { path: 'Address', required: true, type: 'text' },
    { path: 'Coordinates', required: false },
    { path: 'Coordinates/Lat', required: true, type: 'decimal' },
    { path: 'Coordinates/Lng', required: true, type: 'decimal' },
    { path: 'Phones', required: true },
    { path: 'Phones/PhoneSchema', required: true, repeats: true },
    { path: 'Phones/PhoneSchema/CountryCode', required: true, type: { oneOf: ['+7'] } },
    { path: 'Phones/PhoneSchema/Number', required: true, type: { pattern: /^\d{10}$/ } },
    { path: 'LayoutPhoto', required: false },
    { path: 'LayoutPhoto/FullUrl', required: true, type: 'absoluteUrl' },
    { path: 'LayoutPhoto/IsDefault', required: false, type: CIAN_BOOLEAN },
    // 1-5 rooms, 6 for six and more, 7 open plan, 9 studio.
    {
      path: 'FlatRoomsCount',
      required: true,
      type: { oneOf: ['1', '2', '3', '4', '5', '6', '7', '9'] },
    },
    { path: 'TotalArea', required: true, type: 'decimal' },
    { path: 'LivingArea', required: false, type: 'decimal' },
    { path: 'KitchenArea', required: false, type: 'decimal' },
    { path: 'FloorNumber', required: true, type: 'positiveInt' },
    { path: 'JKSchema', required: true },
    { path: 'JKSchema/Id', required: true, type: 'digits' },
    { path: 'JKSchema/Name', required: false, type: 'text' },
    { path: 'JKSchema/House', required: true },
    { path: 'JKSchema/House/Id', required: true, type: 'digits' },
    { path: 'JKSchema/House/Name', required: false, type: 'text' },
    { path: 'JKSchema/House/Flat', required: false },
    { path: 'JKSchema/House/Flat/FlatNumber', required: false, type: 'text' },
    { path: 'JKSchema/House/Flat/SectionNumber', required: false, type: 'text' },
    { path: 'Building', required: true },
    { path: 'Building/FloorsCount', required: true, type: 'positiveInt' },
    { path: 'Building/Deadline', required: false },
    {
      path: 'Building/Deadline/Quarter',
      required: true,
      type: { oneOf: ['q1', 'q2', 'q3', 'q4'] },
    },
    { path: 'Building/Deadline/Year', required: true, type: { pattern: /^20\d\d$/ } },
    { path: 'Building/Deadline/IsComplete', required: false, type: CIAN_BOOLEAN },
    { path: 'BargainTerms', required: true },
    { path: 'BargainTerms/Price', required: true, type: 'decimal' },
    { path: 'BargainTerms/Currency', required: true, type: { oneOf: ['rur', 'usd', 'eur'] } },
    {
      path: 'BargainTerms/SaleType',
      required: false,
      type: {
        oneOf: ['fz214', 'dupt', 'dkp', 'pdkp', 'free', 'alternative', 'investment', 'dzhsk'],
      },
    },
  ],
  oneOf: [],
}
