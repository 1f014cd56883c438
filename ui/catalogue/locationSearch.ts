// The page's query string as an external store, so filters, sort and the compare view follow
// back/forward (popstate) and our own history writes. Environment: client ('' on the server).

const listeners = new Set<() => void>()

function notify(): void {
  for (const l of listeners) l()
}

export const locationSearch = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    window.addEventListener('popstate', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('popstate', listener)
    }
  },
  get(): string {
    return window.location.search
  },
  server(): string {
    return ''
  },
  /**
   * Writes a new query: 'push' for a deliberate step the visitor may want to go back to (a tick,
   * a sort, a reset), 'replace' for continuous input such as a slider being dragged.
   */
  write(search: string, mode: 'push' | 'replace'): void {
    const query = search.startsWith('?') || search === '' ? search : `?${search}`
    if (query === window.location.search) return
    const url = `${window.location.pathname}${query}${window.location.hash}`
    // Vike marks entries made by us as user navigation and does not re-render the page on them.
    if (mode === 'push') window.history.pushState({}, '', url)
    else window.history.replaceState(window.history.state, '', url)
    notify()
  },
}
