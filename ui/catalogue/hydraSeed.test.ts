import { describe, expect, it } from 'vitest'
import { makeCatalogue } from '../../engine/catalogueFixture'
import { hydraSeed } from '../../engine/hydraSeed'
import { type LinkSeed, seedBuilding, seededView } from './hydraSeed'
import { EMPTY_HYDRA } from './hydraStore'

describe('seededView', () => {
  const data = makeCatalogue()
  const query = '?building=11&section=1&floor=2&flat=2'
  const slice = hydraSeed(data, query)
  if (!slice) throw new Error('the fixture has no building 11')
  const seed: LinkSeed = { query, hydra: slice }
  const loading = { state: 'loading' as const, data: EMPTY_HYDRA }
  const failed = { state: 'failed' as const, data: EMPTY_HYDRA }
  const ready = { state: 'ready' as const, data }

  it('reads the building the slice holds the flats of', () => {
    expect(seedBuilding(seed)).toBe(11)
    expect(seedBuilding({ query: '?yclid=3', hydra: slice })).toBeUndefined()
  })

  it('shows the slice inside its building until the catalogue has loaded', () => {
    expect(seededView(loading, seed, 11)).toEqual({ state: 'ready', data: slice })
    // A failed load is said over the slice already shown.
    expect(seededView(failed, seed, 11)).toEqual({ state: 'failed', data: slice })
    expect(seededView(ready, seed, 11)).toBe(ready)
  })

  it('waits for the catalogue outside the slice’s building, as a page without one does', () => {
    // The master plan and another building: the slice has no flats there to price.
    expect(seededView(loading, seed, undefined)).toBe(loading)
    expect(seededView(loading, seed, 12)).toBe(loading)
    expect(seededView(failed, seed, 12)).toBe(failed)
    expect(seededView(ready, seed, 12)).toBe(ready)
  })

  it('shows the master plan’s slice on the master plan only', () => {
    const site = hydraSeed(data, '')
    if (!site) throw new Error('no master plan slice')
    const master: LinkSeed = { query: '', hydra: site }
    expect(seededView(loading, master, undefined)).toEqual({ state: 'ready', data: site })
    expect(seededView(failed, master, undefined)).toEqual({ state: 'failed', data: site })
    expect(seededView(loading, master, 11)).toBe(loading)
    expect(seededView(ready, master, undefined)).toBe(ready)
  })

  it('is the live catalogue where no link brought a slice', () => {
    expect(seededView(loading, null, 11)).toBe(loading)
    expect(seededView(failed, null, undefined)).toBe(failed)
  })
})
