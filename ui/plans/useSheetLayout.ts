// Whether the plans panel is a bottom sheet now: a portrait touch screen, phone to kiosk. The
// stylesheet alone holds the query (Plans.module.css sets --plans-sheet on the root inside its
// sheet rules, which also hide what belongs in the sheet before hydration); this reads its verdict,
// so the two can never disagree. The server answers no (the landscape layout); the page follows
// the screen when it turns (a turn resizes the window).

import { useSyncExternalStore } from 'react'

/** The last verdict read: React asks for it at every render, and each read restyles the page. */
let known: boolean | null = null

function subscribe(onChange: () => void): () => void {
  const resized = () => {
    known = null
    onChange()
  }
  window.addEventListener('resize', resized)
  return () => window.removeEventListener('resize', resized)
}

const now = () => {
  known ??=
    getComputedStyle(document.documentElement).getPropertyValue('--plans-sheet').trim() === '1'
  return known
}
const onServer = () => false

export function useSheetLayout(): boolean {
  return useSyncExternalStore(subscribe, now, onServer)
}
