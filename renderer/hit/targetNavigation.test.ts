import { describe, expect, it } from 'vitest'
import type { HitTarget } from '../types'
import { nextTarget } from './targetNavigation'

const t = (alt: string, x: number, y: number): HitTarget => ({
  alt,
  kind: 'floor',
  label: { ru: alt, en: alt },
  available: true,
  screenRect: { x, y, width: 10, height: 10 },
})

// A column of floors (4 on top) and a building to the right of floor 2.
const targets = [t('f4', 0, 0), t('f3', 0, 40), t('f2', 0, 80), t('f1', 0, 120), t('b', 200, 90)]

describe('arrow navigation', () => {
  it.each([
    ['f3', 'up', 'f4'],
    ['f3', 'down', 'f2'],
    ['f4', 'up', 'f4'],
    // from f2 (5, 85) right: only b (205, 95) lies right
    ['f2', 'right', 'b'],
    // from b (205, 95) left: f2 scores 200 + 2 x 10 = 220, f1 200 + 2 x 30 = 260
    ['b', 'left', 'f2'],
  ] as const)('%s %s -> %s', (from, dir, to) => {
    expect(nextTarget(targets, from, dir)).toBe(to)
  })

  it('starts at the first target when nothing is focused', () => {
    expect(nextTarget(targets, null, 'down')).toBe('f4')
    expect(nextTarget([], null, 'down')).toBeNull()
  })
})
