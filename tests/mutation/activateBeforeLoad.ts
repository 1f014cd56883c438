// A Vitest setup file for mutation runs only: in a mutant run, the mutant is active before any
// module under test loads, so a mutant of module-level code (a machine's definition, a constant
// table) is in the code the tests import.
//
// Why: with `--testFiles`, Stryker 9.6 plans module-level ("static") mutants for runtime
// activation, which its Vitest runner does in a `beforeAll`: after the test file imported the
// module, so the module ran unmutated and every such mutant "survived"
// (stryker-mutator/stryker-js#6144, open). Activating earlier changes nothing for the other
// mutants: they sit in functions that run only inside tests. See bench/MUTATION.md.

import { inject } from 'vitest'

// Stryker's runner provides these to the workers; they are not in the project's typed context.
const provided = inject as unknown as (key: string) => unknown

if (provided('mode') === 'mutant') {
  const name = String(provided('globalNamespace'))
  const scope = globalThis as unknown as Record<string, { activeMutant?: unknown } | undefined>
  const ns = scope[name] ?? {}
  scope[name] = ns
  ns.activeMutant = provided('activeMutant')
}
