// Keeps map markers apart: points closer than a marker's diameter are pushed away from each other
// a little at a time, so a cluster (Zelenogorsk: town, station, highway, beach) stays readable and
// every marker stays near its place. Leader lines show where a marker was moved from.

import type { Pt } from '../kit/vector'

export function relax(points: readonly Pt[], radius: number, rounds = 120): Pt[] {
  const at = points.map(([x, y]) => [x, y] as [number, number])
  const gap = 2 * radius + 1.2
  for (let round = 0; round < rounds; round++) {
    let moved = false
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i]!
        const b = at[j]!
        let dx = b[0] - a[0]
        let dy = b[1] - a[1]
        let d = Math.hypot(dx, dy)
        if (d >= gap) continue
        if (d < 0.01) {
          // Same place: separate along a fixed diagonal so the result does not depend on chance.
          dx = 0.7
          dy = 0.7
          d = 1
        }
        const push = (gap - d) / 2 / d
        a[0] -= dx * push
        a[1] -= dy * push
        b[0] += dx * push
        b[1] += dy * push
        moved = true
      }
    }
    if (!moved) break
  }
  return at
}
