// The Russian insolation norm checked on our own estimate, never a certificate. Encoded from
// SanPiN 1.2.3685-21 (the hygienic standards of the living environment; its table of normed
// insolation durations, whose number we have not verified): in the northern zone, north of
// 58° N, residential rooms need at least 2.5 h of continuous insolation between 22 April and
// 22 August, in at least one room of a 1-3-room flat and at least two rooms of a flat of 4 or
// more. The norm's allowance for broken insolation (a longer total with a stretch of at least an
// hour) is not encoded: we check only the stricter continuous rule. The norm governs housing
// only: a serviced apartment or a hotel room is not a dwelling in law, so no verdict is drawn there.

import type { LivingFormat } from '../types'

export const NORTHERN_NORM = {
  source: 'SanPiN 1.2.3685-21',
  zone: 'north of 58° N',
  period: ['04-22', '08-22'],
  continuousHours: 2.5,
} as const

/** The living formats the residential norm governs: private residences, not apartments or hotel. */
export const NORMED_FORMATS: ReadonlySet<LivingFormat> = new Set(['private'])

/** Whether the norm applies to a flat of `format` at all; where it does not, say nothing of it. */
export function normGoverns(format: LivingFormat): boolean {
  return NORMED_FORMATS.has(format)
}

/** Room kinds the norm counts as living rooms (kitchens with a living area included). */
export const NORMED_ROOMS: ReadonlySet<string> = new Set([
  'living',
  'kitchen-living',
  'bedroom',
  'master-bedroom',
])

export interface NormVerdict {
  source: string
  continuousHours: number
  period: readonly [string, string]
  /** Rooms that must meet the norm, and how many do by our estimate. */
  roomsNeeded: number
  roomsMeeting: number
  meets: boolean
  /** Always true: this is our computation, not a certificate or an expert's finding. */
  estimate: true
}

/**
 * `rooms`: each normed room's longest continuous sun, hours, on the period's two ends, the dates
 * the norm is calculated for (the sun stands higher and longer between them); `roomCount` the
 * flat's number of rooms.
 */
export function checkNorm(
  rooms: readonly { longest: readonly number[] }[],
  roomCount: number,
): NormVerdict {
  const roomsNeeded = roomCount >= 4 ? 2 : 1
  const roomsMeeting = rooms.filter((r) =>
    r.longest.every((h) => h >= NORTHERN_NORM.continuousHours),
  ).length
  return {
    source: NORTHERN_NORM.source,
    continuousHours: NORTHERN_NORM.continuousHours,
    period: NORTHERN_NORM.period,
    roomsNeeded,
    roomsMeeting,
    meets: roomsMeeting >= roomsNeeded,
    estimate: true,
  }
}
