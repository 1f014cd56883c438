// Runs a task when the page is idle, or after the product spec's idle timeout (2 s) at the latest;
// a plain timer where the browser has no requestIdleCallback (Safari). Returns the cancel.
// Environment: client.

export const IDLE_TIMEOUT_MS = 2000

/** `fallbackMs`: the plain timer's wait, for work that should come after what a page starts at once. */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS, fallbackMs = 1): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, fallbackMs)
  return () => clearTimeout(handle)
}
