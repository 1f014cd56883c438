// The site menu is an HTML popover, so a tap opens it before the page's scripts have run: the
// burger names it as its popovertarget and the browser toggles it natively, with no hydration in
// the way (on a phone's slow network the scripts come a second or more after a first tap). Once
// hydrated, the shell's state follows the popover (a tap on the burger) and the popover follows the
// state (the kiosk header, route changes, Escape). Where a browser has no popovers, the state alone
// shows the menu (Menu.module.css). Environment: client.

import { type RefObject, useEffect, useRef } from 'react'
import { closeMenu, openMenu } from './shellActions'
import { shellStore } from './shellState'

export const MENU_ID = 'site-menu'

export function popoverSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype
}

function isOpen(el: HTMLElement): boolean {
  return el.matches(':popover-open')
}

export function useMenuPopover(ref: RefObject<HTMLElement | null>, opened: boolean): void {
  useEffect(() => {
    const el = ref.current
    if (!el || !popoverSupported()) return
    const follow = (open: boolean) => {
      if (open === shellStore.get().menu.opened) return
      if (open) openMenu()
      else closeMenu()
    }
    const onToggle = (event: Event) => follow((event as ToggleEvent).newState === 'open')
    el.addEventListener('toggle', onToggle)
    // Opened before hydration: the state catches up once the layout's first route change (which
    // closes the menu) has run; nothing on screen changes.
    const timer = setTimeout(() => follow(isOpen(el)), 0)
    return () => {
      clearTimeout(timer)
      el.removeEventListener('toggle', onToggle)
    }
  }, [ref])
  // Only a change of the state moves the popover: at hydration the state (closed) has not yet
  // caught up with a menu the visitor opened.
  const last = useRef(opened)
  useEffect(() => {
    const el = ref.current
    if (!el || !popoverSupported() || last.current === opened) return
    last.current = opened
    if (opened && !isOpen(el)) el.showPopover()
    if (!opened && isOpen(el)) el.hidePopover()
  }, [ref, opened])
}
