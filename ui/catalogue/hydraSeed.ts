// The slice of the live catalogue a server-rendered plans page arrives with (engine/hydraSeed.ts,
// server/plansPages.ts): a link's building, or the master plan. useHydraData shows it until /api/hydra/data has answered, so the server's
// render and the first render in the browser draw the same place; the query it carries is what the
// server read the view options from. Environment: server, client.

import { createContext } from 'react'
import { readSelectionQuery } from '../../engine/selectionQuery'
import type { HydraData } from '../../engine/types'
import type { HydraStatus } from './hydraStore'

export interface LinkSeed {
  /** The link's query as the server saw it: the server snapshot of the page's query string. */
  query: string
  hydra: HydraData
}

/** What pages/plans/+data.ts adds to the page's data for a link the server rendered. */
export interface PlansPageData {
  plans: LinkSeed | null
}

export const HydraSeed = createContext<LinkSeed | null>(null)

/** The building whose flats a link's slice holds; undefined: the master plan's slice. */
export function seedBuilding(seed: LinkSeed): number | undefined {
  const building = readSelectionQuery(seed.query)[0]
  return typeof building === 'number' ? building : undefined
}

/**
 * What a screen at building `at` (undefined: the master plan) shows: the page's slice while the
 * whole catalogue is still on its way (or failed to come), but only at the place it was cut for: a
 * link's building, or the master plan. Elsewhere the slice knows the counts and not the flats, so it
 * would price every other building "on request" and drop its format: there the screen waits for the
 * catalogue (or says it failed) exactly as a page that arrived without a slice does.
 */
export function seededView(
  live: { state: HydraStatus; data: HydraData },
  seed: LinkSeed | null,
  at: number | undefined,
): { state: HydraStatus; data: HydraData } {
  if (live.state === 'ready' || !seed || seedBuilding(seed) !== at) return live
  return { state: live.state === 'failed' ? 'failed' : 'ready', data: seed.hydra }
}
