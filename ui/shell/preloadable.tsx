// A component whose code arrives in a chunk of its own, fetched ahead (when the page is idle) so a
// tap opens it at once. Once the chunk is in it renders as itself: a React.lazy component suspends
// on its first render even when its chunk has long arrived, and React then holds the revealed
// content back 300 ms (its fallback throttle), which made a hydrated page's callback popup take
// 400 ms on a phone. Before the chunk is in, it goes through React.lazy under the caller's Suspense.

import { type ComponentType, lazy } from 'react'
import { lazyWidget } from '../content/lazyWidget'

export interface Preloadable<P extends object> {
  Component: ComponentType<P>
  /** Fetches the chunk (once; again after a failure); settles when it is in or has failed. */
  preload(): Promise<void>
}

export function preloadable<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  const code = lazyWidget(importer)
  const Lazy = lazy(() => code.load().then((body) => ({ default: body })))
  function Component(props: P) {
    const Body = code.loaded()
    return Body ? <Body {...props} /> : <Lazy {...props} />
  }
  const preload = () =>
    code.load().then(
      () => undefined,
      () => undefined,
    )
  return { Component, preload }
}
