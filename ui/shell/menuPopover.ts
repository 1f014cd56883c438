// Before hydration the site menu is an HTML popover, so a tap opens it before the page's scripts
// have run: the burger names it as its popovertarget and the browser toggles it natively (on a
// phone's slow network the scripts come a second or more after a first tap). Once the menu has
// hydrated it is the shell's again, as it always was: the popover attribute goes, in the same
// commit as the state takes over a menu the visitor opened, so nothing on screen changes, and the
// menu stacks under the site's popups by z-index (a popover would sit above every one of them in
// the top layer). Environment: client.

import { type RefObject, useLayoutEffect, useState } from 'react'
import { openMenu } from './shellActions'
import { shellStore } from './shellState'

export const MENU_ID = 'site-menu'

export function popoverSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype
}

/** Whether the menu is still the browser's popover (before hydration), not the shell's. */
export function menuIsNative(): boolean {
  return popoverSupported() && document.getElementById(MENU_ID)?.hasAttribute('popover') === true
}

/** True until the menu has hydrated: it renders as a popover while the browser drives it. */
export function useNativeMenu(ref: RefObject<HTMLElement | null>): boolean {
  const [native, setNative] = useState(true)
  // Before paint, and both updates in one commit: the state opens before the popover goes.
  useLayoutEffect(() => {
    const el = ref.current
    const open = el !== null && popoverSupported() && el.matches(':popover-open')
    if (open && !shellStore.get().menu.opened) openMenu()
    setNative(false)
  }, [ref])
  return native
}
