// A Vitest reporter for mutation runs only: a test file that fails to load gets one failed test
// carrying the load error, so Stryker counts the mutant that broke the import as killed.
//
// Why: Stryker's Vitest runner (9.6) builds a mutant's result from the tests it collected, and a
// test file whose import throws collects none, so "no test failed" reads as survived. Every
// module-level mutant that makes a module refuse to load (the selection machine's
// `initial: 'waiting'` → `''`: "No initial state specified") was reported alive. Upstream:
// stryker-mutator/stryker-js#6150 (open). See bench/MUTATION.md.

import type { File, Test } from '@vitest/runner'
import type { Reporter, Vitest } from 'vitest/node'

export class LoadFailureAsTest implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest): void {
    this.vitest = vitest
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && file.tasks.length === 0)
        file.tasks.push(loadFailure(file))
    }
  }
}

/** The stand-in test: a file that cannot load is a failing test, not an absent one. */
function loadFailure(file: File): Test {
  // Vitest types a test with a context only its runner builds; nothing reads it after the run.
  return {
    type: 'test',
    id: `${file.id}_load`,
    name: 'the test file loads',
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    timeout: 0,
    result: { state: 'fail', errors: file.result?.errors ?? [], duration: 0 },
  } as unknown as Test
}
