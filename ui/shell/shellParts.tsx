// The shell's two parts a first tap does not need: the menu's panel and the footer. Together they
// are about half of a plans page's elements (the menu's 99 and the footer's 74 of a flat page's
// 339), and React hydrated them with the page although the menu works as the browser's popover
// before it hydrates (menuPopover.ts) and the footer is links. So each keeps the server's HTML
// (React's selective hydration: its boundary waits on a gate) until it is wanted:
// - the menu when the burger is pointed at, pressed or focused, when the browser opens it (a tap
//   before hydration), or when anything inside it is used;
// - the footer when it comes into view or is used;
// - both at the first client navigation (pages/+onPageTransitionStart.ts), so a new page's render
//   never reaches a boundary still waiting (React would drop its HTML for the empty fallback), and
//   at once when the layout is mounted in the browser, with no HTML to keep.
// A press on a control inside a part not yet live is pressed again once it is (lazyWidget.tsx's
// watch); a link works as a link. Environment: client (the server renders both parts whole).

import { type ComponentType, memo, Suspense, use, useEffect, useState } from 'react'
import { WidgetGate, watch } from '../content/lazyWidget'
import { MENU_ID } from './menuPopover'

export const FOOTER_ID = 'site-footer'

/** The footer hydrates once a line of it shows, not a screen ahead: the master plan's screen is one
 * viewport tall, its footer's top on the screen's bottom edge, where a margin, or none (an edge
 * touching counts as intersecting), would hydrate it at load. */
export const FOOTER_MARGIN = '0px 0px -1px 0px'

/** One pair of gates per page load: the layout is mounted once, and a client navigation opens them.
 * Open on the server, which renders both parts whole. */
export const shellGates = {
  menu: new WidgetGate(import.meta.env.SSR),
  footer: new WidgetGate(import.meta.env.SSR),
}

export function openShellParts(): void {
  shellGates.menu.open()
  shellGates.footer.open()
}

/** Whether a layout has hydrated in this page load: a layout mounted after that has no HTML to keep. */
let layoutHydrated = false

/** Watches the served menu and footer and opens each part's gate when it is wanted. */
export function useShellParts(): void {
  // Not vike-react's useHydrated: its store reads false while hydrating and true after, so React
  // re-renders the layout at sync priority once it has hydrated, which hydrated every boundary
  // below it (the header, the page, the callback popup) in that one task instead of in slices.
  useState(() => {
    if (layoutHydrated) openShellParts()
  })
  useEffect(() => {
    layoutHydrated = true
    const stops = [watchMenu(), watchFooter()]
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
}

/**
 * Watches the part served as element `id` until its gate opens and it has hydrated: near as `near`
 * says (false: not by its place), used (lazyWidget.tsx's watch), or by the signals `arm` adds and
 * returns the removal of. A part not served (or already live) opens at once.
 */
function watchPart(
  id: string,
  gate: WidgetGate,
  near: IntersectionObserverInit | false,
  arm?: (el: HTMLElement) => () => void,
) {
  const el = document.getElementById(id)
  if (!el || gate.hydrated) {
    gate.open()
    return () => {}
  }
  const disarm = arm?.(el)
  const stopWatch = watch(el, gate, near)
  const stop = () => {
    disarm?.()
    stopWatch()
  }
  gate.whenHydrated(stop)
  return stop
}

/** What says the burger is about to be pressed. */
const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const

function watchMenu(): () => void {
  const gate = shellGates.menu
  return watchPart(MENU_ID, gate, false, (menu) => {
    // Opened by the browser before this ran (a tap while the scripts loaded), or from now on.
    if (menu.matches(':popover-open')) gate.open()
    const onToggle = () => gate.open()
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(`[aria-controls="${MENU_ID}"]`)) {
        gate.open()
      }
    }
    menu.addEventListener('beforetoggle', onToggle)
    menu.addEventListener('toggle', onToggle)
    for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true })
    return () => {
      menu.removeEventListener('beforetoggle', onToggle)
      menu.removeEventListener('toggle', onToggle)
      for (const type of INTENT) removeEventListener(type, onIntent, { capture: true })
    }
  })
}

function watchFooter(): () => void {
  return watchPart(FOOTER_ID, shellGates.footer, { rootMargin: FOOTER_MARGIN })
}

function Held({ gate, part: Part }: { gate: WidgetGate; part: ComponentType }) {
  // `use` on every render, never behind a condition (see lazyWidget.tsx).
  use(gate.whenOpen())
  useEffect(() => gate.markHydrated(), [gate])
  return <Part />
}

/**
 * A part in its own boundary. Memoised on its two props, both fixed: the layout's re-render (a new
 * page) must not reach a boundary still waiting to hydrate.
 */
export const ShellPart = memo(function ShellPart(props: { gate: WidgetGate; part: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Held {...props} />
    </Suspense>
  )
})
