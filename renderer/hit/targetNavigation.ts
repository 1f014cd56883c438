// Arrow-key navigation among hit targets for the accessible twin, by where they are on screen: the
// next target is the nearest one in the arrow's direction, off-axis distance counting double. Pure.

import type { HitTarget } from '../types'

export type Direction = 'left' | 'right' | 'up' | 'down'

export const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
}

const centre = (t: HitTarget) =>
  [t.screenRect.x + t.screenRect.width / 2, t.screenRect.y + t.screenRect.height / 2] as const

/** The alt to focus after pressing an arrow on `from`; `from` itself when nothing lies that way. */
export function nextTarget(
  targets: readonly HitTarget[],
  from: string | null,
  dir: Direction,
): string | null {
  const current = targets.find((t) => t.alt === from)
  if (!current) return targets[0]?.alt ?? null
  const [cx, cy] = centre(current)
  let best: string | null = null
  let bestScore = Number.POSITIVE_INFINITY
  for (const t of targets) {
    if (t === current) continue
    const [x, y] = centre(t)
    const along =
      dir === 'left' ? cx - x : dir === 'right' ? x - cx : dir === 'up' ? cy - y : y - cy
    const across = dir === 'left' || dir === 'right' ? Math.abs(y - cy) : Math.abs(x - cx)
    if (along <= 0.5) continue
    const score = along + across * 2
    if (score < bestScore) {
      bestScore = score
      best = t.alt
    }
  }
  return best ?? current.alt
}
