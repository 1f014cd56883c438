// The visitor's IP for rate limits and the lead's IP hash: the socket address, or the last
// X-Forwarded-For hop when the server is told it sits behind one trusted reverse proxy.

import { createHmac } from 'node:crypto'
import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',')
    const last = hops[hops.length - 1]?.trim()
    if (last) return last
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * The unit a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address, since one
 * IPv6 host can draw fresh addresses from its /64 at will.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Keyed hash, so the database never holds an address yet repeat abuse can still be matched. */
export function hashAddress(address: string, key: string): string {
  return createHmac('sha256', key).update(address).digest('hex').slice(0, 32)
}
