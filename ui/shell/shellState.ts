// Shell state shared by header, menu, popups and pages: menu and popups of SPEC sections 3-4,
// the window model, and the close-button stack that Escape and close buttons run.

import { INITIAL_WINDOW, type WindowState } from '../../engine/viewport'
import { createStore, useStore } from './store'

export type HeaderTheme = 'glass' | 'dark' | 'light'

export interface MenuState {
  opened: boolean
  backgroundVisible: boolean
  linksDisabled: boolean
  hoveredName: string | null
  currentRouteName: string | null
  footerHidden: boolean
}

export interface GalleryItem {
  src: string
  alt: string
  caption?: string
}

export interface PopupsState {
  policy: boolean
  video: { src: string; poster?: string; title?: string } | null
  gallery: { list: GalleryItem[]; index: number } | null
  map: boolean
  subscription: { type: 'subscription' } | null
  callback: { flats?: string[]; topic?: string } | null
}

export type PopupKey = keyof PopupsState

export interface ShellState {
  menu: MenuState
  popups: PopupsState
  window: WindowState
  mobile: boolean
  headerTheme: HeaderTheme
}

export const CLOSED_POPUPS: PopupsState = {
  policy: false,
  video: null,
  gallery: null,
  map: false,
  subscription: null,
  callback: null,
}

export const INITIAL_MENU: MenuState = {
  opened: false,
  backgroundVisible: false,
  linksDisabled: true,
  hoveredName: null,
  currentRouteName: null,
  footerHidden: false,
}

export const INITIAL_SHELL: ShellState = {
  menu: INITIAL_MENU,
  popups: CLOSED_POPUPS,
  window: INITIAL_WINDOW,
  mobile: false,
  headerTheme: 'glass',
}

export const shellStore = createStore<ShellState>(INITIAL_SHELL)

export function useShell<S>(select: (state: ShellState) => S): S {
  return useStore(shellStore, select, INITIAL_SHELL)
}

export function isAnyPopupOpen(popups: PopupsState): boolean {
  return Object.values(popups).some(Boolean)
}
