// What the feeds say about each flat that never changes with a price list: place in the building,
// rooms and areas from its layout, and the layout to draw its plan from. Built once at start-up
// from the catalogue generator's flats and layouts. Pure.

import { buildingLabel } from '../../engine/buildings'
import type { FlatLayout } from '../../engine/geometry'
import type { Alt, Apartment } from '../../engine/types'
import { FeedsConfigError, type FeedsConfig } from './feedConfig'

export interface FeedFlat {
  alt: Alt
  /** Building code (11) and its Cyrillic label (А1). */
  building: number
  label: string
  section: number
  floor: number
  floors: number
  /** The flat's number within its building, as the sales team and the documents name it. */
  number: number
  bedrooms: number
  /** Living rooms as the portals count them: bedrooms and separate living rooms. */
  rooms: number
  studio: boolean
  levels: number
  /** m²: total without the terrace, living, kitchen; living and kitchen only where the plan has them. */
  area: number
  livingArea: number | null
  kitchenArea: number | null
  terraceArea: number
  plan: string
}

export interface FeedCatalogue {
  /** In catalogue order: building, section, floor, number on the floor. */
  flats: ReadonlyMap<Alt, FeedFlat>
  layouts: ReadonlyMap<string, FlatLayout>
  /** When the catalogue's flats were first offered: the feeds' creation date of every offer. */
  listedSince: string
}

const LIVING_ROOMS = new Set(['bedroom', 'master-bedroom', 'living'])

/**
 * Areas the portals ask for, from the layout's rooms. Every layout has a kitchen-living room: it is
 * the kitchen of a flat with bedrooms, and the one living room of a studio (which has no kitchen).
 */
export function roomFacts(
  layout: FlatLayout,
): Pick<FeedFlat, 'rooms' | 'livingArea' | 'kitchenArea'> {
  const rooms = layout.levels.flatMap((level) => level.rooms)
  const sum = (pick: (kind: string) => boolean) =>
    Math.round(rooms.filter((r) => pick(r.kind)).reduce((total, r) => total + r.area, 0) * 10) / 10
  const living = rooms.filter((r) => LIVING_ROOMS.has(r.kind)).length
  const kitchen = sum((kind) => kind === 'kitchen' || kind === 'kitchen-living')
  if (living === 0) return { rooms: 0, livingArea: kitchen > 0 ? kitchen : null, kitchenArea: null }
  return {
    rooms: living,
    livingArea: sum((kind) => LIVING_ROOMS.has(kind)),
    kitchenArea: kitchen || null,
  }
}

export function feedCatalogue(
  catalogue: { apartments: readonly Apartment[]; updatedAt: string },
  layouts: Iterable<FlatLayout>,
  config: FeedsConfig,
): FeedCatalogue {
  const byPlan = new Map<string, FlatLayout>()
  for (const layout of layouts) byPlan.set(layout.plan, layout)
  const flats = new Map<Alt, FeedFlat>()
  const problems = new Set<string>()
  for (const a of catalogue.apartments) {
    const layout = byPlan.get(a.plan)
    if (!layout) throw new Error(`feeds: flat ${a.alt} has no layout ${a.plan} to draw its plan`)
    for (const [variable, ids] of [
      ['FEEDS_YANDEX_HOUSE_IDS', config.yandex],
      ['FEEDS_CIAN_HOUSE_IDS', config.cian],
    ] as const) {
      if (ids && !ids.houseIds.has(a.b))
        problems.add(`${variable}: no id for building ${buildingLabel(a.b, 'ru')}`)
    }
    const facts = roomFacts(layout)
    flats.set(a.alt, {
      alt: a.alt,
      building: a.b,
      label: buildingLabel(a.b, 'ru'),
      section: a.s,
      floor: a.f,
      floors: a.floor,
      number: a.tr_n,
      bedrooms: a.rc,
      ...facts,
      studio: facts.rooms === 0,
      levels: a.lv,
      area: a.sq,
      terraceArea: a.sq_ter_only,
      plan: a.plan,
    })
  }
  if (problems.size > 0) throw new FeedsConfigError([...problems])
  return { flats, layouts: byPlan, listedSince: catalogue.updatedAt }
}
