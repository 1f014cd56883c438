// The portal feeds' settings, read from the environment with the rest of ServerConfig.
// What only the client knows (the portals' ids of the complex and its buildings, the developer's
// legal name, the number the portals show) has no default: a switched-on feed without it stops the
// server at start-up with every missing or malformed variable listed. Pure.

import { buildingCodeFromLabel, buildingLabel } from '../../engine/buildings'
import { siteBuildingCodes } from '../catalogue/resort'
import { SITE } from '../../content/site'

export const FEED_NAMES = ['yandex-realty', 'cian'] as const
export type FeedName = (typeof FEED_NAMES)[number]

/** A portal's ids: of the residential complex, and of each building (by building code). */
export interface PortalIds {
  complexId: string
  houseIds: ReadonlyMap<number, string>
}

export interface FeedsConfig {
  /** Origin of every absolute URL in the feeds: flat pages and plan images. */
  origin: string
  /** The developer as the portals show the seller. */
  developer: { name: string; phone: string; email: string }
  /** Ids of a switched-off feed are null. */
  yandex: PortalIds | null
  cian: PortalIds | null
}

export class FeedsConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Portal feeds are switched on but their settings are incomplete:\n${problems
        .map((p) => `  - ${p}`)
        .join('\n')}\nSet them (see README, "Portal feeds"), or switch the feeds off with FEEDS=.`,
    )
    this.name = 'FeedsConfigError'
  }
}

const DEFAULT_ORIGIN = 'https://khvoya-club.ru'
const PORTAL_ID = /^\d{1,12}$/
const RUSSIAN_PHONE = /^\+7\d{10}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Null when no feed is switched on (FEEDS unset or empty); throws FeedsConfigError otherwise. */
export function readFeedsConfig(
  env: NodeJS.ProcessEnv,
  buildings: readonly number[] = siteBuildingCodes(),
): FeedsConfig | null {
  const names = (env.FEEDS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  if (names.length === 0) return null
  const problems: string[] = []
  for (const name of names) {
    if (!(FEED_NAMES as readonly string[]).includes(name))
      problems.push(`FEEDS: unknown feed "${name}" (known: ${FEED_NAMES.join(', ')})`)
  }
  const on = (name: FeedName) => names.includes(name)

  const origin = readOrigin(env.PUBLIC_ENV__SITE_ORIGIN, problems)
  const name = env.FEEDS_DEVELOPER_NAME?.trim() ?? ''
  if (!name) problems.push("FEEDS_DEVELOPER_NAME: the developer's legal name is missing")
  // Stryker disable next-line StringLiteral: an unset number fails the pattern whatever stands for it
  const typedPhone = env.FEEDS_PHONE ?? ''
  const phone = typedPhone.replace(/[\s()-]/g, '')
  if (!RUSSIAN_PHONE.test(phone))
    problems.push(
      `FEEDS_PHONE: the number the portals show must look like +7XXXXXXXXXX (e.g. the sales line ${SITE.phone.e164})`,
    )
  const email = env.FEEDS_EMAIL?.trim() || SITE.emails.sales
  if (!EMAIL.test(email)) problems.push(`FEEDS_EMAIL: "${email}" is not an e-mail address`)

  const yandex = on('yandex-realty')
    ? readIds(env, 'FEEDS_YANDEX_BUILDING_ID', 'FEEDS_YANDEX_HOUSE_IDS', buildings, problems)
    : null
  const cian = on('cian')
    ? readIds(env, 'FEEDS_CIAN_JK_ID', 'FEEDS_CIAN_HOUSE_IDS', buildings, problems)
    : null

  if (problems.length > 0) throw new FeedsConfigError(problems)
  return { origin, developer: { name, phone, email }, yandex, cian }
}

function readOrigin(raw: string | undefined, problems: string[]): string {
  const value = raw?.trim() || DEFAULT_ORIGIN
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin
  } catch {}
  problems.push(`PUBLIC_ENV__SITE_ORIGIN: "${value}" is not an http(s) origin`)
  return DEFAULT_ORIGIN
}

/** `А1:123456,А2:123457`: building label (Cyrillic or Latin) or code, a colon, the portal's id. */
function readIds(
  env: NodeJS.ProcessEnv,
  complexVar: string,
  housesVar: string,
  buildings: readonly number[],
  problems: string[],
): PortalIds {
  // Stryker disable next-line StringLiteral: an unset id fails the digits pattern whatever stands for it
  const complexId = env[complexVar]?.trim() ?? ''
  if (!PORTAL_ID.test(complexId))
    problems.push(`${complexVar}: the portal's id of the complex (digits) is missing or malformed`)
  const houseIds = new Map<number, string>()
  for (const entry of (env[housesVar] ?? '').split(',').filter((e) => e.trim())) {
    // Stryker disable next-line StringLiteral: a split always has a first part; a missing id fails the digits pattern as any text
    const [label = '', id = '', ...rest] = entry.split(':').map((part) => part.trim())
    const code = /^\d+$/.test(label) ? Number(label) : buildingCodeFromLabel(label)
    if (code === null || !buildings.includes(code) || !PORTAL_ID.test(id) || rest.length > 0) {
      problems.push(`${housesVar}: "${entry.trim()}" is not BUILDING:ID (e.g. А1:123456)`)
    } else if (houseIds.has(code)) {
      problems.push(`${housesVar}: building ${buildingLabel(code, 'ru')} is listed twice`)
    } else houseIds.set(code, id)
  }
  const missing = buildings.filter((code) => !houseIds.has(code))
  if (missing.length > 0)
    problems.push(
      `${housesVar}: no id for building(s) ${missing.map((c) => buildingLabel(c, 'ru')).join(', ')}`,
    )
  return { complexId, houseIds }
}
