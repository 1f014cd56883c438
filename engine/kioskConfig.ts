// Kiosk mode settings: whether this screen is a showroom kiosk, after how long it goes
// idle, and where a new visitor starts. Pure: reads the strings the browser hands over.

import { readQuery } from './queryString'

export const KIOSK_DEFAULT_IDLE_SECONDS = 90
/** Shorter than this a visitor could not read a flat card; longer than an hour is not a kiosk. */
export const KIOSK_MIN_IDLE_SECONDS = 2
export const KIOSK_MAX_IDLE_SECONDS = 3600
/** sessionStorage: the entry link's choice, remembered for the screen's session. */
export const KIOSK_SESSION_KEY = 'khvoya:kiosk'
/** Set by the server when KHVOYA_KIOSK=1; its value is the idle time in seconds. */
export const KIOSK_COOKIE = 'khvoya_kiosk'
/** Query parameters of the entry link: `?kiosk=1` (or `0` to leave) and `kioskIdle=SECONDS`. */
export const KIOSK_PARAM = 'kiosk'
export const KIOSK_IDLE_PARAM = 'kioskIdle'

export interface KioskConfig {
  idleSeconds: number
  /** The page a new visitor starts on: where the screen entered kiosk mode. */
  start: string
}

export function parseIdleSeconds(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,5}$/.test(raw.trim())) return null
  const n = Number(raw.trim())
  return n >= KIOSK_MIN_IDLE_SECONDS && n <= KIOSK_MAX_IDLE_SECONDS ? n : null
}

function parseSession(raw: string | null): KioskConfig | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<KioskConfig>
    const idle = parseIdleSeconds(String(v.idleSeconds))
    if (idle === null || typeof v.start !== 'string' || !v.start.startsWith('/')) return null
    return { idleSeconds: idle, start: v.start }
  } catch {
    return null
  }
}

/** The value of one cookie in the page's cookie string. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return null
}

export interface KioskInputs {
  pathname: string
  search: string
  /** sessionStorage[KIOSK_SESSION_KEY] */
  session: string | null
  /** The page's cookie string. */
  cookies: string
}

export interface KioskResolution {
  config: KioskConfig | null
  /** What sessionStorage[KIOSK_SESSION_KEY] must hold now (null: remove it). */
  session: string | null
  /** The query without the entry parameters, or null when it had none. */
  cleanSearch: string | null
}

/**
 * `?kiosk=1` enters (and is remembered), `?kiosk=0` leaves, otherwise the remembered session or
 * the server's cookie decide. `kioskIdle` overrides the idle time (tests, tuning on site).
 */
export function resolveKioskConfig(inputs: KioskInputs): KioskResolution {
  const params = readQuery(inputs.search)
  const entry = params.get(KIOSK_PARAM)
  const idleParam = parseIdleSeconds(params.get(KIOSK_IDLE_PARAM))
  const hadParams = params.has(KIOSK_PARAM) || params.has(KIOSK_IDLE_PARAM)
  params.delete(KIOSK_PARAM)
  params.delete(KIOSK_IDLE_PARAM)
  const rest = params.toString()
  const cleanSearch = hadParams ? (rest ? `?${rest}` : '') : null
  const remembered = parseSession(inputs.session)
  const cookie = cookieValue(inputs.cookies, KIOSK_COOKIE)
  const configured =
    cookie === null ? null : (parseIdleSeconds(cookie) ?? KIOSK_DEFAULT_IDLE_SECONDS)

  if (entry === '0') return { config: null, session: null, cleanSearch }
  if (entry === '1' || (remembered && idleParam !== null)) {
    const config: KioskConfig = {
      idleSeconds: idleParam ?? remembered?.idleSeconds ?? configured ?? KIOSK_DEFAULT_IDLE_SECONDS,
      start: entry === '1' ? inputs.pathname : (remembered?.start ?? inputs.pathname),
    }
    return { config, session: JSON.stringify(config), cleanSearch }
  }
  if (remembered) return { config: remembered, session: inputs.session, cleanSearch }
  if (configured !== null) {
    const config = { idleSeconds: idleParam ?? configured, start: inputs.pathname }
    return { config, session: JSON.stringify(config), cleanSearch }
  }
  return { config: null, session: null, cleanSearch }
}
