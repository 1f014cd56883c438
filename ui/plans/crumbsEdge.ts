// Whether a sideways-scrolling row of crumbs hides its start: a phone's row opens at its end (the
// current place) and cuts "Генплан" mid-word at the left edge; the edge then fades, so the cut
// reads as "there is more this way" rather than as a broken word.

/**
 * `scrollLeft` as a row-reverse scroller reports it: 0 with its end in view, down to
 * -(scrollWidth - clientWidth) with its start in view.
 */
export function startHidden(scrollLeft: number, scrollWidth: number, clientWidth: number): boolean {
  const slack = scrollWidth - clientWidth
  return slack > 1 && Math.abs(scrollLeft) < slack - 1
}

/** Keeps `data-cut` on `el` true while its start is out of view. Returns the undo. */
export function watchCrumbsEdge(el: HTMLElement): () => void {
  const update = () => {
    el.dataset.cut = String(startHidden(el.scrollLeft, el.scrollWidth, el.clientWidth))
  }
  update()
  el.addEventListener('scroll', update, { passive: true })
  const observer = new ResizeObserver(update)
  observer.observe(el)
  const list = el.firstElementChild
  if (list) observer.observe(list)
  return () => {
    el.removeEventListener('scroll', update)
    observer.disconnect()
  }
}
