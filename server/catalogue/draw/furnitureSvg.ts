// Furniture in fine line for the plan drawings: each kind and size painted once from its symbol
// (engine/planShapes) in <defs> and placed with <use>, turned as the item is. Pure strings.

import type { Furniture } from '../../../engine/geometry'
import { furnitureSymbol } from '../../../engine/planShapes'
import { fmt, shapesSvg } from './shapeSvg'

type P = readonly [number, number]

/** The furniture item in its own frame, centred on the origin, unturned. */
export function furnitureShape(item: Pick<Furniture<P>, 'kind' | 'size'>): string {
  return shapesSvg(furnitureSymbol(item.kind, item.size))
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
    // SVG's rotate with y down turns clockwise on screen, as engine/planShapes places an item.
    const turn = item.angle === 0 ? '' : ` rotate(${item.angle})`
    return `<use href="#${id}" transform="translate(${fmt(item.at[0])} ${fmt(item.at[1])})${turn}"/>`
  }

  defs(): string {
    return this.shapes.length === 0 ? '' : `<defs>${this.shapes.join('')}</defs>`
  }
}
