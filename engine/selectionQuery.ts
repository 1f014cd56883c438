// URL side of the plans selection: `building`, `section`, `floor`, `flat`.
// Pure functions over query strings; other parameters of the page are left untouched.

import type { AltPath } from './alt'
import { formatQuery, patchQuery, readQuery } from './queryString'

export const SELECTION_KEYS = ['building', 'section', 'floor', 'flat'] as const
export type SelectionKey = (typeof SELECTION_KEYS)[number]

export type SpecialToken = 'first' | 'last' | 'current'
export type SelectionToken = number | SpecialToken

/**
 * What a query asks for, one entry per key in SELECTION_KEYS order:
 * a token, null for a value that is garbage, undefined for an absent parameter.
 */
export type SelectionRequest = readonly (SelectionToken | null | undefined)[]

export function isSpecialToken(value: unknown): value is SpecialToken {
  return value === 'first' || value === 'last' || value === 'current'
}

/** '11' -> 11, 'first' -> 'first', '' or 'abc' or '0' -> null, absent -> undefined. */
export function parseSelectionToken(value: string | null): SelectionToken | null | undefined {
  if (value === null) return undefined
  if (isSpecialToken(value)) return value
  // Leading zeros are accepted ('011' is 11); the canonical check then asks for a rewrite.
  if (!/^\d{1,9}$/.test(value)) return null
  const n = Number(value)
  return n > 0 ? n : null
}

export function readSelectionQuery(search: string): SelectionRequest {
  const params = readQuery(search)
  return SELECTION_KEYS.map((key) => parseSelectionToken(params.get(key)))
}

/** `[11, 1]` -> `'building=11&section=1'`; `[]` -> `''`. */
export function selectionQuery(path: AltPath): string {
  return formatQuery(
    // Stryker disable next-line StringLiteral: the slice keeps `i` below the keys' length, so the fallback is never read
    path.slice(0, SELECTION_KEYS.length).map((part, i) => [SELECTION_KEYS[i] ?? '', String(part)]),
  )
}

/** True when the selection parameters of `search` are exactly the canonical ones of `path`. */
export function isCanonicalSelection(search: string, path: AltPath): boolean {
  const params = readQuery(search)
  return SELECTION_KEYS.every((key, i) => {
    const values = params.getAll(key)
    const part = path[i]
    return part === undefined
      ? values.length === 0
      : values.length === 1 && values[0] === String(part)
  })
}

/** The page query with its selection replaced by `path`, every other parameter kept. */
export function withSelection(search: string, path: AltPath): string {
  const patch: Record<string, string | null> = {}
  SELECTION_KEYS.forEach((key, i) => {
    const part = path[i]
    patch[key] = part === undefined ? null : String(part)
  })
  return patchQuery(search, patch)
}
