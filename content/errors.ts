// The abort reasons of the product spec (SPEC.md, "Route guard" and "Errors"): fixed English
// strings that the error page shows under its translated message, as the spec writes them.

/** 404 when a page's validate rule fails. */
export const NOT_FOUND_REASON = 'This page could not be found'

/** 500 for a middleware name nobody registered. */
export function unknownMiddlewareReason(name: string): string {
  return `Unknown middleware ${name}`
}
