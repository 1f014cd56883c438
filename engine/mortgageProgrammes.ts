// Reads the mortgage programmes a sales team keeps in content/mortgage.json. Anything wrong (a
// missing file, broken JSON, a field out of range) gives a typed "none" with the reason, so the
// flat page hides its mortgage line rather than show a wrong rate or fail. Pure.

import * as z from 'zod/mini'
import type { MortgageProgramme } from './mortgage'

export type MortgageProgrammes =
  | {
      kind: 'programmes'
      /** The day the rates were last checked with the banks, YYYY-MM-DD. */
      checkedAt: string
      programmes: MortgageProgramme[]
    }
  | { kind: 'none'; reason: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A real day: '2026-13-40' is an Invalid Date, whose toISOString throws (the page would fail). */
function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(80))

const programme = z.strictObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  name: z.strictObject({ ru: text, en: text }),
  ratePercent: z.number().check(z.gte(0), z.lte(50)),
  maxYears: z.int().check(z.gte(1), z.lte(40)),
  minDownPercent: z.number().check(z.gte(0), z.lt(100)),
  maxLoan: z.optional(z.int().check(z.gt(0))),
  // Required: a programme that does not say what it finances would be offered on every flat.
  formats: z.array(z.enum(['hotel', 'serviced', 'private'])).check(
    z.minLength(1),
    z.refine((all) => new Set(all).size === all.length, 'formats repeat'),
  ),
})

const file = z.strictObject({
  checkedAt: z.string().check(z.refine(isCalendarDay, 'not a calendar day YYYY-MM-DD')),
  programmes: z.array(programme).check(
    z.minLength(1),
    z.refine((all) => new Set(all.map((p) => p.id)).size === all.length, 'ids repeat'),
  ),
})

/** `text` is the file's content, or undefined when there is no file. */
export function readMortgageProgrammes(text: string | undefined): MortgageProgrammes {
  if (text === undefined) return { kind: 'none', reason: 'no mortgage file' }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { kind: 'none', reason: `not JSON: ${(error as Error).message}` }
  }
  const parsed = z.safeParse(file, raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      kind: 'none',
      reason: `${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`,
    }
  }
  const { checkedAt, programmes } = parsed.data
  return {
    kind: 'programmes',
    checkedAt,
    programmes: programmes.map(({ maxLoan, ...rest }) => ({
      ...rest,
      ...(maxLoan !== undefined && { maxLoan }),
    })),
  }
}
