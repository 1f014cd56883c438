// Whether the plans panel is a bottom sheet now: a portrait touch screen, phone to kiosk, the
// same query as Plans.module.css's sheet rules. The server answers no (the landscape layout);
// the page follows the screen when it turns.

import { useSyncExternalStore } from 'react'

const SHEET = '(orientation: portrait) and (pointer: coarse)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SHEET)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const now = () => window.matchMedia(SHEET).matches
const onServer = () => false

export function useSheetLayout(): boolean {
  return useSyncExternalStore(subscribe, now, onServer)
}
