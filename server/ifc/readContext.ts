// What every part of the reader shares while a model is open: the engine, the model's lines, its
// units and relationships, the elements' meshes and the storeys by express ID.
import type { IfcAPI } from 'web-ifc'
import type { IfcRef, IfcStoreyData } from './ifcModel'
import type { IfcRelations } from './ifcRelations'
import { storeyOf } from './ifcRelations'
import type { ModelUnits } from './ifcUnits'
import { enumValue, type IfcLine, type ModelLines, text } from './ifcValues'
import type { WorldMesh } from './meshSlice'

export interface ReadContext {
  api: IfcAPI
  model: number
  lines: ModelLines
  units: ModelUnits
  relations: IfcRelations
  meshes: ReadonlyMap<number, readonly WorldMesh[]>
  storeys: ReadonlyMap<number, IfcStoreyData>
}

export function refOf(line: IfcLine): IfcRef {
  return { globalId: text(line.GlobalId), name: text(line.Name) }
}

/** The element's own solids, or its parts' where it has none (a curtain wall's plates). */
export function meshesOf(ctx: ReadContext, id: number): readonly WorldMesh[] {
  const own = ctx.meshes.get(id)
  if (own) return own
  return (ctx.relations.parts.get(id) ?? []).flatMap((part) => meshesOf(ctx, part))
}

/** Every express ID whose mesh the reader needs for these elements: theirs and their parts'. */
export function withParts(relations: IfcRelations, ids: readonly number[]): number[] {
  const out = new Set<number>()
  const add = (id: number, depth: number) => {
    out.add(id)
    if (depth < 3) for (const part of relations.parts.get(id) ?? []) add(part, depth + 1)
  }
  for (const id of ids) add(id, 0)
  return [...out]
}

/** The storey the element sits in (through spaces or parts on the way), or null. */
export function storeyData(ctx: ReadContext, id: number): IfcStoreyData | null {
  const storey = storeyOf(ctx.relations, id, ctx.storeys)
  return storey === null ? null : (ctx.storeys.get(storey) ?? null)
}

/** An enumeration's value unless it says nothing (NOTDEFINED, or absent). */
export function definedEnum(v: unknown): string | null {
  const value = enumValue(v)
  return value === null || value === 'NOTDEFINED' ? null : value
}

/** The element's type object (IfcRelDefinesByType), or null. */
export function typeObjectOf(
  ctx: Pick<ReadContext, 'lines' | 'relations'>,
  id: number,
): IfcLine | null {
  return ctx.lines.get(ctx.relations.typeOf.get(id) ?? null)
}
