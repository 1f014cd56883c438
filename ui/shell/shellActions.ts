// The only writers of shell state. Popups and the menu register their close functions on the
// close-button stack so Escape always closes the topmost thing first.

import { windowStateFor } from '../../engine/viewport'
import { CLOSED_POPUPS, type PopupKey, type PopupsState, shellStore } from './shellState'

type Closer = () => void
const closeStack: Closer[] = []

/** SPEC 4: only functions are pushed, never twice. */
export function pushClose(fn: unknown): void {
  if (typeof fn !== 'function') {
    console.error('Close-button stack accepts functions only, got', typeof fn)
    return
  }
  if (!closeStack.includes(fn as Closer)) closeStack.push(fn as Closer)
}

export function removeClose(fn: Closer): void {
  const i = closeStack.indexOf(fn)
  if (i >= 0) closeStack.splice(i, 1)
}

/** Runs the last closer and removes it; true when there was one. */
export function executeClose(): boolean {
  const fn = closeStack.pop()
  fn?.()
  return Boolean(fn)
}

export function closeStackSize(): number {
  return closeStack.length
}

/** SPEC 4: on a route change to `/` the stack is emptied. */
export function onRouteChange(logicalPath: string, routeName: string | null): void {
  if (logicalPath === '/') closeStack.length = 0
  shellStore.set((s) => ({ ...s, menu: { ...s.menu, currentRouteName: routeName } }))
}

const closeMenuFn: Closer = () => closeMenu()

export function openMenu(): void {
  shellStore.set((s) => ({
    ...s,
    menu: { ...s.menu, opened: true, backgroundVisible: true, linksDisabled: false },
  }))
  pushClose(closeMenuFn)
}

export function closeMenu(): void {
  removeClose(closeMenuFn)
  shellStore.set((s) =>
    s.menu.opened
      ? {
          ...s,
          menu: {
            ...s.menu,
            opened: false,
            backgroundVisible: false,
            linksDisabled: true,
            hoveredName: null,
          },
        }
      : s,
  )
}

export function toggleMenu(): void {
  if (shellStore.get().menu.opened) closeMenu()
  else openMenu()
}

export function setMenuHovered(name: string | null): void {
  shellStore.set((s) => ({ ...s, menu: { ...s.menu, hoveredName: name } }))
}

export function setFooterHidden(hidden: boolean): void {
  shellStore.set((s) => ({ ...s, menu: { ...s.menu, footerHidden: hidden } }))
}

const popupClosers = new Map<PopupKey, Closer>()
function closerOf(key: PopupKey): Closer {
  let fn = popupClosers.get(key)
  if (!fn) {
    fn = () => closePopup(key)
    popupClosers.set(key, fn)
  }
  return fn
}

export function openPopup<K extends PopupKey>(
  key: K,
  value: Exclude<PopupsState[K], null | false>,
) {
  shellStore.set((s) => ({ ...s, popups: { ...s.popups, [key]: value } }))
  pushClose(closerOf(key))
}

export function closePopup(key: PopupKey): void {
  removeClose(closerOf(key))
  shellStore.set((s) =>
    s.popups[key] ? { ...s, popups: { ...s.popups, [key]: CLOSED_POPUPS[key] } } : s,
  )
}

export function closeAllPopups(): void {
  for (const fn of popupClosers.values()) removeClose(fn)
  shellStore.set((s) => ({ ...s, popups: CLOSED_POPUPS }))
}

export function setWindowSize(width: number, height: number, mobile: boolean): void {
  const next = windowStateFor(width, height)
  shellStore.set((s) =>
    s.window.width === width && s.window.height === height && s.mobile === mobile
      ? s
      : { ...s, window: next, mobile },
  )
}
