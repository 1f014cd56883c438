// Pages that open on the tool itself, with no hero under the header (the tool owns the first screen): the
// header is drawn light over them, and their hero image is kept for the share card only.

import type { RouteName } from '../../engine/routes'

export const HEROLESS_ROUTES: ReadonlySet<RouteName | undefined> = new Set<RouteName>([
  'plans',
  'masterplan',
  'masterplan-master',
  'plans-plans-search',
  'plans-plans-favorites',
])
