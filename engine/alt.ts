// Alt ids: hyphen-joined positive integers, one to four parts.
// Pure string <-> number-path conversions; invalid input gives null, never a throw.

import { numericOrder } from './numericOrder'
import type { Alt } from './types'

/** Selection depth, named by how many alt parts are set: 0 empty ... 4 flat. */
export type SelectionLevel = 'empty' | 'building' | 'section' | 'floor' | 'flat'

export const SELECTION_LEVELS = [
  'empty',
  'building',
  'section',
  'floor',
  'flat',
] as const satisfies readonly SelectionLevel[]

/** Numbers of an alt, outermost first: `[11, 1, 3, 2]`. At most four. */
export type AltPath = readonly number[]

export const MAX_ALT_PARTS = 4

/** `'11-1-3'` -> `[11, 1, 3]`; null for anything that is not 1-4 positive integers. */
export function parseAlt(alt: string): number[] | null {
  if (typeof alt !== 'string') return null
  // A character scan, not split and regexes: the catalogue parses 20 000 alts per data load.
  const path: number[] = []
  let value = 0
  let digits = 0
  for (let i = 0; i <= alt.length; i++) {
    const code = i < alt.length ? alt.charCodeAt(i) : 45
    if (code === 45) {
      // '-' or the end closes a part: it must have 1-9 digits (safe integers only).
      if (digits === 0 || path.length === MAX_ALT_PARTS) return null
      path.push(value)
      value = 0
      digits = 0
    } else if (code >= 48 && code <= 57) {
      // No leading zeros: '011' and '0' are not canonical alts.
      if (digits === 0 && code === 48) return null
      if (++digits > 9) return null
      value = value * 10 + (code - 48)
    } else {
      return null
    }
  }
  return path
}

/**
 * The path of an alt, or the empty path (the site) for anything that is not one. Where an alt
 * enters code that passes its numbers on (the renderer's update), it is read once with this and
 * the path travels with it, rather than each reader parsing the string again.
 */
export function altPath(alt: string): AltPath {
  return parseAlt(alt) ?? []
}

/** `prefix` leads to `path`: its parts begin `path` (itself included; the empty path leads to all). */
export function leadsTo(prefix: AltPath, path: AltPath): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => part === path[i])
}

/** `[11, 1, 3]` -> `'11-1-3'`; null when the path is empty, too long or not positive integers. */
export function formatAlt(path: AltPath): Alt | null {
  if (path.length === 0 || path.length > MAX_ALT_PARTS) return null
  for (const part of path) {
    if (!Number.isSafeInteger(part) || part < 1 || part > 999_999_999) return null
  }
  return path.join('-')
}

export function isAlt(value: unknown): value is Alt {
  return typeof value === 'string' && parseAlt(value) !== null
}

/** A flat's alt: exactly four parts. Favourites and flat selection accept only these. */
export function isFlatAlt(value: unknown): value is Alt {
  return typeof value === 'string' && parseAlt(value)?.length === MAX_ALT_PARTS
}

export function levelOfDepth(depth: number): SelectionLevel {
  return SELECTION_LEVELS[Math.max(0, Math.min(MAX_ALT_PARTS, depth))] ?? 'empty'
}

export function depthOfLevel(level: SelectionLevel): number {
  switch (level) {
    case 'empty':
      return 0
    case 'building':
      return 1
    case 'section':
      return 2
    case 'floor':
      return 3
    case 'flat':
      return 4
  }
}

/** The alt one level up: `'11-1-3'` -> `'11-1'`; the root (`''`) for a building or garbage. */
export function parentAlt(alt: Alt): Alt {
  const cut = alt.lastIndexOf('-')
  return cut < 0 ? '' : alt.slice(0, cut)
}

/**
 * Numeric, part by part: `11-1-3-2` before `11-1-3-10`, a parent before its children.
 * Strings that are not alts sort after every alt, among themselves by code unit.
 */
export function compareAlts(a: Alt, b: Alt): number {
  const pa = parseAlt(a)
  const pb = parseAlt(b)
  if (pa === null || pb === null) {
    if (pa !== pb) return pa === null ? 1 : -1
    return a < b ? -1 : a > b ? 1 : 0
  }
  const n = Math.min(pa.length, pb.length)
  for (let i = 0; i < n; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return pa.length - pb.length
}

/**
 * Sorts like compareAlts but fast enough for 20 000 flats: each alt is parsed once and packed into
 * one number (parts padded with 0, so a parent sorts before its children), then ordered by
 * numericOrder. Parts too large to pack, or strings that are not alts, take the comparator path.
 */
export function sortAlts(alts: readonly Alt[]): Alt[] {
  const packed = new Float64Array(alts.length)
  for (let i = 0; i < alts.length; i++) {
    const path = parseAlt(alts[i] as Alt)
    if (path === null || (path[0] ?? 0) >= 1e6 || path.some((p, d) => d > 0 && p >= 1000)) {
      return [...alts].sort(compareAlts)
    }
    packed[i] =
      (((path[0] ?? 0) * 1000 + (path[1] ?? 0)) * 1000 + (path[2] ?? 0)) * 1000 + (path[3] ?? 0)
  }
  return Array.from(numericOrder(packed).asc, (i) => alts[i] as Alt)
}

/**
 * The floor above a two-level flat, where its upper level stands when the building has that floor
 * (an imported model's upper storey); null for a one-level flat. A drawn flat's upper level is a
 * pavilion on the top floor's roof, and no building has a floor above its top, so callers look the
 * alt up among the building's floors and find none.
 */
export function floorAbove(flat: { b: number; s: number; f: number; lv: number }): string | null {
  return flat.lv === 2 ? `${flat.b}-${flat.s}-${flat.f + 1}` : null
}
