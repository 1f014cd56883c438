import { describe, expect, it } from 'vitest'
import { formatCount, formatKb, formatMb, formatMs, median, percentile, round } from './stats'

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i) // 100, 99, ... 1, unsorted

  it.each([
    // rank = ceil(q * n): p50 of 1..100 is rank 50 -> 50; p95 rank 95 -> 95; p99 rank 99 -> 99
    [0.5, 50],
    [0.95, 95],
    [0.99, 99],
    [1, 100],
    // q = 0 gives rank 0, clamped to the smallest sample
    [0, 1],
  ])('p%s of 1..100 is %s', (q, expected) => {
    expect(percentile(hundred, q)).toBe(expected)
  })

  it('answers an observed sample, never an interpolation', () => {
    // n = 4, p95: rank ceil(3.8) = 4 -> the largest, 40
    expect(percentile([10, 20, 30, 40], 0.95)).toBe(40)
    // n = 4, p50: rank 2 -> 20
    expect(percentile([40, 10, 30, 20], 0.5)).toBe(20)
  })

  it('is NaN without samples and does not sort the input in place', () => {
    expect(percentile([], 0.5)).toBeNaN()
    const input = [3, 1, 2]
    percentile(input, 0.5)
    expect(input).toEqual([3, 1, 2])
  })
})

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    // even count: mean of the middle two, (2 + 3) / 2
    [[4, 1, 3, 2], 2.5],
  ])('median(%j) = %s', (samples, expected) => {
    expect(median(samples)).toBe(expected)
  })

  it('is NaN without samples', () => {
    expect(median([])).toBeNaN()
  })
})

describe('formats', () => {
  it.each([
    [1530, '1.53 s'],
    [250.4, '250 ms'],
    [16.66, '16.7 ms'],
    [0.0612, '0.06 ms'],
    [Number.NaN, 'n/a'],
  ])('formatMs(%s) = %s', (ms, text) => {
    expect(formatMs(ms)).toBe(text)
  })

  it('formats kilobytes of 1024 bytes', () => {
    // 92160 / 1024 = 90.0
    expect(formatKb(92_160)).toBe('90.0 KB')
    expect(formatKb(512)).toBe('0.5 KB')
    // 15,700,000 / 1024 / 1024 = 14.97
    expect(formatMb(15_700_000)).toBe('15.0 MB')
  })

  it('groups thousands and rounds', () => {
    expect(formatCount(34_780.4)).toBe('34,780')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1_234_567)).toBe('1,234,567')
  })

  it('rounds to the given digits', () => {
    expect(round(0.01949, 3)).toBe(0.019)
    expect(round(12.5)).toBe(13)
  })
})
