// The plans selection as pure state transitions; selectionMachine wires them up.
// Each step returns the next state and the history intent: push for a selection, replace otherwise.

import {
  type AltPath,
  formatAlt,
  levelOfDepth,
  MAX_ALT_PARTS,
  parseAlt,
  type SelectionLevel,
} from './alt'
import { resolveSelection } from './resolveSpecial'
import { availablePrefix, buildSelectionIndex, type SelectionIndex } from './selectionIndex'
import { withoutLoneSection } from './selectionSections'
import {
  isCanonicalSelection,
  readSelectionQuery,
  type SelectionRequest,
  type SelectionToken,
  selectionQuery,
} from './selectionQuery'
import type { Alt, HydraData } from './types'

/** push: a new history entry; replace: rewrite the current one; none: the URL is already right. */
export type NavMode = 'push' | 'replace' | 'none'

export interface NavIntent {
  /** Selection parameters only; merge into the page query with `withSelection`. */
  query: string
  mode: NavMode
}

export interface SelectionState {
  data: HydraData | null
  index: SelectionIndex | null
  /** Available building, section, floor, flat numbers, outermost first; length 0-4. */
  path: readonly number[]
  /** Always `levelOfDepth(path.length)`. */
  level: SelectionLevel
  /** Canonical selection query of `path`. */
  query: string
  /** A query that arrived before the data; resolved when the data loads. */
  pending: string | null
  nav: NavIntent
  /** The alt a data reload made unavailable (e.g. the selected flat was sold), for a notice. */
  dropped: Alt | null
}

export interface SelectionInput {
  query?: string | null
  data?: HydraData | null
}

const EMPTY: SelectionState = {
  data: null,
  index: null,
  path: [],
  level: 'empty',
  query: '',
  pending: null,
  nav: { query: '', mode: 'none' },
  dropped: null,
}

function settle(state: SelectionState, requested: AltPath, mode: NavMode): SelectionState {
  const path = withoutLoneSection(requested, state.data)
  const query = selectionQuery(path)
  return {
    ...state,
    path: [...path],
    level: levelOfDepth(path.length),
    query,
    nav: { query, mode },
    dropped: null,
  }
}

function unchanged(state: SelectionState): SelectionState {
  return { ...state, nav: { query: state.query, mode: 'none' }, dropped: null }
}

function samePath(a: AltPath, b: AltPath): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i])
}

/** Query from the URL: on load and on back/forward. Never pushes; rewrites when it was not exact. */
export function syncQuery(state: SelectionState, query: string): SelectionState {
  if (state.index === null) return { ...unchanged(state), pending: query }
  const resolved = resolveSelection(readSelectionQuery(query), state.index, state.path).path
  const path = withoutLoneSection(resolved, state.data)
  return settle(state, path, isCanonicalSelection(query, path) ? 'none' : 'replace')
}

/**
 * Data arrives or reloads. A pending query is resolved now. Otherwise the selection is cut back to
 * its deepest part that is still available: a flat sold while selected leaves its floor selected,
 * as a fresh load of that URL would, and `dropped` names the flat so the UI can say why.
 */
export function loadData(state: SelectionState, data: HydraData): SelectionState {
  const next = { ...state, data, index: buildSelectionIndex(data), pending: null }
  if (state.pending !== null) return syncQuery(next, state.pending)
  const path = availablePrefix(next.index, state.path)
  if (path.length === state.path.length) return unchanged(next)
  return { ...settle(next, path, 'replace'), dropped: formatAlt(state.path) }
}

/** A user selection: pushes when it lands on an available path, otherwise changes nothing. */
export function selectRequest(state: SelectionState, request: SelectionRequest): SelectionState {
  if (state.index === null) return unchanged(state)
  const { path, complete } = resolveSelection(request, state.index, state.path)
  if (!complete || path.length !== request.length) return unchanged(state)
  const shown = withoutLoneSection(path, state.data)
  return samePath(shown, state.path) ? unchanged(state) : settle(state, shown, 'push')
}

/**
 * Select at a depth (1 building ... 4 flat) under the current parents; deeper parts are cleared.
 * A depth whose parent is not selected yet is ignored: there is nothing to select it in.
 */
export function selectAt(
  state: SelectionState,
  depth: number,
  token: SelectionToken,
): SelectionState {
  if (depth < 1 || depth > MAX_ALT_PARTS || state.path.length < depth - 1) return unchanged(state)
  return selectRequest(state, [...state.path.slice(0, depth - 1), token])
}

/** Jump to any alt, e.g. from a search row or a favourite. Garbage is ignored. */
export function selectAlt(state: SelectionState, alt: string): SelectionState {
  const path = parseAlt(alt)
  return path === null ? unchanged(state) : selectRequest(state, path)
}

/**
 * One level up, where the back button says it goes: building to the master plan, section to its
 * building, floor to its section (to the building when that has one section), flat to its floor.
 */
export function decreasedPath(path: AltPath, data: HydraData | null = null): number[] {
  const level = levelOfDepth(path.length)
  switch (level) {
    case 'empty':
    case 'building':
      return []
    case 'section':
      return path.slice(0, 1)
    case 'floor':
      return [...withoutLoneSection(path.slice(0, 2), data)]
    case 'flat':
      return path.slice(0, 3)
  }
}

export function goBack(state: SelectionState): SelectionState {
  if (state.index === null || state.path.length === 0) return unchanged(state)
  return settle(state, decreasedPath(state.path, state.data), 'replace')
}

export function initialSelection(input: SelectionInput = {}): SelectionState {
  let state = EMPTY
  if (input.query !== undefined && input.query !== null) state = syncQuery(state, input.query)
  if (input.data) state = loadData(state, input.data)
  return state
}
