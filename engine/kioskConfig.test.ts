import { describe, expect, it } from 'vitest'
import {
  cookieValue,
  KIOSK_DEFAULT_IDLE_SECONDS,
  type KioskInputs,
  parseIdleSeconds,
  resolveKioskConfig,
} from './kioskConfig'

const inputs = (over: Partial<KioskInputs> = {}): KioskInputs => ({
  pathname: '/plans',
  search: '',
  session: null,
  cookies: '',
  ...over,
})

describe('parseIdleSeconds', () => {
  it.each([
    ['90', 90],
    [' 5 ', 5],
    ['2', 2],
    ['1', null],
    ['3601', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, expected) => expect(parseIdleSeconds(raw)).toBe(expected))
})

describe('resolveKioskConfig', () => {
  it('is off for an ordinary visitor', () => {
    expect(resolveKioskConfig(inputs())).toEqual({ config: null, session: null, cleanSearch: null })
  })

  it('enters by ?kiosk=1, starts where it entered and drops the entry parameters', () => {
    const r = resolveKioskConfig(inputs({ search: '?kiosk=1&kioskIdle=5&sort=tc' }))
    expect(r.config).toEqual({ idleSeconds: 5, start: '/plans' })
    expect(r.cleanSearch).toBe('?sort=tc')
    expect(JSON.parse(r.session ?? '')).toEqual(r.config)
  })

  it('remembers the session on later pages without the parameter', () => {
    const session = JSON.stringify({ idleSeconds: 30, start: '/en' })
    const r = resolveKioskConfig(inputs({ pathname: '/en/about', session }))
    expect(r.config).toEqual({ idleSeconds: 30, start: '/en' })
    expect(r.cleanSearch).toBeNull()
  })

  it('leaves by ?kiosk=0', () => {
    const session = JSON.stringify({ idleSeconds: 30, start: '/' })
    expect(resolveKioskConfig(inputs({ search: '?kiosk=0', session })).config).toBeNull()
  })

  it('follows the server cookie, with the default idle time when its value is unusable', () => {
    expect(resolveKioskConfig(inputs({ cookies: 'a=1; khvoya_kiosk=45' })).config).toEqual({
      idleSeconds: 45,
      start: '/plans',
    })
    expect(resolveKioskConfig(inputs({ cookies: 'khvoya_kiosk=x' })).config?.idleSeconds).toBe(
      KIOSK_DEFAULT_IDLE_SECONDS,
    )
  })

  it('ignores a corrupt session value', () => {
    expect(resolveKioskConfig(inputs({ session: '{oops' })).config).toBeNull()
    expect(
      resolveKioskConfig(inputs({ session: '{"idleSeconds":1,"start":"/"}' })).config,
    ).toBeNull()
  })
})

it('cookieValue reads one cookie', () => {
  expect(cookieValue('x=1; khvoya_kiosk=90; y=2', 'khvoya_kiosk')).toBe('90')
  expect(cookieValue('x=1', 'khvoya_kiosk')).toBeNull()
})
