// HTTP negotiation for bodies compressed ahead of time, the one copy the API, the feeds and the
// pages share (RFC 9110): pick br, gzip or identity from Accept-Encoding by its q-values, match
// If-None-Match lists with weak comparison, and answer a GET or HEAD with a 200 or a 304.

import type { Context } from 'hono'

export type Encoding = 'br' | 'gzip' | 'identity'

/** Server preference order among equal q-values: smallest first. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity']

/** `'gzip;q=0.5, br'` -> { gzip: 0.5, br: 1 }; a malformed q counts as 0 (refused). */
function qValues(header: string): Map<string, number> {
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    if (!token.trim()) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = qParam ? Number(qParam.slice(2)) : 1
    q.set(token.trim(), Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0)
  }
  return q
}

/**
 * The encoding to send among those `available`: the highest q-value the client gives, the smaller
 * body on a tie. `br;q=0` refuses brotli; `*` stands for every coding not named. Identity, when
 * not named, is the last resort (RFC 9110 section 12.5.3: acceptable unless excluded).
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Encoding[] = PREFERENCE,
): Encoding {
  if (!header) return 'identity'
  const q = qValues(header)
  const star = q.get('*')
  let best: Encoding = 'identity'
  let bestWeight = 0
  for (const encoding of PREFERENCE) {
    if (encoding === 'identity' || !available.includes(encoding)) continue
    const weight = q.get(encoding) ?? star ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  const identity = q.get('identity')
  if (identity !== undefined && identity > bestWeight) return 'identity'
  return best
}

/** An entity tag without its weak prefix: `W/"x"` and `"x"` compare equal for If-None-Match. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** True when If-None-Match names any of `tags` (or is `*`), by weak comparison over the list. */
export function matchesIfNoneMatch(header: string | undefined, tags: readonly string[]): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const current = new Set(tags.map(opaque))
  for (const raw of header.split(',')) if (current.has(opaque(raw))) return true
  return false
}

/** A body kept in the encodings it was compressed to ahead of time, under one ETag. */
export interface EncodedBody {
  etag: string
  identity: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
}

/**
 * The answer to a GET or HEAD of `body`: 304 when If-None-Match names its ETag, otherwise the
 * encoding the client prefers among those at hand. `headers` go on both (Cache-Control, type...).
 */
export function answerEncoded(
  c: Context,
  body: EncodedBody,
  headers: Record<string, string>,
): Response {
  const out: Record<string, string> = { ...headers, ETag: body.etag, Vary: 'Accept-Encoding' }
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), [body.etag])) {
    return c.body(null, 304, out)
  }
  const available = PREFERENCE.filter((encoding) => body[encoding] !== undefined)
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), available)
  if (encoding !== 'identity') out['Content-Encoding'] = encoding
  if (c.req.method === 'HEAD') return c.body(null, 200, out)
  const bytes = body[encoding] ?? body.identity
  // A view of a larger pooled buffer (fs reads) must not send its neighbours.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
  const buffer = whole
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  return c.body(buffer as ArrayBuffer, 200, out)
}
