// Before the end-to-end build: imports buildingSMART's Duplex (../shared/ifc/duplex.ifc) as Б3
// into a throwaway buildings folder, so the suite's build and server show a building from an
// architect's model beside the drawn ones (tests/e2e/ifcImport.spec.ts opens it at every size).
// The folder is new each run; the repository's content/buildings is not touched.

import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

export const E2E_BUILDINGS = '.scratch/e2e-buildings'
const model = path.resolve('../shared/ifc/duplex.ifc')

rmSync(E2E_BUILDINGS, { recursive: true, force: true })
mkdirSync(E2E_BUILDINGS, { recursive: true })
if (!existsSync(model)) {
  console.log(`e2e: ${model} is missing; the suite runs without an imported building`)
} else {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli/import-ifc.ts',
      model,
      '--building',
      '23',
      '--flats',
      'prefix:1',
      '--dir',
      E2E_BUILDINGS,
      // East of the park, clear of А1 and Б1 whose roofs and cards the renderer suite taps.
      '--at',
      '430,170',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  console.log(`e2e: the Duplex imported as Б3 (23) into ${E2E_BUILDINGS}`)
}
