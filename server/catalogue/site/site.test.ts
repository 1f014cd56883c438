import { describe, expect, it } from 'vitest'
import type { SitePoint } from '../../../engine/geometry'
import { area, contains, overlap } from '../geometry/polygons'
import { resortModel } from '../resort'
import { siteGeometry } from './site'

const resort = resortModel()
const site = siteGeometry(
  resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
)
const metres = (poly: readonly SitePoint[]) =>
  poly.map(([x, y]) => [(x / 100) * site.metres[0], (y / 100) * site.metres[1]] as const)
const inPicture = (p: SitePoint) => p[0] >= 0 && p[0] <= 100 && p[1] >= 0 && p[1] <= 100

describe('siteGeometry', () => {
  it('is a 1.6 : 1 picture of a 17.6 ha territory', () => {
    expect(site.aspect).toBeCloseTo(1.6, 6)
    // 17.6 ha = 176,000 m²; the drawn boundary within 5 %.
    expect(area(metres(site.boundary)) / 176_000).toBeGreaterThan(0.95)
    expect(area(metres(site.boundary)) / 176_000).toBeLessThan(1.05)
  })

  it('places the 13 buildings inside the territory, clear of each other and of the water', () => {
    expect(site.buildings.map((b) => b.code).sort()).toEqual(
      resort.models.map((m) => m.info.code).sort(),
    )
    for (const b of site.buildings) {
      expect(b.footprint.every(inPicture), String(b.code)).toBe(true)
      expect(
        b.footprint.every((p) => contains(site.boundary, p)),
        String(b.code),
      ).toBe(true)
      expect(contains(b.footprint, b.anchor), String(b.code)).toBe(true)
      for (const water of site.water) expect(overlap(water, b.footprint), String(b.code)).toBe(0)
      for (const other of site.buildings) {
        if (other.code !== b.code)
          expect(overlap(other.footprint, b.footprint), `${b.code} / ${other.code}`).toBe(0)
      }
    }
  })

  it.each(resort.models.map((m) => [m.info.code, m] as const))(
    'draws building %i at its real size',
    (code, model) => {
      const footprint = metres(site.buildings.find((b) => b.code === code)?.footprint ?? [])
      // Percent rounding to 0.01 % moves a corner by at most 3 cm.
      expect(area(footprint) / (model.length * model.depth)).toBeCloseTo(1, 2)
    },
  )

  it('keeps the roads and paths off the buildings', () => {
    for (const path of site.paths) {
      expect(path.width).toBeGreaterThan(1)
      // Every half percent along each stretch, about 3 m on the ground.
      const samples = path.points.slice(1).flatMap((b, i) => {
        const a = path.points[i] as SitePoint
        const steps = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.5)
        return Array.from(
          { length: steps + 1 },
          (_, k) =>
            [a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps] as const,
        )
      })
      for (const b of site.buildings) {
        expect(
          samples.filter((p) => contains(b.footprint, p)),
          `${path.kind} through ${b.code}`,
        ).toEqual([])
      }
    }
  })

  it('has the landmarks, the forest, water, lawns and a beach', () => {
    expect(inPicture(site.belvedere.anchor) && inPicture(site.entrance.anchor)).toBe(true)
    expect(site.entrance.gate).toHaveLength(2)
    expect(site.forest.length).toBeGreaterThan(0)
    expect(site.trees.length).toBeGreaterThan(500)
    expect(site.water.length).toBeGreaterThanOrEqual(2)
    expect(site.lawns.length).toBeGreaterThan(13)
    expect(site.beach.length).toBe(1)
    expect(new Set(site.paths.map((p) => p.kind))).toEqual(
      new Set(['road', 'path', 'trail', 'boardwalk']),
    )
    expect(
      JSON.stringify(
        siteGeometry(
          resort.models.map((m) => ({ code: m.info.code, length: m.length, depth: m.depth })),
        ),
      ),
    ).toBe(JSON.stringify(site))
  })
})
