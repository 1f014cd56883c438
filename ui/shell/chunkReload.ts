// When a page chunk fails to load (a deploy replaced it), reload the page once,
// and at most once per 60 seconds so a broken deploy cannot loop.

export const RELOAD_KEY = 'khvoya:chunk-reload'
export const RELOAD_WINDOW_MS = 60_000

const CHUNK_ERROR =
  /Loading chunk \d+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '')
  return CHUNK_ERROR.test(message)
}

/** True when a reload is allowed now; records the attempt. */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0)
  if (now - last < RELOAD_WINDOW_MS) return false
  storage.setItem(RELOAD_KEY, String(now))
  return true
}

export function installChunkReload(win: Window): void {
  const reload = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return
    let storage: Storage
    try {
      storage = win.sessionStorage
    } catch {
      return
    }
    if (claimReload(storage, Date.now())) win.location.reload()
  }
  win.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    reload(
      (event as Event & { payload?: unknown }).payload ??
        new Error('Failed to fetch dynamically imported module'),
    )
  })
  win.addEventListener('unhandledrejection', (event) => reload(event.reason))
}
