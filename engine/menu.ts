// Menu state: opening shows the background and enables the menu's links.
// A pure reducer; closed links are disabled so they leave the tab order while the menu is hidden.

import type { RouteName } from './routes'

export interface MenuState {
  opened: boolean
  backgroundVisible: boolean
  linksDisabled: boolean
  /** The menu item under the pointer: its picture is shown beside the list. */
  hoveredName: string | null
  currentRouteName: RouteName | null
  footerHidden: boolean
}

export type MenuAction =
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'menu.toggle' }
  | { type: 'menu.hover'; name: string | null }
  | { type: 'route.change'; name: RouteName | null }
  | { type: 'footer.hide'; hidden: boolean }

export const INITIAL_MENU: MenuState = {
  opened: false,
  backgroundVisible: false,
  linksDisabled: true,
  hoveredName: null,
  currentRouteName: null,
  footerHidden: false,
}

function opened(state: MenuState): MenuState {
  return { ...state, opened: true, backgroundVisible: true, linksDisabled: false }
}

function closed(state: MenuState): MenuState {
  return {
    ...state,
    opened: false,
    backgroundVisible: false,
    linksDisabled: true,
    hoveredName: null,
  }
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'menu.open':
      return opened(state)
    case 'menu.close':
      return closed(state)
    case 'menu.toggle':
      return state.opened ? closed(state) : opened(state)
    case 'menu.hover':
      return { ...state, hoveredName: action.name }
    // Following a menu link lands on a new page; the menu closes so the page is what is seen.
    case 'route.change':
      return { ...closed(state), currentRouteName: action.name }
    case 'footer.hide':
      return { ...state, footerHidden: action.hidden }
  }
}
