// Whether the plans panel is a bottom sheet now: a portrait touch screen, phone to kiosk. The
// stylesheet alone holds the query (Plans.module.css sets --plans-sheet on the root inside its
// sheet rules, which also hide what belongs in the sheet before hydration); this reads its verdict,
// so the two can never disagree. The server answers no (the landscape layout); the page follows
// the screen when it turns (a turn resizes the window).
//
// Hydration keeps the server's answer and turns to the screen's in a transition once it has
// committed: React renders the plans screen again in slices. (An external store whose server
// answer differs is re-rendered at once, synchronously, in the task that ends hydration: on a phone
// that was the whole plans screen a second time, the longest task of the flat page's load.) A
// screen mounted by navigation reads the answer at once, so it never shows the wrong layout.

import { startTransition, useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/** The stylesheet's verdict now (each read restyles the page: read at mount and on resize only). */
const now = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--plans-sheet').trim() === '1'

export function useSheetLayout(): boolean {
  // False on the server (no such field) and while the first page hydrates.
  const mountedByNavigation = usePageContext().isHydration === false
  const [sheet, setSheet] = useState(() => mountedByNavigation && now())
  useEffect(() => {
    const follow = () => {
      const next = now()
      startTransition(() => setSheet(next))
    }
    // A hydrated screen still holds the server's answer; one mounted by navigation read it above.
    if (!mountedByNavigation) follow()
    window.addEventListener('resize', follow)
    return () => window.removeEventListener('resize', follow)
  }, [mountedByNavigation])
  return sheet
}
