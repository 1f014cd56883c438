// Query strings as plain data: read with URLSearchParams (not a DOM API), written readably.
// Pure; the UI adapter hands these strings to history.pushState/replaceState.

/** Accepts `'?a=1'`, `'a=1'` or `''`. Never throws, even on malformed percent escapes. */
export function readQuery(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
}

// Commas separate list values and tildes nothing yet, so both stay unescaped for readable URLs.
function encodePart(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',')
}

/** `[['building', '11'], ['rooms', '1,2']]` -> `'building=11&rooms=1,2'` (no leading '?'). */
export function formatQuery(entries: Iterable<readonly [string, string]>): string {
  const out: string[] = []
  for (const [key, value] of entries) out.push(`${encodePart(key)}=${encodePart(value)}`)
  return out.join('&')
}

/**
 * Replaces the given keys and keeps every other parameter in place. A null value removes the key.
 * The new entries go where the first of the replaced keys was, so related keys stay together.
 */
export function patchQuery(search: string, patch: Record<string, string | null>): string {
  const keys = new Set(Object.keys(patch))
  const replacement: [string, string][] = []
  for (const [key, value] of Object.entries(patch))
    if (value !== null) replacement.push([key, value])
  const out: [string, string][] = []
  let inserted = false
  for (const [key, value] of readQuery(search)) {
    if (!keys.has(key)) {
      out.push([key, value])
    } else if (!inserted) {
      out.push(...replacement)
      inserted = true
    }
  }
  if (!inserted) out.push(...replacement)
  return formatQuery(out)
}
