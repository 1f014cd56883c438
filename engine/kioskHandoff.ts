// Taking a selection home from the kiosk: the phone URL of the visitor's favourites or
// of the current flat, reading favourites back from such a URL, and which links the kiosk must
// turn into QR codes instead of following. Pure.

import { formatAlt, isFlatAlt } from './alt'
import { readQuery } from './queryString'
import { localizePath } from './routes'
import { readSelectionQuery, selectionQuery } from './selectionQuery'
import type { Alt, Locale } from './types'

/** The favourites page reads this parameter and adds its flats to the phone's favourites. */
export const HANDOFF_PARAM = 'f'
/** As many flats as a callback lead may carry (server/leads: flats up to 20). */
export const HANDOFF_MAX = 20

export function favouritesHandoffPath(alts: readonly Alt[], locale: Locale): string {
  const path = localizePath('/plans/plans-favorites', locale)
  const list = alts.filter(isFlatAlt).slice(0, HANDOFF_MAX)
  return list.length ? `${path}?${HANDOFF_PARAM}=${list.join(',')}` : path
}

/** Flats named by a hand-off URL: valid flat alts only, no repeats, at most HANDOFF_MAX. */
export function importedFavourites(search: string): Alt[] {
  const raw = readQuery(search).get(HANDOFF_PARAM) ?? ''
  const out: Alt[] = []
  for (const alt of raw.split(',')) {
    if (isFlatAlt(alt) && !out.includes(alt)) out.push(alt)
    if (out.length === HANDOFF_MAX) break
  }
  return out
}

/** The current flat of a plans URL (`building`, `section`, `floor`, `flat` all numbers), or null. */
export function flatOfQuery(search: string): Alt | null {
  const tokens = readSelectionQuery(search)
  if (!tokens.every((t) => typeof t === 'number')) return null
  return formatAlt(tokens as number[])
}

export function flatHandoffPath(alt: Alt, locale: Locale): string | null {
  const parts = alt.split('-').map(Number)
  if (!isFlatAlt(alt)) return null
  return `${localizePath('/plans', locale)}?${selectionQuery(parts)}`
}

export type LinkVerdict =
  | { kind: 'follow' }
  /** Shown as a QR code for the visitor's phone. */
  | { kind: 'qr'; url: string; reason: 'external' | 'download' | 'contact' }
  /** Made in the page (a generated PDF): nothing a phone could open. */
  | { kind: 'local-file' }

const FILE = /\.(pdf|docx?|xlsx?|pptx?|zip|rar|7z|csv)$/i

export interface LinkFacts {
  href: string
  /** The `download` attribute is present. */
  download: boolean
}

/**
 * What the kiosk does with a link the visitor touched. Same-origin pages are followed; other
 * sites, files, phone numbers and e-mail addresses become a QR code; same-origin files point at
 * the public site, since the kiosk's own address may not be reachable from a phone.
 */
export function kioskLinkVerdict(
  link: LinkFacts,
  pageUrl: string,
  siteOrigin: string,
): LinkVerdict {
  let url: URL
  try {
    url = new URL(link.href, pageUrl)
  } catch {
    return { kind: 'follow' }
  }
  const page = new URL(pageUrl)
  if (url.protocol === 'blob:' || url.protocol === 'data:') return { kind: 'local-file' }
  if (url.protocol === 'tel:' || url.protocol === 'mailto:')
    return { kind: 'qr', url: url.href, reason: 'contact' }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'follow' }
  const sameOrigin = url.origin === page.origin
  if (link.download || FILE.test(url.pathname)) {
    const target = sameOrigin ? `${siteOrigin}${url.pathname}${url.search}` : url.href
    return { kind: 'qr', url: target, reason: 'download' }
  }
  if (!sameOrigin) return { kind: 'qr', url: url.href, reason: 'external' }
  return { kind: 'follow' }
}
