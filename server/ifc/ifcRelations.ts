// The model's relationships read once into lookup maps by express ID: where an element sits
// (containment, aggregation), what it fills and what voids it, its type object, its material,
// its quantity sets and the zones that group spaces.
import * as W from 'web-ifc'
import { type ModelLines, num, ref, refs, text } from './ifcValues'

export interface IfcRelations {
  /** Element or space -> the spatial element or whole it belongs to (contained in, part of). */
  parent: ReadonlyMap<number, number>
  /** Whole -> its parts (IfcRelAggregates), e.g. a curtain wall's plates and members. */
  parts: ReadonlyMap<number, readonly number[]>
  /** Door or window -> the opening it fills. */
  fills: ReadonlyMap<number, number>
  /** Opening -> the element it voids (its host). */
  voids: ReadonlyMap<number, number>
  /** Element -> its type object (IfcRelDefinesByType). */
  typeOf: ReadonlyMap<number, number>
  /** Element or type -> the material definition associated with it. */
  materialOf: ReadonlyMap<number, number>
  /** Object -> IfcElementQuantity sets defining it. */
  quantities: ReadonlyMap<number, readonly number[]>
  /** IfcZone -> the objects assigned to it. */
  zoneMembers: ReadonlyMap<number, readonly number[]>
}

function push(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

export function readRelations(lines: ModelLines): IfcRelations {
  const parent = new Map<number, number>()
  const parts = new Map<number, number[]>()
  const fills = new Map<number, number>()
  const voids = new Map<number, number>()
  const typeOf = new Map<number, number>()
  const materialOf = new Map<number, number>()
  const quantities = new Map<number, number[]>()
  const zoneMembers = new Map<number, number[]>()

  /** Each relationship of `type` as (the one it relates, each it relates to it). */
  const eachRelated = (
    type: number,
    relating: string,
    related: string,
    add: (one: number, each: number) => void,
  ) => {
    for (const rel of lines.linesOf([type])) {
      const one = ref(rel[relating])
      if (one === null) continue
      for (const each of refs(rel[related])) add(one, each)
    }
  }
  eachRelated(W.IFCRELAGGREGATES, 'RelatingObject', 'RelatedObjects', (whole, part) => {
    parent.set(part, whole)
    push(parts, whole, part)
  })
  // Containment wins over aggregation where a model states both for one element.
  eachRelated(W.IFCRELCONTAINEDINSPATIALSTRUCTURE, 'RelatingStructure', 'RelatedElements', (s, e) =>
    parent.set(e, s),
  )
  for (const rel of lines.linesOf([W.IFCRELFILLSELEMENT])) {
    const opening = ref(rel.RelatingOpeningElement)
    const filler = ref(rel.RelatedBuildingElement)
    if (opening !== null && filler !== null) fills.set(filler, opening)
  }
  for (const rel of lines.linesOf([W.IFCRELVOIDSELEMENT])) {
    const host = ref(rel.RelatingBuildingElement)
    const opening = ref(rel.RelatedOpeningElement)
    if (host !== null && opening !== null) voids.set(opening, host)
  }
  eachRelated(W.IFCRELDEFINESBYTYPE, 'RelatingType', 'RelatedObjects', (type, object) =>
    typeOf.set(object, type),
  )
  eachRelated(
    W.IFCRELASSOCIATESMATERIAL,
    'RelatingMaterial',
    'RelatedObjects',
    (material, object) => materialOf.set(object, material),
  )
  const quantitySets = new Set(lines.idsOf([W.IFCELEMENTQUANTITY]))
  if (quantitySets.size > 0) {
    for (const rel of lines.linesOf([W.IFCRELDEFINESBYPROPERTIES])) {
      const sets = refs(rel.RelatingPropertyDefinition).filter((id) => quantitySets.has(id))
      if (sets.length === 0) continue
      for (const object of refs(rel.RelatedObjects))
        for (const set of sets) push(quantities, object, set)
    }
  }
  const zones = new Set(lines.idsOf([W.IFCZONE]))
  if (zones.size > 0) {
    for (const rel of lines.linesOf([W.IFCRELASSIGNSTOGROUP])) {
      const group = ref(rel.RelatingGroup)
      if (group === null || !zones.has(group)) continue
      for (const object of refs(rel.RelatedObjects)) push(zoneMembers, group, object)
    }
  }
  return { parent, parts, fills, voids, typeOf, materialOf, quantities, zoneMembers }
}

/** The nearest storey up the element's chain of parents, or null. */
export function storeyOf(
  relations: IfcRelations,
  id: number,
  storeys: { has(id: number): boolean },
): number | null {
  let at: number | undefined = relations.parent.get(id)
  for (let depth = 0; at !== undefined && depth < 16; depth++) {
    if (storeys.has(at)) return at
    at = relations.parent.get(at)
  }
  return null
}

/** The first IfcQuantityArea of that name among the object's quantity sets, in file units. */
export function statedQuantityArea(
  lines: ModelLines,
  relations: IfcRelations,
  id: number,
  name: string,
): number | null {
  for (const set of relations.quantities.get(id) ?? []) {
    for (const quantityId of refs(lines.get(set)?.Quantities)) {
      const quantity = lines.get(quantityId)
      if (quantity?.type !== W.IFCQUANTITYAREA || text(quantity.Name) !== name) continue
      const area = num(quantity.AreaValue)
      if (area !== null) return area
    }
  }
  return null
}

/**
 * The total thickness of the material layers associated with the element (through a layer set
 * usage or a layer set), or with its type object; null when there are none. File units.
 */
export function layerThickness(
  lines: ModelLines,
  relations: IfcRelations,
  id: number,
): number | null {
  const typeId = relations.typeOf.get(id)
  const materialId =
    relations.materialOf.get(id) ??
    (typeId !== undefined ? relations.materialOf.get(typeId) : undefined)
  let material = lines.get(materialId ?? null)
  if (material?.type === W.IFCMATERIALLAYERSETUSAGE) material = lines.get(ref(material.ForLayerSet))
  if (material?.type !== W.IFCMATERIALLAYERSET) return null
  let total = 0
  for (const layer of refs(material.MaterialLayers))
    total += num(lines.get(layer)?.LayerThickness) ?? 0
  return total > 0 ? total : null
}
