import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stepProgress } from './buildProgress'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function progress(total: number) {
  const lines: string[] = []
  const start = Date.now()
  const p = stepProgress('images', {
    total,
    verb: 'drawing',
    now: () => Date.now() - start,
    print: (line) => lines.push(line),
  })
  return { p, lines }
}

describe('build step progress', () => {
  it('names what it is drawing every 5 s while nothing else is said', () => {
    const { p, lines } = progress(56)
    p.start('hero-aerial-summer')
    p.start('pine-forest-light')
    vi.advanceTimersByTime(4000)
    expect(lines).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(lines).toEqual(['images: 0/56 drawing hero-aerial-summer, pine-forest-light; 5 s'])
    // A 20 s drawing: a line every 5 s, never 10 s of silence.
    vi.advanceTimersByTime(15_000)
    expect(lines.map((l) => l.split('; ')[1])).toEqual(['5 s', '10 s', '15 s', '20 s'])
    p.close()
  })

  it('prints a done item with its note, counts a silent one, and resets the quiet clock', () => {
    const { p, lines } = progress(3)
    for (const name of ['a', 'b', 'c']) p.start(name)
    vi.advanceTimersByTime(3000)
    p.done('a', 'drawn in 3.0 s')
    p.done('b') // reused from the cache: counted, not printed
    vi.advanceTimersByTime(4000)
    // 3 s + 4 s: the done line at 3 s keeps the ticker quiet until 8 s.
    expect(lines).toEqual(['images: 1/3 a drawn in 3.0 s; 3 s'])
    vi.advanceTimersByTime(1000)
    expect(lines.at(-1)).toBe('images: 2/3 drawing c; 8 s')
    p.close()
    vi.advanceTimersByTime(60_000)
    expect(lines).toHaveLength(2)
  })
})
