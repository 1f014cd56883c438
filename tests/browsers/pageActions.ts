// The few page-object moves the smoke checks share, for any engine: wait for a page condition,
// read a test id's attribute, and click an element with a real pointer where a visitor would.

import type { BrowserPage } from './browserPage'
import { until } from './wait'

/** Generous: WebKit's tools may start 2-3 s late today, and the machine is shared. */
export const SLOW = 45_000

/**
 * Polls a page function until it returns a value that is neither false nor null. A poll that
 * lands during a navigation (the old document gone, the new one not yet there) counts as "not
 * yet"; its error is reported if the wait times out.
 */
export function waitInPage<A extends unknown[], R>(
  page: BrowserPage,
  what: string,
  fn: (...args: A) => R,
  args: A,
  limitMs = SLOW,
): Promise<NonNullable<Exclude<Awaited<R>, false>>> {
  let lastError = ''
  return until(
    what,
    async () => {
      try {
        return (await page.evaluate(fn, ...args)) as NonNullable<Exclude<Awaited<R>, false>>
      } catch (error) {
        lastError = (error as Error).message.split('\n')[0] ?? ''
        return null
      }
    },
    limitMs,
    async () => `${await page.url()}${lastError ? ` (last error: ${lastError})` : ''}`,
  )
}

/** Waits until `selector`'s attribute `name` matches. Returns its value. */
export function waitForAttribute(
  page: BrowserPage,
  selector: string,
  name: string,
  pattern: RegExp,
  limitMs = SLOW,
): Promise<string> {
  const current = (sel: string, attr: string) =>
    document.querySelector(sel)?.getAttribute(attr) ?? null
  return waitInPage(
    page,
    `${selector} [${name}] to match ${pattern}`,
    (sel: string, attr: string, source: string, flags: string) => {
      const value = document.querySelector(sel)?.getAttribute(attr) ?? null
      return value !== null && new RegExp(source, flags).test(value) ? value : null
    },
    [selector, name, pattern.source, pattern.flags],
    limitMs,
  ).catch(async (error: Error) => {
    const now = await page.evaluate(current, selector, name).catch(() => '(no page)')
    throw new Error(`${error.message}; ${name} was ${JSON.stringify(now)}`)
  })
}

/**
 * Scrolls the element to the middle of the viewport and clicks its centre (or the point at
 * `at`, fractions of its box), once nothing covers that point.
 */
export async function clickElement(
  page: BrowserPage,
  selector: string,
  at: { x: number; y: number } = { x: 0.5, y: 0.5 },
): Promise<void> {
  const point = await waitInPage(
    page,
    `${selector} visible and uncovered`,
    (sel: string, fx: number, fy: number) => {
      const el = document.querySelector(sel)
      if (!el) return null
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      const r = el.getBoundingClientRect()
      if (r.width < 1 || r.height < 1) return null
      const x = r.x + r.width * fx
      const y = r.y + r.height * fy
      const top = document.elementFromPoint(x, y)
      return top && (el === top || el.contains(top)) ? { x, y } : null
    },
    [selector, at.x, at.y],
  )
  await page.click(point.x, point.y)
}
