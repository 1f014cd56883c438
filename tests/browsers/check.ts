// The shape of one smoke check: a name, and a run against a tab of one engine that throws when
// the check fails and says what it saw when it passes.

import type { HydraData } from '../../engine/types'
import type { BrowserPage } from './browserPage'

export interface SiteUnderTest {
  origin: string
  /** The catalogue as the API serves it, to know what the pages must show. */
  hydra: HydraData
}

export interface Check {
  name: string
  run(page: BrowserPage, site: SiteUnderTest): Promise<string>
}
