// Whether the visitor has saved flats, said on <html data-favourites> before the first paint: the
// server renders the favourites page with none (it cannot read localStorage), and its empty state
// painted short, with the footer in view, then the list pushed the footer off the screen when the
// page hydrated (CLS 0.09-0.29). With the flag the page paints a screen tall and without the empty
// state (Favourites.module.css); the favourites screen drops the flag once the client's list is
// empty (useFavouritesFlag). Inline in the head beside the root font script, hashed by the CSP.

import { useLayoutEffect, useSyncExternalStore } from 'react'
import { FAVOURITES_KEY } from '../../engine/favourites'

export const FAVOURITES_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(FAVOURITES_KEY)}))document.documentElement.dataset.favourites=''}catch(e){}`

const never = () => () => {}

/** Drops the flag once the client knows the list is empty (removed here or in another tab, or
 * saved text that names no flat), so the empty state shows; hydration's own render, which has the
 * server's empty list, leaves it. */
export function useFavouritesFlag(count: number): void {
  const onClient = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  useLayoutEffect(() => {
    if (onClient && count === 0) delete document.documentElement.dataset.favourites
  }, [onClient, count])
}
