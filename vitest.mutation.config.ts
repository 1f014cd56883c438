import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import { LoadFailureAsTest } from './tests/mutation/loadFailureAsTest'
import unit from './vitest.config'

// The unit suite as Stryker runs it against each mutant (stryker.config.mjs), less the tests that
// judge separate processes: crash.test.ts SIGKILLs child servers, which never run the mutant under
// test, and its timing under a mutation run's load makes the initial run fail at random.
// Two corrections to Stryker 9.6's Vitest runner, without which every mutant of module-level code
// is reported survived: the mutant is active before the modules load
// (tests/mutation/activateBeforeLoad.ts), and a test file that fails to load counts as a failed
// test (tests/mutation/loadFailureAsTest.ts).
export default mergeConfig(
  unit,
  defineConfig({
    test: {
      exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'server/leads/crash.test.ts'],
      setupFiles: ['tests/mutation/activateBeforeLoad.ts'],
      reporters: ['default', new LoadFailureAsTest()],
    },
  }),
)
