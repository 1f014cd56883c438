import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { FeedsConfigError, readFeedsConfig } from './feedConfig'
import { FEED_ENV } from './testFeeds'

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    readFeedsConfig(env)
  } catch (error) {
    if (error instanceof FeedsConfigError) return error.problems
    throw error
  }
  return []
}

describe('feed settings', () => {
  it('are off unless FEEDS names a feed', () => {
    expect(readFeedsConfig({})).toBeNull()
    expect(readFeedsConfig({ FEEDS: ' ' })).toBeNull()
    expect(readConfig({}).feeds).toBeNull()
  })

  it('read both portals, the seller and the origin', () => {
    const config = readFeedsConfig(FEED_ENV)
    expect(config?.origin).toBe('https://khvoya-club.ru')
    expect(config?.developer).toEqual({
      name: 'ООО «СЗ «Хвоя Девелопмент»',
      phone: '+78005501746', // '+7 800 550-17-46' without spaces and dashes
      email: 'sales@khvoya-club.ru', // the site's sales address when FEEDS_EMAIL is unset
    })
    expect(config?.yandex?.complexId).toBe('2154871')
    expect(config?.yandex?.houseIds.get(11)).toBe('3000000') // А1, first building
    expect(config?.cian?.houseIds.get(32)).toBe('91012') // В2, the 13th
  })

  it('leave the ids of a switched-off portal unread', () => {
    const config = readFeedsConfig({ ...FEED_ENV, FEEDS: 'cian', FEEDS_YANDEX_HOUSE_IDS: '' })
    expect(config?.yandex).toBeNull()
    expect(config?.cian?.complexId).toBe('48213')
  })

  it('accept a building by Cyrillic or Latin label or by code', () => {
    const houses = FEED_ENV.FEEDS_CIAN_HOUSE_IDS?.replace('11:', 'A1:').replace('12:', 'а2:')
    const config = readFeedsConfig({ ...FEED_ENV, FEEDS_CIAN_HOUSE_IDS: houses })
    expect(config?.cian?.houseIds.get(11)).toBe('91000')
    expect(config?.cian?.houseIds.get(12)).toBe('91001')
  })

  it('list every missing setting at once when a feed is on', () => {
    expect(problemsOf({ FEEDS: 'yandex-realty,cian' })).toEqual([
      "FEEDS_DEVELOPER_NAME: the developer's legal name is missing",
      'FEEDS_PHONE: the number the portals show must look like +7XXXXXXXXXX (e.g. the sales line +78005501746)',
      "FEEDS_YANDEX_BUILDING_ID: the portal's id of the complex (digits) is missing or malformed",
      'FEEDS_YANDEX_HOUSE_IDS: no id for building(s) А1, А2, А3, А4, А5, А6, А7, А8, А9, Б1, Б2, В1, В2',
      "FEEDS_CIAN_JK_ID: the portal's id of the complex (digits) is missing or malformed",
      'FEEDS_CIAN_HOUSE_IDS: no id for building(s) А1, А2, А3, А4, А5, А6, А7, А8, А9, Б1, Б2, В1, В2',
    ])
  })

  it.each([
    [{ FEEDS: 'avito' }, 'FEEDS: unknown feed "avito" (known: yandex-realty, cian)'],
    [
      { FEEDS_CIAN_JK_ID: 'ЖК-1' },
      "FEEDS_CIAN_JK_ID: the portal's id of the complex (digits) is missing or malformed",
    ],
    [
      { FEEDS_PHONE: '8 800 550-17-46' },
      'FEEDS_PHONE: the number the portals show must look like +7XXXXXXXXXX (e.g. the sales line +78005501746)',
    ],
    [{ FEEDS_EMAIL: 'sales' }, 'FEEDS_EMAIL: "sales" is not an e-mail address'],
    [
      { PUBLIC_ENV__SITE_ORIGIN: 'khvoya-club.ru' },
      'PUBLIC_ENV__SITE_ORIGIN: "khvoya-club.ru" is not an http(s) origin',
    ],
    [
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},Г7:5` },
      'FEEDS_CIAN_HOUSE_IDS: "Г7:5" is not BUILDING:ID (e.g. А1:123456)',
    ],
    [
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},А1:5` },
      'FEEDS_CIAN_HOUSE_IDS: building А1 is listed twice',
    ],
  ])('refuse %j', (change, problem) => {
    expect(problemsOf({ ...FEED_ENV, ...change })).toEqual([problem])
  })

  it('take the origin of an http(s) address, and tidy the seller’s name, number and address', () => {
    const config = readFeedsConfig({
      ...FEED_ENV,
      FEEDS: ' cian , yandex-realty ',
      PUBLIC_ENV__SITE_ORIGIN: ' http://localhost:3000/ru/plans ',
      FEEDS_DEVELOPER_NAME: '  ООО «СЗ»  ',
      FEEDS_PHONE: '+7 (800) 550-17-46',
      FEEDS_EMAIL: ' leads@khvoya-club.ru ',
      FEEDS_CIAN_JK_ID: ' 48213 ',
    })
    expect(config?.origin).toBe('http://localhost:3000')
    expect(config?.developer).toEqual({
      name: 'ООО «СЗ»',
      phone: '+78005501746',
      email: 'leads@khvoya-club.ru',
    })
    expect(config?.cian?.complexId).toBe('48213')
    expect(config?.yandex?.houseIds.size).toBe(13)
    for (const blank of ['', '   '])
      expect(readFeedsConfig({ ...FEED_ENV, PUBLIC_ENV__SITE_ORIGIN: blank })?.origin).toBe(
        'https://khvoya-club.ru',
      )
  })

  it('take house ids with spaces round them and a trailing comma', () => {
    const houses = FEED_ENV.FEEDS_CIAN_HOUSE_IDS?.replace('11:91000', ' 11 : 91000 ')
    const config = readFeedsConfig({ ...FEED_ENV, FEEDS_CIAN_HOUSE_IDS: `${houses},` })
    expect(config?.cian?.houseIds.get(11)).toBe('91000')
    // A blank entry between two commas is skipped like an empty one.
    const blank = readFeedsConfig({
      ...FEED_ENV,
      FEEDS_CIAN_HOUSE_IDS: houses?.replace(',', ', ,'),
    })
    expect(blank?.cian?.houseIds.size).toBe(13)
  })

  it.each([
    [
      'a name of spaces',
      { FEEDS_DEVELOPER_NAME: '   ' },
      "FEEDS_DEVELOPER_NAME: the developer's legal name is missing",
    ],
    [
      'a number with a letter',
      { FEEDS_PHONE: '+7 800 550-17-4X' },
      'FEEDS_PHONE: the number the portals show must look like +7XXXXXXXXXX (e.g. the sales line +78005501746)',
    ],
    [
      'an origin of another scheme',
      { PUBLIC_ENV__SITE_ORIGIN: 'ftp://khvoya-club.ru' },
      'PUBLIC_ENV__SITE_ORIGIN: "ftp://khvoya-club.ru" is not an http(s) origin',
    ],
    [
      'a complex id of 13 digits',
      { FEEDS_CIAN_JK_ID: '1234567890123' },
      "FEEDS_CIAN_JK_ID: the portal's id of the complex (digits) is missing or malformed",
    ],
    [
      'a complex id with more after it',
      { FEEDS_CIAN_JK_ID: '48213a' },
      "FEEDS_CIAN_JK_ID: the portal's id of the complex (digits) is missing or malformed",
    ],
    [
      'a house entry with a third part',
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},А1:5:6` },
      'FEEDS_CIAN_HOUSE_IDS: "А1:5:6" is not BUILDING:ID (e.g. А1:123456)',
    ],
    [
      'a house id that is not digits',
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},А1:x5` },
      'FEEDS_CIAN_HOUSE_IDS: "А1:x5" is not BUILDING:ID (e.g. А1:123456)',
    ],
    [
      'a building code that is not built',
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},99:5` },
      'FEEDS_CIAN_HOUSE_IDS: "99:5" is not BUILDING:ID (e.g. А1:123456)',
    ],
    [
      'a number with a digit too many',
      { FEEDS_PHONE: '+7 800 550-17-466' },
      'FEEDS_PHONE: the number the portals show must look like +7XXXXXXXXXX (e.g. the sales line +78005501746)',
    ],
    [
      'a number with more before the +7',
      { FEEDS_PHONE: '8 +7 800 550-17-46' },
      'FEEDS_PHONE: the number the portals show must look like +7XXXXXXXXXX (e.g. the sales line +78005501746)',
    ],
    [
      'an address with a space before the @',
      { FEEDS_EMAIL: 'sales team@khvoya-club.ru' },
      'FEEDS_EMAIL: "sales team@khvoya-club.ru" is not an e-mail address',
    ],
    [
      'two addresses',
      { FEEDS_EMAIL: 'sales@khvoya-club.ru leads@khvoya-club.ru' },
      'FEEDS_EMAIL: "sales@khvoya-club.ru leads@khvoya-club.ru" is not an e-mail address',
    ],
    [
      'a house entry, named without the spaces round it',
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},  Г7:5  ` },
      'FEEDS_CIAN_HOUSE_IDS: "Г7:5" is not BUILDING:ID (e.g. А1:123456)',
    ],
    [
      'a code with letters after it',
      { FEEDS_CIAN_HOUSE_IDS: `${FEED_ENV.FEEDS_CIAN_HOUSE_IDS},11x:5` },
      'FEEDS_CIAN_HOUSE_IDS: "11x:5" is not BUILDING:ID (e.g. А1:123456)',
    ],
  ])('refuse %s', (_, change, problem) => {
    expect(problemsOf({ ...FEED_ENV, ...change })).toEqual([problem])
  })

  it('name only the buildings without an id', () => {
    const houses = FEED_ENV.FEEDS_CIAN_HOUSE_IDS?.split(',').slice(2).join(',')
    expect(problemsOf({ ...FEED_ENV, FEEDS_CIAN_HOUSE_IDS: houses })).toEqual([
      'FEEDS_CIAN_HOUSE_IDS: no id for building(s) А1, А2',
    ])
  })

  it('stop the server config from loading, naming the way out', () => {
    expect(() => readConfig({ FEEDS: 'cian' })).toThrow(/switch the feeds off with FEEDS=/)
  })

  it('stop it with an error that names itself and lists each problem on a line of its own', () => {
    const error = new FeedsConfigError(['FEEDS_PHONE: missing', 'FEEDS_CIAN_JK_ID: missing'])
    expect(error.name).toBe('FeedsConfigError')
    expect(error.message.split('\n').slice(0, 3)).toEqual([
      'Portal feeds are switched on but their settings are incomplete:',
      '  - FEEDS_PHONE: missing',
      '  - FEEDS_CIAN_JK_ID: missing',
    ])
  })
})
