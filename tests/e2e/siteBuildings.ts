// How many buildings the suite's site has: the thirteen drawn ones, and the Duplex when
// tests/e2e/importDuplex.ts imported it as Б3 (23) before the build (it needs ../shared/ifc).

import { existsSync } from 'node:fs'

export const DUPLEX_IMPORTED = existsSync('.scratch/e2e-buildings/23/building.json')

export const SITE_BUILDINGS = 13 + (DUPLEX_IMPORTED ? 1 : 0)
