// Building codes (the product spec's): label, type, theme, living format.
// Pure lookups; an unknown code never throws: labels fall back to the number, the rest to null.

import type { BuildingTheme, BuildingType, LivingFormat, Locale } from './types'

export const BUILDING_CODES = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 31, 32] as const
export type BuildingCode = (typeof BUILDING_CODES)[number]

const CODE_SET: ReadonlySet<number> = new Set(BUILDING_CODES)

// First digit of the code -> letter. Russian uses Cyrillic А, Б, В (U+0410, U+0411, U+0412).
const LETTERS: Record<Locale, readonly string[]> = {
  ru: ['\u0410', '\u0411', '\u0412'],
  en: ['A', 'B', 'C'],
}

const TYPES: readonly BuildingType[] = ['A', 'B', 'C']

const THEMES: Record<BuildingType, BuildingTheme> = { A: 'black', B: 'beige', C: 'white' }

// The living formats: serviced apartments in А1-А4, private residences in А5-А9, Б1-Б2, В2, hotel
// in В1.
const FORMATS: Record<BuildingCode, LivingFormat> = {
  11: 'serviced',
  12: 'serviced',
  13: 'serviced',
  14: 'serviced',
  15: 'private',
  16: 'private',
  17: 'private',
  18: 'private',
  19: 'private',
  21: 'private',
  22: 'private',
  31: 'hotel',
  32: 'private',
}

export function isBuildingCode(code: unknown): code is BuildingCode {
  return typeof code === 'number' && CODE_SET.has(code)
}

/** 11 -> 'А1' (ru) or 'A1' (en); 32 -> 'В2' / 'C2'. An unknown code is shown as its number. */
export function buildingLabel(code: number, locale: Locale): string {
  if (!isBuildingCode(code)) return String(code)
  const letter = LETTERS[locale][Math.floor(code / 10) - 1]
  return `${letter}${code % 10}`
}

/** 'А1', 'a1' or 'A1' -> 11 (Cyrillic or Latin letter, any case); null when no such building. */
export function buildingCodeFromLabel(label: string): BuildingCode | null {
  const match = /^\s*(\S)(\d)\s*$/.exec(label)
  if (!match) return null
  const letter = (match[1] ?? '').toUpperCase()
  const row = Math.max(LETTERS.ru.indexOf(letter), LETTERS.en.indexOf(letter))
  if (row < 0) return null
  const code = (row + 1) * 10 + Number(match[2])
  return isBuildingCode(code) ? code : null
}

/** 1x -> A, 2x -> B, 3x -> C. */
export function buildingType(code: number): BuildingType | null {
  return isBuildingCode(code) ? (TYPES[Math.floor(code / 10) - 1] ?? null) : null
}

/** A black, B beige, C white: the master plan and plan screens take their palette from this. */
export function buildingTheme(code: number): BuildingTheme | null {
  const type = buildingType(code)
  return type === null ? null : THEMES[type]
}

export function livingFormat(code: number): LivingFormat | null {
  return isBuildingCode(code) ? FORMATS[code] : null
}
