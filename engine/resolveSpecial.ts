// Turns a selection request (numbers and first/last/current) into an available path.
// Pure; anything that cannot be honoured stops the walk at the deepest valid level, never throws.

import type { AltPath } from './alt'
import { availableChildren, type SelectionIndex } from './selectionIndex'
import type { SelectionRequest, SelectionToken } from './selectionQuery'

/**
 * One position: `first` / `last` are the lowest / highest available child number; `current` is the
 * number the selection has now at this position, if that child is available under the new parent.
 */
export function resolveToken(
  token: SelectionToken,
  children: readonly number[],
  current: number | undefined,
): number | null {
  if (token === 'first') return children[0] ?? null
  if (token === 'last') return children[children.length - 1] ?? null
  const wanted = token === 'current' ? current : token
  return wanted !== undefined && children.includes(wanted) ? wanted : null
}

export interface Resolution {
  path: number[]
  /** False when part of the request was dropped: garbage, unavailable, or a gap before it. */
  complete: boolean
}

export function resolveSelection(
  request: SelectionRequest,
  index: SelectionIndex,
  current: AltPath,
): Resolution {
  const path: number[] = []
  for (let depth = 0; depth < request.length; depth++) {
    const token = request[depth]
    if (token === undefined) {
      // `?building=11&floor=3` has no section: the floor cannot be placed, so the request is cut.
      const rest = request.slice(depth + 1)
      return { path, complete: rest.every((t) => t === undefined) }
    }
    const part =
      token === null ? null : resolveToken(token, availableChildren(index, path), current[depth])
    if (part === null) return { path, complete: false }
    path.push(part)
  }
  return { path, complete: true }
}
