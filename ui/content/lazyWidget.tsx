// The heavy widgets of content pages (map, calculator, construction gallery, forms, contacts)
// arrive with their own chunk when they near the screen or are used.
//
// The prerendered HTML keeps each widget whole: the server renders the real widget inside its own
// Suspense boundary. In the browser that boundary suspends until its widget is near, so React
// keeps the server's HTML as it is (selective hydration) and hydrates it in place once the chunk
// has loaded: no second markup to keep in step, no layout shift, no mismatch. A widget mounted by
// client navigation has no HTML to keep: it loads at once.

import { type ComponentType, memo, type RefObject, Suspense, use, useEffect, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import type { Section } from '../../content/schema'

export type WidgetSection = Extract<Section, { kind: 'widget' }>
export type WidgetBody = ComponentType<{ section: WidgetSection }>

/** A widget's code: imported once, on the first call of `load`. A content section's by default;
 * other deferred parts of a page (a flat's blocks below its plan) bring their own component type. */
export interface LazyWidget<Body = WidgetBody> {
  load(): Promise<Body>
  /** The component once its chunk has arrived (always on the server, which preloads). */
  loaded(): Body | null
}

export function lazyWidget<Body = WidgetBody>(importer: () => Promise<Body>): LazyWidget<Body> {
  let body: Body | null = null
  let pending: Promise<Body> | null = null
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          body = loaded
          return loaded
        },
        (error: unknown) => {
          // Offline or a redeploy: the next approach or use tries again.
          pending = null
          throw error
        },
      )
      return pending
    },
    loaded: () => body,
  }
}

const OPEN: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
})

/** One widget on the page: open once it nears the screen or is used; hydrated once its boundary
 * has hydrated (clicks that came before are pressed again then). */
export class WidgetGate {
  private opened = false
  private release: () => void = () => {}
  private near: Promise<void> = this.arm()
  private readonly bodies = new Map<LazyWidget<unknown>, Promise<unknown>>()
  private readonly afterHydration: (() => void)[] = []
  hydrated = false

  constructor(openAtOnce: boolean) {
    if (openAtOnce) this.open()
  }

  private arm(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.release = resolve
    })
  }

  open(): void {
    if (this.opened) return
    this.opened = true
    this.release()
  }

  /**
   * The same promise on every render (React's `use` needs it), settled with the component; one
   * already marked fulfilled when the chunk is here, which `use` reads without suspending.
   */
  body<Body>(widget: LazyWidget<Body>): Promise<Body> {
    let body = this.bodies.get(widget) as Promise<Body> | undefined
    const ready = widget.loaded()
    if (!body && ready) {
      body = Object.assign(Promise.resolve(ready), { status: 'fulfilled', value: ready })
      this.bodies.set(widget, body)
    }
    if (!body) {
      const attempt = (): Promise<Body> =>
        this.near.then(() =>
          widget.load().catch(() => {
            // Kept as static HTML until the next approach or use opens the gate again.
            this.opened = false
            this.near = this.arm()
            return attempt()
          }),
        )
      body = attempt()
      this.bodies.set(widget, body)
    }
    return body
  }

  /**
   * Settles when the gate opens, for a part whose code is already in the page (the shell's menu and
   * footer): the same promise while it waits, and one marked fulfilled once open, which React's `use`
   * reads without suspending (a part mounted in the browser renders at once).
   */
  whenOpen(): Promise<void> {
    return this.opened ? OPEN : this.near
  }

  whenHydrated(run: () => void): void {
    if (this.hydrated) run()
    else this.afterHydration.push(run)
  }

  markHydrated(): void {
    this.hydrated = true
    for (const run of this.afterHydration.splice(0)) run()
  }
}

/** About one screen ahead: the chunk has arrived by the time the widget is read. */
const NEAR_MARGIN = '100% 0px'
/** Events that say the visitor is about to use the widget. */
const USE_EVENTS = ['pointerdown', 'pointerover', 'focusin'] as const
/** Native controls keep their own default action; everything else is pressed again once live. */
const NATIVE = 'a[href],input,select,textarea,label'

/**
 * Opens the gate when the widget's section nears the screen (about a screen ahead, or as `near`
 * says: another margin, another scroller; false: the caller opens it itself) or is used. React
 * drops a click on a boundary it has not hydrated, so until then a click inside the section is held
 * (window capture runs before React's root listener) and pressed again once the widget is live.
 */
export function watch(
  section: HTMLElement,
  gate: WidgetGate,
  near: IntersectionObserverInit | false = { rootMargin: NEAR_MARGIN },
): () => void {
  const observer = near
    ? new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) gate.open()
      }, near)
    : null
  observer?.observe(section)
  const inside = (e: Event): Element | null =>
    e.target instanceof Element && section.contains(e.target) ? e.target : null
  const onUse = (e: Event) => {
    if (inside(e)) gate.open()
  }
  const onClick = (e: MouseEvent) => {
    const target = inside(e)
    if (!target || gate.hydrated || target.closest(NATIVE)) return
    e.preventDefault()
    e.stopImmediatePropagation()
    gate.open()
    gate.whenHydrated(() => {
      if (target instanceof HTMLElement) target.click()
      else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    })
  }
  for (const type of USE_EVENTS) addEventListener(type, onUse, { capture: true, passive: true })
  addEventListener('click', onClick, { capture: true })
  const stop = () => {
    observer?.disconnect()
    for (const type of USE_EVENTS) removeEventListener(type, onUse, { capture: true })
    removeEventListener('click', onClick, { capture: true })
  }
  gate.whenHydrated(stop)
  return stop
}

/** The gate of the widget whose section is `ref`, watched while `lazy` (it has a chunk of its own). */
export function useWidgetGate(ref: RefObject<HTMLElement | null>, lazy: boolean): WidgetGate {
  // False while React hydrates the server's HTML, true for a widget mounted in the browser.
  const mountedInBrowser = useHydrated()
  const [gate] = useState(() => new WidgetGate(mountedInBrowser))
  useEffect(() => {
    const section = ref.current
    if (!lazy || !section || gate.hydrated) return
    return watch(section, gate)
  }, [gate, ref, lazy])
  return gate
}

function DeferredBody({
  widget,
  gate,
  section,
}: {
  widget: LazyWidget
  gate: WidgetGate
  section: WidgetSection
}) {
  // `use` on every render, never behind a condition: a render that suspended in `use` is replayed
  // with the same hooks, and skipping `use` on the replay broke React's count (error 467 in 520).
  const Body = use(gate.body(widget))
  useEffect(() => gate.markHydrated(), [gate])
  return <Body section={section} />
}

/**
 * The widget's body in its own boundary. Memoised: a parent's re-render must not reach a boundary
 * still waiting to hydrate (React would drop the server's HTML for the empty fallback).
 */
export const LazyBody = memo(function LazyBody(props: {
  widget: LazyWidget
  gate: WidgetGate
  section: WidgetSection
}) {
  return (
    <Suspense fallback={null}>
      <DeferredBody {...props} />
    </Suspense>
  )
})
