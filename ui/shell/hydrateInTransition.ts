// The first hydration as a transition, so that React renders it in slices and yields to the browser
// between them. React hydrates at default priority otherwise, which it never slices: the plans
// screens' hydration was one task of 40-55 ms on this machine (four times that on a phone), the
// longest of the flat page's load. A tap that comes meanwhile still hydrates what it lands on at
// once (React hydrates a dehydrated root synchronously for a discrete event).
// Environment: client.

import { startTransition } from 'react'
import type { hydrateRoot } from 'react-dom/client'

type HydrateRoot = typeof hydrateRoot

/** `hydrate`, called inside a transition; the root it returns is the same, and so is its error. */
export function hydrateInTransition(hydrate: HydrateRoot): HydrateRoot {
  return (container, children, options) => {
    let outcome: { root: ReturnType<HydrateRoot> } | { error: unknown } | undefined
    startTransition(() => {
      // startTransition reports an error thrown inside it and swallows it: the caller (the
      // router's render hook) must still receive it, as it did from hydrateRoot itself.
      try {
        outcome = { root: hydrate(container, children, options) }
      } catch (error) {
        outcome = { error }
      }
    })
    if (!outcome) throw new Error('hydrateRoot was not called')
    if ('error' in outcome) throw outcome.error
    return outcome.root
  }
}
