// Furniture in fine line for the plan drawings: each kind drawn in its own frame round the origin,
// kept once per kind and size in <defs> and placed with <use>. Pure string building.

import type { Furniture } from '../../../engine/geometry'
import { fmt } from './planSvg'

type P = readonly [number, number]

/** The furniture item as a few lines in its own frame, centred on the origin, unturned. */
export function furnitureShape(item: Pick<Furniture<P>, 'kind' | 'size'>): string {
  const [w, d] = item.size
  const x = -w / 2
  const y = -d / 2
  const box = `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(d)}" rx="${fmt(Math.min(w, d) * 0.06)}"/>`
  let detail = ''
  switch (item.kind) {
    case 'bed-double':
    case 'bed-single': {
      const pillows = item.kind === 'bed-double' ? 2 : 1
      const pw = (w - 0.1 * (pillows + 1)) / pillows
      for (let i = 0; i < pillows; i++)
        detail += `<rect x="${fmt(x + 0.1 + i * (pw + 0.1))}" y="${fmt(y + 0.08)}" width="${fmt(pw)}" height="0.35" rx="0.06"/>`
      detail += `<path d="M${fmt(x)} ${fmt(y + 0.6)}H${fmt(-x)}"/>`
      break
    }
    case 'sofa':
      detail = `<path d="M${fmt(x + 0.15)} ${fmt(-y)}V${fmt(y + 0.2)}H${fmt(-x - 0.15)}V${fmt(-y)}"/>`
      break
    case 'bath':
      detail = `<rect x="${fmt(x + 0.08)}" y="${fmt(y + 0.08)}" width="${fmt(w - 0.16)}" height="${fmt(d - 0.16)}" rx="0.25"/>`
      break
    case 'shower':
      detail = `<path d="M${fmt(x)} ${fmt(y)}L${fmt(-x)} ${fmt(-y)}M${fmt(-x)} ${fmt(y)}L${fmt(x)} ${fmt(-y)}"/>`
      break
    case 'wc':
      return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="0.18"/><ellipse cx="0" cy="${fmt(y + 0.4)}" rx="${fmt(w / 2 - 0.02)}" ry="0.22"/>`
    case 'sink':
      detail = `<ellipse cx="0" cy="${fmt(0.03)}" rx="${fmt(w / 2 - 0.08)}" ry="${fmt(d / 2 - 0.08)}"/>`
      break
    case 'kitchen-run':
      detail = `<circle cx="${fmt(x + 0.45)}" cy="0" r="0.12"/><circle cx="${fmt(x + 0.8)}" cy="0" r="0.12"/><rect x="${fmt(-x - 0.9)}" y="${fmt(y + 0.1)}" width="0.5" height="0.38" rx="0.05"/>`
      break
    case 'dining-table':
    case 'outdoor-table':
      for (const cx of w > 1.2 ? [x + w / 4, -x - w / 4] : [0]) {
        detail += `<rect x="${fmt(cx - 0.2)}" y="${fmt(y - 0.42)}" width="0.4" height="0.36" rx="0.05"/><rect x="${fmt(cx - 0.2)}" y="${fmt(-y + 0.06)}" width="0.4" height="0.36" rx="0.05"/>`
      }
      break
    case 'wardrobe':
    case 'shelves':
      detail = `<path d="M${fmt(x)} ${fmt(-y)}L${fmt(-x)} ${fmt(y)}"/>`
      break
    case 'stair-flight': {
      const steps = Math.max(4, Math.floor((d - 0.2) / 0.28))
      detail = `<path d="M0 ${fmt(y)}V${fmt(-y - 0.9)}`
      for (let i = 1; i < steps - 3; i++) detail += `M${fmt(x)} ${fmt(y + i * 0.28)}H${fmt(-x)}`
      detail += '"/>'
      break
    }
  }
  return `${box}${detail}`
}

/** Furniture drawn once per kind and size in <defs>, then placed with <use>: small files. */
export class FurnitureSymbols {
  private readonly ids = new Map<string, string>()
  private readonly shapes: string[] = []

  constructor(private readonly prefix = 'f') {}

  use(item: Furniture<P>): string {
    const key = `${item.kind}|${item.size[0]}|${item.size[1]}`
    let id = this.ids.get(key)
    if (!id) {
      id = `${this.prefix}${this.ids.size}`
      this.ids.set(key, id)
      this.shapes.push(`<g id="${id}">${furnitureShape(item)}</g>`)
    }
    const turn = item.angle === 0 ? '' : ` rotate(${item.angle})`
    return `<use href="#${id}" transform="translate(${fmt(item.at[0])} ${fmt(item.at[1])})${turn}"/>`
  }

  defs(): string {
    return this.shapes.length === 0 ? '' : `<defs>${this.shapes.join('')}</defs>`
  }
}
