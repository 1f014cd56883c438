import { beforeAll, describe, expect, it } from 'vitest'
import type { BuildingGeometry } from '../../../engine/geometry'
import { type FlatSunView, flatSunView, type SunContext } from '../../../engine/sunView/flatSunView'
import { buildingGeometry } from '../geometry/building'
import { resortModel } from '../resort'
import { siteGeometry } from '../site/site'
import { SITING } from '../site/siteData'
import { buildingOpenings } from './openings'
import { sunContext } from './sunViewData'

// Two buildings of the real site, not all thirteen: the shore's building 21 and building 19 in
// the pines, against the whole site's raster. The whole resort is timed by bench/sunView.ts.
let geometries: BuildingGeometry[]
let context: SunContext
const flats = new Map<string, FlatSunView>()
const plans = new Map<string, string>()

beforeAll(() => {
  const resort = resortModel()
  geometries = resort.models.map((m) => buildingGeometry(m, resort.layouts))
  const site = siteGeometry(
    resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
  )
  context = sunContext(site, geometries)
  for (const b of geometries.filter((g) => g.code === 21 || g.code === 19)) {
    for (const floor of b.floors) for (const flat of floor.flats) plans.set(flat.alt, flat.plan)
    for (const flat of buildingOpenings(b, SITING[b.code] as (typeof SITING)[number]))
      flats.set(flat.alt, flatSunView(context, flat.alt, flat.openings, flat.roomCount))
  }
}, 120_000)

const floorOf = (alt: string) => Number(alt.split('-')[2])

describe('the site computed', () => {
  it('places the front windows of a building turned 0° facing south and the back ones north', () => {
    const b11 = geometries.find((g) => g.code === 11) as BuildingGeometry
    const bearings = buildingOpenings(b11, SITING[11] as (typeof SITING)[number]).flatMap((f) =>
      f.openings.map((o) => Math.round(o.pose.bearing)),
    )
    for (const b of bearings) expect([0, 90, 180, 270]).toContain(b)
    expect(bearings).toContain(180)
    expect(bearings).toContain(0)
  })

  it('gives every window view shares summing to 1 and a verdict called an estimate', () => {
    for (const flat of flats.values()) {
      expect(flat.norm.estimate).toBe(true)
      for (const w of flat.windows) {
        const { water, forest, sky, buildings } = w.view
        expect(water + forest + sky + buildings).toBeCloseTo(1, 9)
      }
    }
  })

  it('tells the gulf from the pond: the shore building sees the gulf, 19 by the park the pond', () => {
    const seen = (b: string, body: 'gulf' | 'pond') =>
      [...flats.values()].filter(
        (f) => f.alt.startsWith(`${b}-`) && f.windows.some((w) => w.waters[body] >= 0.02),
      ).length
    expect(seen('21', 'gulf')).toBeGreaterThan(5)
    expect(seen('21', 'pond')).toBe(0)
    expect(seen('19', 'pond')).toBeGreaterThan(3)
    expect(seen('19', 'gulf')).toBe(0)
    for (const flat of flats.values())
      for (const w of flat.windows)
        expect(w.waters.gulf + w.waters.pond).toBeCloseTo(w.view.water, 9)
  })

  it('never gives the top floor of a riser less sun than its bottom floor', () => {
    const risers = new Map<string, string[]>()
    for (const alt of flats.keys()) {
      const [b, s, , n] = alt.split('-')
      const key = `${b}-${s}-${n}-${plans.get(alt)}`
      risers.set(key, [...(risers.get(key) ?? []), alt])
    }
    let compared = 0
    for (const alts of risers.values()) {
      if (alts.length < 2) continue
      alts.sort((a, b) => floorOf(a) - floorOf(b))
      const bottom = flats.get(alts[0] as string) as FlatSunView
      const top = flats.get(alts[alts.length - 1] as string) as FlatSunView
      bottom.windows.forEach((low, i) => {
        const high = top.windows[i]
        expect(high?.room).toBe(low.room)
        for (const date of Object.keys(low.sunHours))
          expect(high?.sunHours[date]).toBeGreaterThanOrEqual(low.sunHours[date] as number)
        compared += 1
      })
    }
    expect(compared).toBeGreaterThan(20)
  })

  it('gives a ground-floor window in the pines far less December sun than a top floor by the shore', () => {
    const december = (b: string, floor: (f: number) => boolean) =>
      [...flats.values()]
        .filter((f) => f.alt.startsWith(`${b}-`) && floor(floorOf(f.alt)))
        .flatMap((f) => f.windows.filter((w) => w.kind !== 'terrace'))
        .map((w) => w.sunHours['12-21'] as number)
    const pines = december('19', (f) => f === 1)
    const shoreTop = Math.max(...december('21', (f) => f >= 3))
    expect(shoreTop).toBeGreaterThan(4)
    const median = [...pines].sort((a, b) => a - b)[Math.floor(pines.length / 2)] as number
    expect(median).toBeLessThan(shoreTop / 3)
  })
})
