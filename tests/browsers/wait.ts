// Waiting on conditions, never on the clock: `until` polls a condition until it holds or its
// generous limit passes (WebKit's tools may start seconds late on a busy two-core machine), and
// says what it waited for and what it last saw. Also a free loopback port for a server or driver.

import { createServer } from 'node:net'

export class WaitTimeout extends Error {}

/**
 * Polls `condition` every `every` ms until it returns true (or a non-false, non-null value, which
 * is returned). A thrown error ends the wait at once; `describe` says what was seen at the end.
 */
export async function until<T>(
  what: string,
  condition: () => Promise<T | false | null | undefined>,
  limitMs = 30_000,
  describe?: () => Promise<string>,
  every = 100,
): Promise<T> {
  const deadline = Date.now() + limitMs
  for (;;) {
    const value = await condition()
    if (value !== false && value !== null && value !== undefined) return value
    if (Date.now() > deadline) {
      const seen = describe ? await describe().catch((e) => `(${String(e)})`) : ''
      throw new WaitTimeout(
        `timed out after ${limitMs / 1000} s waiting for ${what}${seen ? `; saw ${seen}` : ''}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, every))
  }
}

/** A loopback port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
