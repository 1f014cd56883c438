// Vike's router watches every link of the page for a prefetch we do not use. It gives each <a> two
// listeners and an IntersectionObserver of its own, and, for each link that comes into view or is
// touched, resolves its route (parsing its URL, matching every page's route) before reading the
// settings that say there is nothing to prefetch (`prefetchStaticAssets: false`, no page context
// prefetch: pages/+config.ts). A MutationObserver on the whole body starts it again after each
// change of the page. On a flat's page that was about 50 ms of a phone's main thread while it
// loads (issue 45). Our links prefetch themselves, on hover and focus (ui/shell/Link.tsx, through
// Vike's own `prefetch()`, which this leaves alone), and Vike's click interception, which routes
// them, is another module. So the build makes the watch a no-op in the browser's bundle; a Vike
// whose module no longer reads as expected fails the build rather than ship the watch back.
// Environment: build (Node).

import type { Plugin } from 'vite'

/** Vike's module that watches the links. */
export const PREFETCH_MODULE =
  /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]prefetch\.js$/

/** The functions that start the watch: scheduling it (after a render, on a mutation) and the
 * body's MutationObserver. Each returns at once. */
const STARTS = [
  'function addLinkPrefetchHandlers() {',
  'function addLinkPrefetchHandlers_watch() {',
]

/** The module's code with the watch turned off; throws when a start is not found exactly once. */
export function withoutLinkWatch(code: string): string {
  let out = code
  for (const start of STARTS) {
    const at = out.indexOf(start)
    if (at < 0 || out.indexOf(start, at + 1) >= 0) {
      throw new Error(
        `scripts/vikeLinkWatch.ts: Vike's prefetch.js no longer has one "${start}"; check what Vike's link watch does now before building`,
      )
    }
    out = `${out.slice(0, at + start.length)} return;${out.slice(at + start.length)}`
  }
  return out
}

export function vikeLinkWatch(): Plugin {
  return {
    name: 'khvoya-vike-link-watch',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!PREFETCH_MODULE.test(id.replace(/\?.*$/, ''))) return null
      return { code: withoutLinkWatch(code), map: null }
    },
  }
}
