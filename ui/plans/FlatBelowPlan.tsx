// Where and when a flat's page below its plan (FlatBelowBlocks.tsx: payment, sun and view, similar
// flats, price history) comes alive. The server renders the blocks whole (search engines and a
// browser without JavaScript read them); the browser hydrates them only when they come within a
// screen of the viewport or are pointed at, focused or pressed, in a render of their own after the
// plan's, with their code in a chunk of their own. Hydrated with the page they held a phone's main
// thread for 0.6 s; hydrated when idle they still took the chunk, the sun and price requests and
// their renders out of the first seconds a buyer spends on the plan (issue 45). React keeps the
// server's HTML until then (selective hydration), so nothing moves; a press before that is pressed
// again once the blocks are live (lazyWidget.tsx's watch).

import { memo, Suspense, use, useEffect, useRef, useState } from 'react'
import { lazyWidget, WidgetGate, watch } from '../content/lazyWidget'
import type { FlatBelowProps } from './FlatBelowBlocks'
import styles from './FlatPage.module.css'

const blocks = lazyWidget(() => import('./FlatBelowBlocks').then((m) => m.FlatBelowBlocks))

// The server renders the blocks into the page, so it has them at hand before the first render
// (the browser's build drops this line).
if (import.meta.env.SSR) await blocks.load()

export function FlatBelowPlan(props: FlatBelowProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Closed on the server and in the browser alike: a flat reached by navigation waits until they
  // near the screen too (they are below the first screen), so the step to it stays one short task.
  const [gate] = useState(() => new WidgetGate(false))
  useEffect(() => {
    const below = ref.current
    if (!below || gate.hydrated) return
    // Pointed at, focused or pressed; near, round their scroller: in the kiosk's bottom sheet the
    // blocks end the sheet's own scroller, which clips them, so a margin round the viewport would
    // never see them coming; round the sheet it does.
    return watch(below, gate, { root: scrollerOf(below), rootMargin: NEAR_MARGIN })
  }, [gate])
  return (
    <div ref={ref} className={styles.below} data-testid="flat-below">
      <Deferred gate={gate} {...props} />
    </div>
  )
}

/**
 * Half a screen (of the scroller) below it: the chunk arrives while the visitor scrolls toward the
 * blocks, which begin 1.5 to 2.5 screens down. A screen's margin took them for near on every load
 * and size (issue 45): while the page hydrated they stood about 470 px higher (a phone's 1609 px for
 * 2078), until the small plans beside the flat came in above them; their places are served now
 * (FlatScreen.tsx, MapPending), and half a screen leaves room for what still moves.
 */
const NEAR_MARGIN = '0px 0px 50% 0px'

/** The nearest ancestor that scrolls (the kiosk's sheet), or null: the viewport. */
function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let at = el.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at)
    if (overflowY === 'auto' || overflowY === 'scroll') return at
  }
  return null
}

interface DeferredProps extends FlatBelowProps {
  gate: WidgetGate
}

/**
 * The blocks' own boundary. Until it has hydrated, a new render must not reach it: React would
 * drop the server's HTML for the empty fallback. So it is passed on only when the flat or the
 * language changes; the live catalogue's copy of the same flat (a new object, the same flat) waits
 * for the next render after hydration.
 */
const Deferred = memo(
  function Deferred(props: DeferredProps) {
    return (
      <Suspense fallback={null}>
        <Blocks {...props} />
      </Suspense>
    )
  },
  (before, after) =>
    after.gate.hydrated
      ? before.flat === after.flat &&
        before.locale === after.locale &&
        before.onSelect === after.onSelect
      : before.flat.alt === after.flat.alt && before.locale === after.locale,
)

function Blocks({ gate, ...props }: DeferredProps) {
  // `use` on every render, never behind a condition (see lazyWidget.tsx).
  const Body = use(gate.body(blocks))
  useEffect(() => gate.markHydrated(), [gate])
  return <Body {...props} />
}
