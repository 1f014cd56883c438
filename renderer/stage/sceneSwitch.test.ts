import { describe, expect, it } from 'vitest'
import { altPath } from '../../engine/alt'
import { makeHitArea } from '../hit/hitAreas'
import { areaLeadingTo, isAncestor, transitionFocus } from './sceneSwitch'
import { world } from './space'

const label = { ru: '', en: '' }
const area = (alt: string, x: number) =>
  makeHitArea(
    alt,
    'building',
    [world(x, 0), world(x + 1, 0), world(x + 1, 1), world(x, 1)],
    label,
    true,
  )

describe('scene switch', () => {
  it.each([
    ['', '11', true],
    ['11', '11-2', true],
    ['11', '11-2-3-4', true],
    ['11', '11', false],
    ['1', '11', false],
    ['11-2', '11', false],
    ['12', '11-2', false],
  ])('%j is an ancestor of %j: %s', (a, b, yes) => {
    expect(isAncestor(altPath(a), altPath(b))).toBe(yes)
  })

  it('finds the deepest target on the way to a selection', () => {
    const areas = [area('11-1', 0), area('11-1-3', 2), area('11-2', 4)]
    expect(areaLeadingTo(areas, [11, 1, 3, 2])?.alt).toBe('11-1-3')
    expect(areaLeadingTo(areas, [11, 2, 1])?.alt).toBe('11-2')
    expect(areaLeadingTo(areas, [12])).toBeNull()
  })

  it('flies into the leaving scene going deeper and out of the entering one going back', () => {
    const site = [area('11', 0), area('12', 10)]
    const facade = [area('12-1', 20)]
    // site -> building 12: the leaving site's footprint of 12 (x 10)
    expect(transitionFocus(site, facade, [], [12])?.min[0]).toBe(10)
    // building 12 -> site: the entering site's footprint of 12
    expect(transitionFocus(facade, site, [12], [])?.min[0]).toBe(10)
    // 11 -> 12 is sideways
    expect(transitionFocus(site, site, [11], [12])).toBeNull()
  })
})
