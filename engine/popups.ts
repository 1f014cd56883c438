// Popup state: one slot per popup key, open with its payload or closed.
// A pure reducer; opening one popup leaves the others as they are, closeAll closes every one.

export interface GallerySlide {
  src: string
  /** Alternative text in the current language. */
  alt: string
  full?: string
  caption?: string
}

/** What each popup is opened with. */
export interface PopupPayloads {
  policy: Record<string, never>
  video: { src: string; poster?: string; title?: string }
  gallery: { list: readonly GallerySlide[]; start?: number }
  map: Record<string, never>
  subscription: { type: 'subscription' }
  /** Flats the visitor asks about (kiosk hand-off sends several) and what prompted the call. */
  callback: { flats?: readonly string[]; topic?: string }
  menu: Record<string, never>
}

export type PopupKey = keyof PopupPayloads

export const POPUP_KEYS = [
  'policy',
  'video',
  'gallery',
  'map',
  'subscription',
  'callback',
  'menu',
] as const satisfies readonly PopupKey[]

/** Null when closed. */
export type PopupsState = { readonly [K in PopupKey]: PopupPayloads[K] | null }

export type PopupOpen = { [K in PopupKey]: { key: K; payload: PopupPayloads[K] } }[PopupKey]

export type PopupsAction =
  | ({ type: 'popup.open' } & PopupOpen)
  | { type: 'popup.close'; key: PopupKey }
  | { type: 'popup.closeAll' }

export const INITIAL_POPUPS: PopupsState = {
  policy: null,
  video: null,
  gallery: null,
  map: null,
  subscription: null,
  callback: null,
  menu: null,
}

export function popupsReducer(state: PopupsState, action: PopupsAction): PopupsState {
  switch (action.type) {
    case 'popup.open':
      return { ...state, [action.key]: action.payload }
    case 'popup.close':
      return state[action.key] === null ? state : { ...state, [action.key]: null }
    case 'popup.closeAll':
      return POPUP_KEYS.some((key) => state[key] !== null) ? INITIAL_POPUPS : state
  }
}

export function isPopupOpen(state: PopupsState, key: PopupKey): boolean {
  return state[key] !== null
}

/** The page behind must not scroll while any popup is open. */
export function anyPopupOpen(state: PopupsState): boolean {
  return POPUP_KEYS.some((key) => state[key] !== null)
}
