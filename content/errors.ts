// The abort reasons of the product spec (SPEC.md, "Route guard" and "Errors"): fixed English
// strings the server aborts with, as the spec writes them. The error page shows each in the
// page's language (knownReason, and the shell catalogue's error.reason.* messages).

/** 404 when a page's validate rule fails. */
export const NOT_FOUND_REASON = 'This page could not be found'

const MIDDLEWARE = 'Unknown middleware '

/** 500 for a middleware name nobody registered. */
export function unknownMiddlewareReason(name: string): string {
  return `${MIDDLEWARE}${name}`
}

/** Which of the spec's reasons `reason` is, with what it names; null for any other text. */
export type KnownReason = { kind: 'notFound' } | { kind: 'middleware'; name: string }

export function knownReason(reason: string): KnownReason | null {
  if (reason === NOT_FOUND_REASON) return { kind: 'notFound' }
  if (reason.startsWith(MIDDLEWARE) && reason.length > MIDDLEWARE.length)
    return { kind: 'middleware', name: reason.slice(MIDDLEWARE.length) }
  return null
}
