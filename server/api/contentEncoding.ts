// HTTP negotiation for pre-encoded bodies: pick br, gzip or identity from Accept-Encoding, and
// match If-None-Match against a set of entity tags (weak comparison, as RFC 9110 asks for 304s).

export type Encoding = 'br' | 'gzip' | 'identity'

/** Server preference order: smallest first. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity']

export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = qParam ? Number(qParam.slice(2)) : 1
    q.set(token.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const star = q.get('*')
  for (const encoding of PREFERENCE) {
    const weight = q.get(encoding) ?? (encoding === 'identity' ? (star ?? 1) : (star ?? 0))
    if (weight > 0) return encoding
  }
  return 'identity'
}

/** True when If-None-Match names any of `tags` (or is `*`). */
export function matchesIfNoneMatch(header: string | undefined, tags: readonly string[]): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '')
    if (tags.includes(tag)) return true
  }
  return false
}
