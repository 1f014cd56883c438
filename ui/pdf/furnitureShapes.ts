// Furniture and stair flights as fine-line path data: each kind drawn in its own frame round its
// centre, then turned and placed like the plan drawings of server/catalogue/draw. Pure.

import type { Furniture } from '../../engine/geometry'
import { type Affine, compose, PathData, type Point } from './pathData'

type Item = Furniture<readonly [number, number]>

/** Item frame -> plan metres: turned clockwise on screen by `angle`, centred on `at`. */
export function itemFrame(item: Pick<Item, 'at' | 'angle'>): Affine {
  const r = (item.angle * Math.PI) / 180
  const [cos, sin] = [Math.round(Math.cos(r)), Math.round(Math.sin(r))]
  return [cos, sin, -sin, cos, item.at[0], item.at[1]]
}

export function furniturePath(item: Item, toPage: Affine): string {
  const path = new PathData(compose(toPage, itemFrame(item)))
  const [w, d] = item.size
  const [x, y] = [-w / 2, -d / 2]
  const line = (a: Point, b: Point) => path.move(a).line(b)
  if (item.kind !== 'wc') path.rect(x, y, w, d)
  switch (item.kind) {
    case 'bed-double':
    case 'bed-single': {
      const pillows = item.kind === 'bed-double' ? 2 : 1
      const pw = (w - 0.1 * (pillows + 1)) / pillows
      for (let i = 0; i < pillows; i++) path.rect(x + 0.1 + i * (pw + 0.1), y + 0.08, pw, 0.35)
      line([x, y + 0.6], [-x, y + 0.6])
      break
    }
    case 'sofa':
      path
        .move([x + 0.15, -y])
        .line([x + 0.15, y + 0.2])
        .line([-x - 0.15, y + 0.2])
        .line([-x - 0.15, -y])
      break
    case 'bath':
      path.rect(x + 0.08, y + 0.08, w - 0.16, d - 0.16)
      break
    case 'shower':
      line([x, y], [-x, -y])
      line([-x, y], [x, -y])
      break
    case 'wc':
      path.rect(x, y, w, 0.18)
      path.ellipse([0, y + 0.4], w / 2 - 0.02, 0.22)
      break
    case 'sink':
      path.ellipse([0, 0.03], w / 2 - 0.08, d / 2 - 0.08)
      break
    case 'kitchen-run':
      path.ellipse([x + 0.45, 0], 0.12, 0.12)
      path.ellipse([x + 0.8, 0], 0.12, 0.12)
      path.rect(-x - 0.9, y + 0.1, 0.5, 0.38)
      break
    case 'dining-table':
    case 'outdoor-table':
      for (const cx of w > 1.2 ? [x + w / 4, -x - w / 4] : [0]) {
        path.rect(cx - 0.2, y - 0.42, 0.4, 0.36)
        path.rect(cx - 0.2, -y + 0.06, 0.4, 0.36)
      }
      break
    case 'wardrobe':
    case 'shelves':
      line([x, -y], [-x, y])
      break
    case 'stair-flight': {
      // Treads every 28 cm and the walking line up the flight.
      const steps = Math.max(4, Math.floor((d - 0.2) / 0.28))
      line([0, y], [0, -y - 0.9])
      for (let i = 1; i < steps - 3; i++) line([x, y + i * 0.28], [-x, y + i * 0.28])
      break
    }
    case 'armchair':
    case 'lounger':
      line([x, y + Math.min(0.25, d / 4)], [-x, y + Math.min(0.25, d / 4)])
      break
    default:
      break
  }
  return path.toString()
}
