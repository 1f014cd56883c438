// The narrow doors through which the browser reaches the engine: storage and history.
// The UI implements them over the browser's storage and history; tests use memoryStorage.

export interface StorageAdapter {
  get(key: string): string | null
  set(key: string, value: string): void
  /** Changes made elsewhere (another tab: the storage event). The key is null when all cleared. */
  subscribe?(listener: (key: string | null) => void): () => void
}

export interface HistoryAdapter {
  /** The current query string, with or without '?'. */
  search(): string
  push(search: string): void
  replace(search: string): void
}

export interface MemoryStorage extends StorageAdapter {
  subscribe(listener: (key: string | null) => void): () => void
}

/**
 * A storage kept in a Map: server rendering, kiosk sessions and tests. Every write is announced
 * to subscribers, which is how two stores over one memory storage play two browser tabs.
 */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial))
  const listeners = new Set<(key: string | null) => void>()
  return {
    get: (key) => values.get(key) ?? null,
    set(key, value) {
      values.set(key, value)
      for (const listener of [...listeners]) listener(key)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
