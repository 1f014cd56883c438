// Plans view options and their URL form; defaults are left out of the URL.
// Pure; garbage in the query falls back to the default of that one option.

import { patchQuery, readQuery } from './queryString'

export type ViewMode = 'flat' | 'floor'

export interface PlanOptions {
  /** Which level of a two-level flat is shown: 0 the lower, 1 the upper. */
  flatLevel: number
  furniture: boolean
  viewMode: ViewMode
  whiteBox: boolean
  /** The floor's flats tinted by their hours of sun (engine/sunView/sunTint.ts). */
  sunTint: boolean
}

export const DEFAULT_PLAN_OPTIONS: Readonly<PlanOptions> = {
  flatLevel: 0,
  furniture: false,
  viewMode: 'flat',
  whiteBox: false,
  sunTint: false,
}

/** Flats have one or two levels, so the level index is 0 or 1. */
export const MAX_FLAT_LEVELS = 2

/** Short names, distinct from the selection keys building/section/floor/flat. */
export const PLAN_OPTION_KEYS = {
  flatLevel: 'level',
  furniture: 'furniture',
  viewMode: 'view',
  whiteBox: 'whitebox',
  sunTint: 'sun',
} as const satisfies Record<keyof PlanOptions, string>

function readFlag(value: string | null, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return fallback
}

function readLevel(value: string | null): number {
  if (value === null || !/^\d$/.test(value)) return DEFAULT_PLAN_OPTIONS.flatLevel
  const n = Number(value)
  return n < MAX_FLAT_LEVELS ? n : DEFAULT_PLAN_OPTIONS.flatLevel
}

export function readPlanOptions(search: string): PlanOptions {
  const params = readQuery(search)
  const view = params.get(PLAN_OPTION_KEYS.viewMode)
  return {
    flatLevel: readLevel(params.get(PLAN_OPTION_KEYS.flatLevel)),
    furniture: readFlag(params.get(PLAN_OPTION_KEYS.furniture), DEFAULT_PLAN_OPTIONS.furniture),
    viewMode: view === 'flat' || view === 'floor' ? view : DEFAULT_PLAN_OPTIONS.viewMode,
    whiteBox: readFlag(params.get(PLAN_OPTION_KEYS.whiteBox), DEFAULT_PLAN_OPTIONS.whiteBox),
    sunTint: readFlag(params.get(PLAN_OPTION_KEYS.sunTint), DEFAULT_PLAN_OPTIONS.sunTint),
  }
}

/** The page query with the options written in; a default value removes its parameter. */
export function writePlanOptions(search: string, options: PlanOptions): string {
  const d = DEFAULT_PLAN_OPTIONS
  const level = clampFlatLevel(options.flatLevel, MAX_FLAT_LEVELS)
  const flag = (value: boolean, fallback: boolean) =>
    value === fallback ? null : value ? '1' : '0'
  return patchQuery(search, {
    [PLAN_OPTION_KEYS.flatLevel]: level === d.flatLevel ? null : String(level),
    [PLAN_OPTION_KEYS.furniture]: flag(options.furniture, d.furniture),
    [PLAN_OPTION_KEYS.viewMode]: options.viewMode === d.viewMode ? null : options.viewMode,
    [PLAN_OPTION_KEYS.whiteBox]: flag(options.whiteBox, d.whiteBox),
    [PLAN_OPTION_KEYS.sunTint]: flag(options.sunTint, d.sunTint),
  })
}

/** A level index valid for a flat with `levels` levels: a one-level flat always shows level 0. */
export function clampFlatLevel(flatLevel: number, levels: number): number {
  if (!Number.isInteger(flatLevel) || flatLevel < 0) return 0
  return Math.min(flatLevel, Math.max(0, Math.min(levels, MAX_FLAT_LEVELS) - 1))
}
