// What the feeds take from the catalogue and its layouts: rooms and areas as the portals count them,
// every flat in catalogue order, and start-up refused when a flat has no layout or a building no id.
import { describe, expect, it } from 'vitest'
import type { FlatLayout } from '../../engine/geometry'
import { generateCatalogue } from '../catalogue/catalogue'
import { resortModel } from '../catalogue/resort'
import { FeedsConfigError, type FeedsConfig, type PortalIds, readFeedsConfig } from './feedConfig'
import { feedCatalogue, roomFacts } from './feedCatalogue'
import { FEED_ENV } from './testFeeds'

const layoutOf = (...levels: [kind: string, area: number][][]): FlatLayout =>
  ({
    plan: 'T-1',
    levels: levels.map((rooms, i) => ({
      level: i + 1,
      rooms: rooms.map(([kind, area], j) => ({ id: `${kind}-${j}`, kind, area })),
    })),
  }) as unknown as FlatLayout

const catalogue = generateCatalogue()
const layouts = resortModel().layouts.all()
const config = readFeedsConfig(FEED_ENV)!

/** The settings' problems a start-up with `settings` names; none when it starts. */
function refusal(settings: FeedsConfig): readonly string[] {
  try {
    feedCatalogue(catalogue, layouts, settings)
  } catch (error) {
    if (error instanceof FeedsConfigError) return error.problems
    throw error
  }
  return []
}

describe('room facts from a layout', () => {
  it('count bedrooms and living rooms on every level, their area to 0.1 m², and the kitchen', () => {
    const facts = roomFacts(
      layoutOf(
        [
          ['hall', 6],
          ['kitchen-living', 24.33],
          ['bedroom', 12.04],
          ['bathroom', 4],
        ],
        [
          ['master-bedroom', 16.05],
          ['living', 20.02],
          ['terrace', 30],
        ],
      ),
    )
    expect(facts).toEqual({ rooms: 3, livingArea: 48.1, kitchenArea: 24.3 })
  })

  it('add a separate kitchen to the kitchen-living room', () => {
    const facts = roomFacts(
      layoutOf([
        ['kitchen', 8],
        ['kitchen-living', 20],
        ['bedroom', 12],
      ]),
    )
    expect(facts).toEqual({ rooms: 1, livingArea: 12, kitchenArea: 28 })
  })

  it('make a studio’s one room its living space, with no kitchen', () => {
    const facts = roomFacts(
      layoutOf([
        ['hall', 4],
        ['kitchen-living', 27.46],
        ['bathroom', 4],
      ]),
    )
    expect(facts).toEqual({ rooms: 0, livingArea: 27.5, kitchenArea: null })
  })

  it('give no living or kitchen area where the plan has neither', () => {
    expect(roomFacts(layoutOf([['hall', 4]]))).toEqual({
      rooms: 0,
      livingArea: null,
      kitchenArea: null,
    })
    expect(roomFacts(layoutOf([['bedroom', 14]]))).toEqual({
      rooms: 1,
      livingArea: 14,
      kitchenArea: null,
    })
  })
})

describe('the feeds’ catalogue', () => {
  const feed = feedCatalogue(catalogue, layouts, config)

  it('holds every flat in catalogue order with its place, rooms and areas', () => {
    expect([...feed.flats.keys()]).toEqual(catalogue.apartments.map((a) => a.alt))
    expect(feed.listedSince).toBe(catalogue.updatedAt)
    const a = catalogue.apartments.find((x) => x.lv === 2 && x.sq_ter_only > 0 && x.rc > 1)!
    const layout = layouts.find((l) => l.plan === a.plan)!
    expect(feed.flats.get(a.alt)).toEqual({
      alt: a.alt,
      building: a.b,
      label: a.tr_b,
      section: a.s,
      floor: a.f,
      floors: a.floor,
      number: a.tr_n,
      bedrooms: a.rc,
      ...roomFacts(layout),
      studio: false,
      levels: 2,
      area: a.sq,
      terraceArea: a.sq_ter_only,
      plan: a.plan,
    })
    expect(feed.layouts.get(a.plan)).toBe(layout)
  })

  it('marks exactly the flats without bedrooms or living rooms as studios', () => {
    const studios = [...feed.flats.values()].filter((f) => f.studio)
    expect(studios.length).toBeGreaterThan(0)
    for (const f of feed.flats.values()) expect(f.studio).toBe(f.rooms === 0)
  })

  it('refuses a flat whose layout is missing', () => {
    const plan = catalogue.apartments[0]!.plan
    const others = layouts.filter((l) => l.plan !== plan)
    expect(() => feedCatalogue(catalogue, others, config)).toThrow(
      `feeds: flat ${catalogue.apartments[0]!.alt} has no layout ${plan} to draw its plan`,
    )
  })

  it('refuses a building a switched-on portal has no id for, naming it once per portal', () => {
    const two = (ids: PortalIds | null) => ({
      ...ids!,
      houseIds: new Map([...ids!.houseIds].filter(([code]) => code === 11 || code === 12)),
    })
    const short = { ...config, yandex: two(config.yandex), cian: two(config.cian) }
    const problems = refusal(short)
    expect(problems).toContain('FEEDS_YANDEX_HOUSE_IDS: no id for building А3')
    expect(problems).toContain('FEEDS_CIAN_HOUSE_IDS: no id for building В2')
    expect(problems.filter((p) => / А[12]$/.test(p))).toEqual([])
    expect(new Set(problems).size).toBe(problems.length)
    expect(problems).toHaveLength(2 * 11)
  })

  it('asks nothing of a portal that is switched off', () => {
    const cianOnly = readFeedsConfig({ ...FEED_ENV, FEEDS: 'cian' })!
    const short = { ...cianOnly, cian: { ...cianOnly.cian!, houseIds: new Map() } }
    const problems = refusal(short)
    expect(problems).toHaveLength(13)
    expect(problems.every((p) => p.startsWith('FEEDS_CIAN_HOUSE_IDS: '))).toBe(true)
    expect(refusal(cianOnly)).toEqual([])
  })
})
