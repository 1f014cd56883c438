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

  it('stop the server config from loading, naming the way out', () => {
    expect(() => readConfig({ FEEDS: 'cian' })).toThrow(/switch the feeds off with FEEDS=/)
  })
})
