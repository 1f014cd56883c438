// The slice of the live catalogue a server-rendered plans link arrives with (engine/hydraSeed.ts,
// server/plansPages.ts). useHydraData shows it until /api/hydra/data has answered, so the server's
// render and the first render in the browser draw the same place; the query it carries is what the
// server read the view options from. Environment: server, client.

import { createContext } from 'react'
import type { HydraData } from '../../engine/types'

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
