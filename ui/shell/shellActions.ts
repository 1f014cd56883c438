// The only writers of shell state: they apply the engine's menu and popup reducers and keep the
// close-button stack (engine/closeStack.ts), so Escape always closes the topmost thing first.

import {
  type CloseAction,
  type CloseStack,
  closeStackOnRoute,
  EMPTY_CLOSE_STACK,
  executeClose as runLast,
  pushClose as push,
  removeClose as remove,
} from '../../engine/closeStack'
import { type MenuAction, menuReducer } from '../../engine/menu'
import {
  type PopupKey,
  type PopupPayloads,
  type PopupsAction,
  popupsReducer,
} from '../../engine/popups'
import type { RouteName } from '../../engine/routes'
import { windowStateFor } from '../../engine/viewport'
import { shellStore } from './shellState'

let stack: CloseStack = EMPTY_CLOSE_STACK

/** Only functions are pushed, never twice; anything else is a console error. */
export function pushClose(fn: unknown): void {
  stack = push(stack, fn)
}

/** Runs the last closer and removes it; true when there was one. */
export function executeClose(): boolean {
  const before = stack.length
  stack = runLast(stack)
  return stack.length < before
}

export function closeStackSize(): number {
  return stack.length
}

/** A route change to home empties the stack; the menu closes on every route change. */
export function onRouteChange(pathname: string, routeName: RouteName | null): void {
  stack = closeStackOnRoute(stack, pathname)
  dispatchMenu({ type: 'route.change', name: routeName })
}

function dispatchMenu(action: MenuAction): void {
  shellStore.set((s) => {
    const menu = menuReducer(s.menu, action)
    return menu === s.menu ? s : { ...s, menu }
  })
}

function dispatchPopups(action: PopupsAction): void {
  shellStore.set((s) => {
    const popups = popupsReducer(s.popups, action)
    return popups === s.popups ? s : { ...s, popups }
  })
}

const closeMenuFn: CloseAction = () => closeMenu()

export function openMenu(): void {
  dispatchMenu({ type: 'menu.open' })
  pushClose(closeMenuFn)
}

export function closeMenu(): void {
  stack = remove(stack, closeMenuFn)
  if (shellStore.get().menu.opened) dispatchMenu({ type: 'menu.close' })
}

export function toggleMenu(): void {
  if (shellStore.get().menu.opened) closeMenu()
  else openMenu()
}

export function setMenuHovered(name: string | null): void {
  dispatchMenu({ type: 'menu.hover', name })
}

export function setFooterHidden(hidden: boolean): void {
  dispatchMenu({ type: 'footer.hide', hidden })
}

const popupClosers = new Map<PopupKey, CloseAction>()
function closerOf(key: PopupKey): CloseAction {
  let fn = popupClosers.get(key)
  if (!fn) {
    fn = () => closePopup(key)
    popupClosers.set(key, fn)
  }
  return fn
}

export function openPopup<K extends PopupKey>(key: K, payload: PopupPayloads[K]): void {
  dispatchPopups({ type: 'popup.open', key, payload } as PopupsAction)
  pushClose(closerOf(key))
}

export function closePopup(key: PopupKey): void {
  stack = remove(stack, closerOf(key))
  dispatchPopups({ type: 'popup.close', key })
}

export function closeAllPopups(): void {
  for (const fn of popupClosers.values()) stack = remove(stack, fn)
  dispatchPopups({ type: 'popup.closeAll' })
}

export function setWindowSize(width: number, height: number, mobile: boolean): void {
  shellStore.set((s) =>
    s.window.width === width && s.window.height === height && s.mobile === mobile
      ? s
      : { ...s, window: windowStateFor(width, height), mobile },
  )
}
