// The page's scroll lock, counted: every open modal holds it, and the page scrolls again only when
// the last one lets go (a QR dialog closing over the map popup must not free the page under it).
// Environment: client (writes data-scroll-lock on the document's root).

let holders = 0

/** Locks the page's scroll until the returned release is called (once; later calls do nothing). */
export function holdScrollLock(
  root: { dataset: DOMStringMap } = document.documentElement,
): () => void {
  holders += 1
  root.dataset.scrollLock = 'true'
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) delete root.dataset.scrollLock
  }
}
