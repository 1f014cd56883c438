import { describe, expect, it } from 'vitest'
import {
  favouritesHandoffPath,
  flatHandoffPath,
  flatOfQuery,
  importedFavourites,
  kioskLinkVerdict,
} from './kioskHandoff'

const PAGE = 'http://127.0.0.1:4271/about'
const SITE = 'https://khvoya-club.ru'

describe('favourites hand-off', () => {
  it('encodes flats only, in the locale of the page', () => {
    expect(favouritesHandoffPath(['11-1-3-2', '12', '21-1-1-4'], 'en')).toBe(
      '/en/plans/plans-favorites?f=11-1-3-2,21-1-1-4',
    )
    expect(favouritesHandoffPath([], 'ru')).toBe('/plans/plans-favorites')
  })

  it('reads back valid flats once each, at most 20', () => {
    expect(importedFavourites('?f=11-1-3-2,bad,11-1-3-2,12-1,31-2-4-1')).toEqual([
      '11-1-3-2',
      '31-2-4-1',
    ])
    const many = Array.from({ length: 25 }, (_, i) => `11-1-1-${i + 1}`).join(',')
    expect(importedFavourites(`?f=${many}`)).toHaveLength(20)
    expect(importedFavourites('')).toEqual([])
  })

  it('finds the current flat of a plans query', () => {
    expect(flatOfQuery('?building=11&section=1&floor=3&flat=2')).toBe('11-1-3-2')
    expect(flatOfQuery('?building=11&section=1&floor=3')).toBeNull()
    expect(flatOfQuery('?building=11&section=1&floor=3&flat=last')).toBeNull()
    expect(flatHandoffPath('11-1-3-2', 'ru')).toBe('/plans?building=11&section=1&floor=3&flat=2')
  })
})

describe('kioskLinkVerdict', () => {
  it.each([
    ['/plans', false, { kind: 'follow' }],
    ['#n1', false, { kind: 'follow' }],
    [
      'https://rosreestr.gov.ru/x',
      false,
      { kind: 'qr', url: 'https://rosreestr.gov.ru/x', reason: 'external' },
    ],
    [
      '/docs/khvoya-presentation.pdf',
      false,
      { kind: 'qr', url: `${SITE}/docs/khvoya-presentation.pdf`, reason: 'download' },
    ],
    ['/docs/agreement', true, { kind: 'qr', url: `${SITE}/docs/agreement`, reason: 'download' }],
    ['tel:+78000000000', false, { kind: 'qr', url: 'tel:+78000000000', reason: 'contact' }],
    ['blob:http://127.0.0.1:4271/abc', true, { kind: 'local-file' }],
    ['javascript:void(0)', false, { kind: 'follow' }],
  ] as const)('%s (download %s)', (href, download, expected) => {
    expect(kioskLinkVerdict({ href, download }, PAGE, SITE)).toEqual(expected)
  })
})
