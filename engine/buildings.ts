// Building codes by the product spec's rule: the first digit is the row and letter (1 А/A, 2 Б/B,
// 3 В/C), the second the number, so 11 is А1, 23 is Б3 and 33 is В3. Which buildings exist, and
// each one's living format, come from the catalogue (HydraData, the server's BuildingInfo), not
// from a list here: a building imported from an architect's model is a building like the others.
// Pure lookups; a code outside the rule never throws: labels fall back to the number, the rest to
// null.

import { buildingLetters } from '../content/i18n/buildings'
import type {
  Apartment,
  BuildingTheme,
  BuildingType,
  HydraData,
  LivingFormat,
  Locale,
} from './types'

// First digit of the code -> letter: Cyrillic А, Б, В in Russian (content/i18n/buildings.ts).
const LETTERS: Record<Locale, readonly string[]> = {
  ru: buildingLetters.ru.rows,
  en: buildingLetters.en.rows,
}

const TYPES: readonly BuildingType[] = ['A', 'B', 'C']

const THEMES: Record<BuildingType, BuildingTheme> = { A: 'black', B: 'beige', C: 'white' }

/** A two-digit code the spec's rule can label: row 1-3, number 1-9. */
export function isBuildingCode(code: unknown): code is number {
  return (
    typeof code === 'number' &&
    Number.isInteger(code) &&
    code >= 11 &&
    code <= 39 &&
    code % 10 !== 0
  )
}

/** 11 -> 'А1' (ru) or 'A1' (en); 32 -> 'В2' / 'C2'. A code outside the rule is shown as its number. */
export function buildingLabel(code: number, locale: Locale): string {
  if (!isBuildingCode(code)) return String(code)
  const letter = LETTERS[locale][Math.floor(code / 10) - 1]
  return `${letter}${code % 10}`
}

/** 'А1', 'a1' or 'A1' -> 11 (Cyrillic or Latin letter, any case); null when the rule gives none. */
export function buildingCodeFromLabel(label: string): number | null {
  const match = /^\s*(\S)(\d)\s*$/.exec(label)
  if (!match) return null
  const letter = (match[1] ?? '').toUpperCase()
  const row = Math.max(LETTERS.ru.indexOf(letter), LETTERS.en.indexOf(letter))
  if (row < 0) return null
  const code = (row + 1) * 10 + Number(match[2])
  return isBuildingCode(code) ? code : null
}

/** 1x -> A, 2x -> B, 3x -> C; null for a code outside the rule. */
export function buildingType(code: number): BuildingType | null {
  return isBuildingCode(code) ? (TYPES[Math.floor(code / 10) - 1] ?? null) : null
}

/** A black, B beige, C white: the master plan and plan screens take their palette from this. */
export function buildingTheme(code: number): BuildingTheme | null {
  const type = buildingType(code)
  return type === null ? null : THEMES[type]
}

/** The buildings of a catalogue, by code ascending: every one it lists, sold out or not. */
export function catalogueBuildingCodes(
  data: Pick<HydraData, 'buildings'> | null | undefined,
): number[] {
  return Object.values(data?.buildings ?? {})
    .map((row) => row?.b)
    .filter(isBuildingCode)
    .sort((a, b) => a - b)
}

/** Each building's living format, as its flats say (a building has one format). */
export function buildingFormats(
  apartments: Iterable<Pick<Apartment, 'b' | 'format'>>,
): Map<number, LivingFormat> {
  const formats = new Map<number, LivingFormat>()
  for (const flat of apartments) if (!formats.has(flat.b)) formats.set(flat.b, flat.format)
  return formats
}
