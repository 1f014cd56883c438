// The few page-object moves the smoke checks share, for any engine: wait for a page condition,
// read a test id's attribute, and click an element with a real pointer where a visitor would.

import type { BrowserPage } from './browserPage'
import { until } from './wait'

/** Generous: WebKit's tools may start 2-3 s late today, and the machine is shared. */
export const SLOW = 45_000

/** Polls a page function until it returns a value that is neither false nor null. */
export function waitInPage<A extends unknown[], R>(
  page: BrowserPage,
  what: string,
  fn: (...args: A) => R,
  args: A,
  limitMs = SLOW,
): Promise<NonNullable<Exclude<Awaited<R>, false>>> {
  return until(
    what,
    async () => (await page.evaluate(fn, ...args)) as NonNullable<Exclude<Awaited<R>, false>>,
    limitMs,
    async () => `${await page.url()}`,
  )
}

/** An element's attribute, or null when the element or the attribute is missing. */
export function attribute(page: BrowserPage, selector: string, name: string) {
  return page.evaluate(
    (sel: string, attr: string) => document.querySelector(sel)?.getAttribute(attr) ?? null,
    selector,
    name,
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
  return until(
    `${selector} [${name}] to match ${pattern}`,
    async () => {
      const value = await attribute(page, selector, name)
      return value !== null && pattern.test(value) ? value : null
    },
    limitMs,
    async () => `${name}=${await attribute(page, selector, name)} at ${await page.url()}`,
  )
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
