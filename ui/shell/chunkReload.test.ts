import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError, RELOAD_WINDOW_MS } from './chunkReload'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('chunk reload', () => {
  it.each([
    ['Loading chunk 12 failed.', true],
    ['Failed to fetch dynamically imported module: /assets/x.js', true],
    ['TypeError: x is undefined', false],
  ])('%s -> %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected)
  })

  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage()
    const t0 = 1_000_000
    expect(claimReload(storage, t0)).toBe(true)
    expect(claimReload(storage, t0 + 1_000)).toBe(false)
    expect(claimReload(storage, t0 + RELOAD_WINDOW_MS - 1)).toBe(false)
    expect(claimReload(storage, t0 + RELOAD_WINDOW_MS)).toBe(true)
  })
})
