// Which children of each level are available: count > 0, apartments st > 0.
// Pure: built once per data load so resolving a selection is a few map lookups.

import { type AltPath, parseAlt } from './alt'
import type { HydraData } from './types'

export interface SelectionIndex {
  /** Parent alt ('' for the root) -> available child numbers, ascending, no duplicates. */
  readonly children: ReadonlyMap<string, readonly number[]>
}

function collect(
  into: Map<string, number[]>,
  rows: Record<string, { count?: number; st?: number }> | undefined,
  depth: number,
): void {
  // A failed or partial answer may lack a collection or hold nulls: that is "nothing available".
  for (const [alt, row] of Object.entries(rows ?? {})) {
    if (row === null || typeof row !== 'object') continue
    const path = parseAlt(alt)
    // A key that is not an alt of this depth is foreign data: skip it rather than guess.
    if (path === null || path.length !== depth) continue
    const available = depth === 4 ? (row.st ?? 0) > 0 : (row.count ?? 0) > 0
    if (!available) continue
    const parent = path.slice(0, -1).join('-')
    const list = into.get(parent)
    const child = path[depth - 1] ?? 0
    if (list) list.push(child)
    else into.set(parent, [child])
  }
}

export function buildSelectionIndex(data: HydraData): SelectionIndex {
  const children = new Map<string, number[]>()
  collect(children, data.buildings, 1)
  collect(children, data.sections, 2)
  collect(children, data.floors, 3)
  collect(children, data.apartments, 4)
  for (const [key, list] of children) {
    children.set(
      key,
      [...new Set(list)].sort((a, b) => a - b),
    )
  }
  return { children }
}

const NONE: readonly number[] = []

/** Available children of a path: buildings for `[]`, sections for `[11]`, flats for `[11, 1, 3]`. */
export function availableChildren(index: SelectionIndex, path: AltPath): readonly number[] {
  return index.children.get(path.join('-')) ?? NONE
}

/** True when every part of the path is an available child of the part before it. */
export function isAvailablePath(index: SelectionIndex, path: AltPath): boolean {
  for (let depth = 0; depth < path.length; depth++) {
    const part = path[depth] ?? 0
    if (!availableChildren(index, path.slice(0, depth)).includes(part)) return false
  }
  return true
}

/** The longest prefix of the path that is available: what is left of a selection after a reload. */
export function availablePrefix(index: SelectionIndex, path: AltPath): number[] {
  const out: number[] = []
  for (const part of path) {
    if (!availableChildren(index, out).includes(part)) break
    out.push(part)
  }
  return out
}
