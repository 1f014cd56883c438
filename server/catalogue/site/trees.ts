// Single pines scattered over the forest floor on a jittered grid, kept off lawns, water, paths
// and buildings, so the master plan reads as a forest with clearings. Pure and seeded.

import type { Random } from '../random'
import { distanceToPolyline, inside, type M } from './shapes'

export interface Planting {
  land: readonly M[]
  /** Lawns, beach and water: no trees. */
  open: readonly (readonly M[])[]
  paths: readonly { points: readonly M[]; clear: number }[]
  /** Buildings with their margins. */
  built: readonly (readonly M[])[]
}

/** x, y and crown radius in metres. */
export type Tree = readonly [number, number, number]

const SPACING = 9

export function plantTrees(random: Random, planting: Planting): Tree[] {
  const trees: Tree[] = []
  for (let y = SPACING / 2; y < 400; y += SPACING) {
    for (let x = SPACING / 2; x < 640; x += SPACING) {
      const p: M = [x + (random() - 0.5) * SPACING * 0.9, y + (random() - 0.5) * SPACING * 0.9]
      const r = 2.6 + random() * 2.2
      if (!inside(p, planting.land)) continue
      if (planting.open.some((area) => inside(p, area))) continue
      if (planting.built.some((area) => inside(p, area))) continue
      if (planting.paths.some((path) => distanceToPolyline(p, path.points) < path.clear + r * 0.5))
        continue
      trees.push([Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10, Math.round(r * 10) / 10])
    }
  }
  return trees
}
