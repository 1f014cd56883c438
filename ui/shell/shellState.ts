// Shell state shared by header, menu, popups and pages: the menu and popups
// (their rules are engine/menu.ts and engine/popups.ts) and the window model.

import { INITIAL_MENU, type MenuState } from '../../engine/menu'
import { INITIAL_POPUPS, type PopupsState } from '../../engine/popups'
import { INITIAL_WINDOW, type WindowState } from '../../engine/viewport'
import { createStore, useStore } from './store'

export type HeaderTheme = 'glass' | 'dark' | 'light'

export interface ShellState {
  menu: MenuState
  popups: PopupsState
  window: WindowState
  mobile: boolean
  headerTheme: HeaderTheme
}

export const INITIAL_SHELL: ShellState = {
  menu: INITIAL_MENU,
  popups: INITIAL_POPUPS,
  window: INITIAL_WINDOW,
  mobile: false,
  headerTheme: 'glass',
}

export const shellStore = createStore<ShellState>(INITIAL_SHELL)

export function useShell<S>(select: (state: ShellState) => S): S {
  return useStore(shellStore, select, INITIAL_SHELL)
}
