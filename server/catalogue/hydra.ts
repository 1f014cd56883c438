// The catalogue as GET /api/hydra/data serves it: live status and price merged over the static
// flats, availability counted per building, section and floor. Pure.

import { emptyHydraData } from '../../engine/emptyHydra'
import { hasPrice } from '../../engine/priceRanges'
import { floorAbove } from '../../engine/alt'
import type { Alt, Apartment, HydraData, Status } from '../../engine/types'
import type { Catalogue } from './catalogue'

export type LiveState = Map<Alt, { st: Status; tc: number }>

/** `updatedAt` defaults to the catalogue's date; the live store passes the time of its last change. */
export function toHydraData(
  cat: Catalogue,
  live?: LiveState,
  updatedAt = cat.updatedAt,
): HydraData {
  const data = emptyHydraData(updatedAt)
  for (const info of cat.buildings) {
    data.buildings[String(info.code)] = { alt: String(info.code), b: info.code, count: 0 }
    for (let s = 1; s <= info.sections; s++) {
      data.sections[`${info.code}-${s}`] = { alt: `${info.code}-${s}`, b: info.code, s, count: 0 }
      for (let f = 1; f <= info.floors; f++) {
        data.floors[`${info.code}-${s}-${f}`] = {
          alt: `${info.code}-${s}-${f}`,
          b: info.code,
          s,
          f,
          count: 0,
        }
      }
    }
  }
  const all = data.common.all
  for (const flat of cat.apartments) {
    const state = live?.get(flat.alt)
    const merged: Apartment = state
      ? { ...flat, st: state.st, tc: state.tc, t: Math.round(state.tc / flat.sq) }
      : { ...flat }
    data.apartments[flat.alt] = merged
    all.total += 1
    if (merged.st === 0) continue
    all.count += 1
    ;(data.buildings[String(flat.b)] as { count: number }).count += 1
    ;(data.sections[`${flat.b}-${flat.s}`] as { count: number }).count += 1
    ;(data.floors[`${flat.b}-${flat.s}-${flat.f}`] as { count: number }).count += 1
    // An imported two-level flat's upper level is the storey above: it is on offer there too.
    // (A drawn flat's upper level is a pavilion on the roof, which is no floor of the building.)
    const aboveAlt = floorAbove(flat)
    const above = aboveAlt ? (data.floors[aboveAlt] as { count: number } | undefined) : undefined
    if (above) above.count += 1
  }
  // Filter bounds span every flat, so the sliders keep still as flats sell; the price bounds every
  // priced flat: a price on request (0) is no price, and a slider from 0 would promise one.
  const flats = Object.values(data.apartments)
  if (flats.length > 0) {
    const span = (pick: (a: Apartment) => number, of = flats): [number, number] => {
      if (of.length === 0) return [0, 0]
      let low = Number.POSITIVE_INFINITY
      let high = Number.NEGATIVE_INFINITY
      for (const flat of of) {
        low = Math.min(low, pick(flat))
        high = Math.max(high, pick(flat))
      }
      return [low, high]
    }
    all.ranges = {
      sq: span((a) => a.sq),
      f: span((a) => a.f),
      tc: span((a) => a.tc, flats.filter(hasPrice)),
    }
  }
  return data
}
