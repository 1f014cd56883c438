import { describe, expect, it } from 'vitest'
import { plansLinkQuery } from './plansLinkQuery'

describe('plansLinkQuery', () => {
  it.each([
    ['?building=11&section=1&floor=2&flat=2', 'building=11&section=1&floor=2&flat=2'],
    ['?building=11&yclid=123&utm_source=ya&utm_campaign=x', 'building=11'],
    ['?utm_medium=cpc&flat=2&building=011', 'building=11&flat=2'],
    ['?building=first&section=last', 'building=first&section=last'],
    ['?building=11&section=abc', 'building=11&section='],
    ['?building=11&view=floor&furniture=1&gclid=x', 'building=11&furniture=1&view=floor'],
    ['?building=11&view=flat&furniture=0', 'building=11'],
    ['?building=11&kiosk=1&include=21,22', 'building=11&include=21,22&kiosk=1'],
    ['', ''],
  ])('%j -> %j', (search, key) => {
    expect(plansLinkQuery(search)).toBe(key)
  })
})
