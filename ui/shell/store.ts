// A minimal external store for shell state that outlives page renders (menu, popups, window).

import { useSyncExternalStore } from 'react'

export interface Store<T> {
  get(): T
  set(next: T | ((prev: T) => T)): void
  subscribe(listener: () => void): () => void
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next
      if (Object.is(value, state)) return
      state = value
      for (const l of listeners) l()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** One selector per field keeps re-renders to the components that read what changed. */
export function useStore<T, S>(store: Store<T>, select: (state: T) => S, serverState?: T): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverState ?? store.get()),
  )
}
