// The thumbnail of a layout: a 300 x 300 line drawing of its first level (and the upper level
// beside it for two-level flats), walls dark and rooms light, small enough to list by the hundred.

import type { FlatLayout } from '../../../engine/geometry'
import { FurnitureSymbols } from './furnitureSvg'
import { bounds, fmt, levelSvg } from './planSvg'

const SIZE = 300
const MARGIN = 10
const GAP = 1.5

export function layoutThumbnail(layout: FlatLayout): string {
  const boxes = layout.levels.map((level) => {
    const [x0, y0, x1, y1] = bounds([level.outline, ...level.rooms.map((r) => r.polygon)])
    return { level, x0, y0, width: x1 - x0, height: y1 - y0 }
  })
  // Levels go side by side, or one above the other when the flat is wider than deep.
  const stacked = boxes.length > 1 && (boxes[0]?.width ?? 0) > (boxes[0]?.height ?? 0)
  let offset = 0
  const placed = boxes.map((box) => {
    const at = offset
    offset += (stacked ? box.height : box.width) + GAP
    return { ...box, dx: stacked ? -box.x0 : at - box.x0, dy: stacked ? at - box.y0 : -box.y0 }
  })
  const along = offset - GAP
  const across = Math.max(...boxes.map((b) => (stacked ? b.width : b.height)))
  const [width, height] = stacked ? [across, along] : [along, across]
  const scale = (SIZE - 2 * MARGIN) / Math.max(width, height)
  const dx = (SIZE - width * scale) / 2
  const dy = (SIZE - height * scale) / 2
  const stroke = 1.1 / scale
  // Ids carry the plan code, so thumbnails inlined side by side in one page do not clash.
  const symbols = new FurnitureSymbols(`${layout.plan.replace(/[^\w-]/g, '')}-`)
  const body = placed
    .map(
      (p) =>
        `<g transform="translate(${fmt(dx)} ${fmt(dy)}) scale(${fmt(scale)}) translate(${fmt(p.dx)} ${fmt(p.dy)})">${levelSvg(p.level, { stroke, furniture: symbols, labels: false })}</g>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">${symbols.defs()}${body}</svg>`
}
