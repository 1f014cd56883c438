import { describe, expect, it, vi } from 'vitest'
import { memoryStorage, type StorageAdapter } from './adapters'
import { FAVOURITES_KEY } from './favourites'
import { createFavouritesStore } from './favouritesStore'

describe('createFavouritesStore', () => {
  it('reads the stored list, dropping what is not a flat alt', () => {
    const storage = memoryStorage({ [FAVOURITES_KEY]: '11-1-3-2,junk,11-1-3-2,21-1-1-1' })
    expect(createFavouritesStore(storage).list()).toEqual(['11-1-3-2', '21-1-1-1'])
  })

  it('toggle persists the comma-separated list and notifies', () => {
    const storage = memoryStorage()
    const store = createFavouritesStore(storage)
    const seen: (readonly string[])[] = []
    store.subscribe((list) => seen.push(list))
    store.toggle('11-1-3-2')
    store.toggle('21-1-1-1')
    store.toggle('11-1-3-2')
    expect(storage.get(FAVOURITES_KEY)).toBe('21-1-1-1')
    expect(seen).toEqual([['11-1-3-2'], ['11-1-3-2', '21-1-1-1'], ['21-1-1-1']])
    expect(store.has('21-1-1-1')).toBe(true)
  })

  it('a toggle of garbage neither writes nor notifies', () => {
    const storage = memoryStorage()
    const set = vi.spyOn(storage, 'set')
    const store = createFavouritesStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.toggle('not-an-alt')
    expect(set).not.toHaveBeenCalled()
    expect(listener).not.toHaveBeenCalled()
  })

  it('follows another tab writing to the same storage', () => {
    const storage = memoryStorage()
    const here = createFavouritesStore(storage)
    const there = createFavouritesStore(storage)
    const listener = vi.fn()
    here.subscribe(listener)
    there.toggle('31-1-2-1')
    expect(here.list()).toEqual(['31-1-2-1'])
    expect(listener).toHaveBeenCalledTimes(1)
    storage.set(FAVOURITES_KEY, '["broken json"]')
    expect(here.list()).toEqual([])
  })

  it('stops following after close', () => {
    const storage = memoryStorage()
    const store = createFavouritesStore(storage)
    store.close()
    storage.set(FAVOURITES_KEY, '11-1-1-1')
    expect(store.list()).toEqual([])
  })

  it('keeps working in memory when the storage throws', () => {
    const broken: StorageAdapter = {
      get: () => {
        throw new Error('SecurityError')
      },
      set: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createFavouritesStore(broken)
    expect(store.list()).toEqual([])
    expect(store.toggle('11-1-1-1')).toEqual(['11-1-1-1'])
    store.clear()
    expect(store.list()).toEqual([])
  })
})
