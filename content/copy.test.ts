// House rules of the copy: a number never breaks from its unit or sign
// (U+00A0 between them), and English copy calls a flat a flat and spells the British way.
// Every string of the message catalogues, the pages and the localized data is scanned; positive and
// negative samples below prove each rule can fail, so the suite cannot pass by scanning nothing.

import { describe, expect, it } from 'vitest'
import type { Locale } from '../engine/types'
import { BUILDING_TYPES } from './buildingTypes'
import { COMPLEX_POINT, MAP_POINTS } from './mapPoints'
import { NEWS } from './news'
import { PAGES } from './pages'
import { SITE } from './site'
import { TEAM } from './team'

interface Copy {
  path: string
  locale: Locale
  text: string
}

/** Keys whose values are identifiers or URLs, not copy. */
const TECHNICAL = new Set([
  ...['kind', 'id', 'widget', 'route', 'hash', 'query', 'image', 'logo', 'imagePosition'],
  ...['reverse', 'href', 'e164', 'slug', 'date', 'url', 'email'],
])

function collect(value: unknown, path: string, locale: Locale | null, out: Copy[]): void {
  if (typeof value === 'string') {
    const key = path.slice(path.lastIndexOf('.') + 1)
    if (locale && !TECHNICAL.has(key)) out.push({ path, locale, text: value })
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) collect(v, `${path}[${i}]`, locale, out)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const next = k === 'ru' || k === 'en' ? k : locale
      collect(v, `${path}.${k}`, next, out)
    }
  }
}

// Every catalogue of content/i18n, found by reading the folder as its parity test does, so a new
// catalogue is scanned without being listed here.
const CATALOGUES = import.meta.glob<Record<string, unknown>>(
  ['./i18n/*.ts', '!./i18n/*.test.ts', '!./i18n/catalogue.ts', '!./i18n/dictionary.ts'],
  { eager: true },
)

const COPY: Copy[] = []
for (const [file, exports] of Object.entries(CATALOGUES))
  collect(exports, `i18n.${file.slice('./i18n/'.length, -'.ts'.length)}`, null, COPY)
collect(PAGES, 'pages', null, COPY)
collect({ SITE, TEAM, NEWS, MAP_POINTS, COMPLEX_POINT, BUILDING_TYPES }, 'data', null, COPY)

// Units and signs a number may not break from (Russian and English), as written after a number.
const UNIT = [
  ...['%', 'м²', 'м', 'км', 'мин', 'минут[аы]?', 'га', '₽', 'руб', 'тыс', 'млн', 'млрд'],
  ...['m²', 'm', 'km', 'min', 'minutes?', 'ha', 'hectares?', 'kilometres?', 'metres?', 'RUB'],
].join('|')
/** '5 %', '74 м²', '{{area}} m²': a plain space between a number (or placeholder) and its unit. */
const NUMBER_UNIT = new RegExp(`(?:\\d|\\}\\}) (?:${UNIT})(?![\\p{L}\\p{N}²])`, 'u')
/** '№ 5', 'No. 5', 'RUB 5': a plain space between a sign and the number after it. */
const SIGN_NUMBER = /(?:№|\bNo\.|\bRUB) (?:\d|\{\{)/u

/** A flat is a flat: the unit words the English site does not use, with why. */
const NOT_A_FLAT: [RegExp, string][] = [
  // Serviced apartments are the legal product of A1-A4 (апартаменты); nothing else is one.
  [/(?<!serviced )\bapartments?\b/i, 'apartment (only "serviced apartment" is a product name)'],
  [/\bhomes\b/i, 'homes'],
  [/\bhome(?:’|')s\b/i, 'home’s'],
  [/\bHome (?:\d|\{\{)/, 'Home 12'],
  [/\b(?:a|the|this|each|every|next|previous|corner|family|chosen)\s+home\b(?! page)/i, 'a home'],
  [/\bresidences\b/i, 'residences'],
  [/\bresidence (?:finder|price)\b/i, 'residence finder'],
  [/\b(?:a|this|each|your|private)\s+residence\b/i, 'a residence (the complex is the residence)'],
  [/\bchessboard\b/i, 'chessboard (the grid is the availability grid)'],
]

const AMERICAN: [RegExp, string][] = [
  [/\bfavorit/i, 'favourite'],
  [/\b(?:kilo|centi|milli)?meters?\b/i, 'metre'],
  [/\bcolou?r(?<!colour)(?:s|ed|ful)?\b/i, 'colour'],
  [/\bcent(?:er|ers|ered)\b/i, 'centre'],
  [/(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten))[- ]stor(?:y|ies)\b/i, 'storey'],
  [/\bstories (?:tall|high)\b/i, 'storeys'],
  [
    /\b(?:organi|reali|recogni|personali|customi|minimi|maximi|optimi|speciali|utili|visuali)z/i,
    '-ise',
  ],
  [/\bneighbor/i, 'neighbour'],
  [/\bprogram\b/i, 'programme'],
  [/\bcatalog\b/i, 'catalogue'],
  [/\bgray\b/i, 'grey'],
  [/\btheater\b/i, 'theatre'],
]

/**
 * Copy that keeps its plain spaces at a unit, as it was written before it moved into a catalogue:
 * the canvas lays out its own one-line labels, so nothing breaks there (and the e2e suite reads
 * its prices as written); the portals' feeds are plain text whose tests pin it. Whether they take
 * the no-break space is a copy decision, not a move.
 */
const PLAIN_SPACED = ['i18n.canvas.', 'i18n.feeds.']

function problems(copy: Copy): string[] {
  const found: string[] = []
  const plainSpaced = PLAIN_SPACED.some((prefix) => copy.path.startsWith(prefix))
  if (!plainSpaced && (NUMBER_UNIT.test(copy.text) || SIGN_NUMBER.test(copy.text)))
    found.push('plain space at a unit')
  if (copy.locale === 'en') {
    for (const [rule, name] of NOT_A_FLAT) if (rule.test(copy.text)) found.push(name)
    // British throughout, the product spec's 'Favorites' titles included.
    for (const [rule, name] of AMERICAN) if (rule.test(copy.text)) found.push(`spell ${name}`)
  }
  return found.map((p) => `${copy.path}: ${p}: ${copy.text}`)
}

const check = (locale: Locale, text: string) => problems({ path: 'sample', locale, text })

describe('the rules', () => {
  it.each([
    ['ru', 'взнос от 5 %'],
    ['ru', 'Терраса {{area}} м²'],
    ['ru', '10 мин до залива'],
    ['ru', '№ 5 в доме'],
    ['en', '46 km from St Petersburg'],
    ['en', '3 m ceilings'],
    ['en', 'No. 5 in the building'],
    ['en', 'Find an apartment'],
    ['en', 'Homes on sale'],
    ['en', 'Home 12'],
    ['en', 'Choose a home'],
    ['en', 'Residence finder'],
    ['en', 'Find a residence'],
    ['en', 'Private residences'],
    ['en', 'Chessboard'],
    ['en', 'Add to Favorites'],
    ['en', 'Area, square meters'],
    ['en', 'the color of bark'],
    ['en', 'the city center'],
    ['en', 'a four-story stela'],
    ['en', 'organized walks'],
  ] as [Locale, string][])('%s "%s" breaks a rule', (locale, text) => {
    expect(check(locale, text)).not.toEqual([])
  })

  it.each([
    ['ru', 'взнос от 5\u00a0%'],
    ['ru', 'Терраса {{area}}\u00a0м²'],
    ['ru', 'Квартира 12 на 3 этаже'],
    ['en', '46\u00a0km from St Petersburg'],
    ['en', 'Serviced apartments in A1–A4'],
    ['en', 'Khvoya Club Residence'],
    ['en', 'the showroom on the residence grounds'],
    ['en', 'Back to the home page'],
    ['en', 'This is your home in every sense'],
    ['en', 'the colour of bark, the centre of town, four storeys tall'],
    ['en', '5 bedrooms, 2 bathrooms, floor 3 of 4'],
  ] as [Locale, string][])('%s "%s" keeps the rules', (locale, text) => {
    expect(check(locale, text)).toEqual([])
  })
})

describe('the copy', () => {
  it('scans the catalogues, every page and the localized data in both languages', () => {
    const count = (locale: Locale, prefix: string) =>
      COPY.filter((c) => c.locale === locale && c.path.startsWith(prefix)).length
    // About 450 catalogue messages and 1,070 page strings per language, 150 of other data.
    for (const locale of ['ru', 'en'] as const) {
      expect(count(locale, 'i18n.')).toBeGreaterThan(300)
      expect(count(locale, 'pages.')).toBeGreaterThan(1000)
      expect(count(locale, 'data.')).toBeGreaterThan(50)
    }
  })

  it('keeps a number and its unit together, and calls a flat a flat in British English', () => {
    expect(COPY.flatMap(problems)).toEqual([])
  })
})
