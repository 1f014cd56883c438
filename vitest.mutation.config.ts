import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import unit from './vitest.config'

// The unit suite as Stryker runs it against each mutant (stryker.config.mjs), less the tests that
// judge separate processes: crash.test.ts SIGKILLs child servers, which never run the mutant under
// test, and its timing under a mutation run's load makes the initial run fail at random.
export default mergeConfig(
  unit,
  defineConfig({
    test: { exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'server/leads/crash.test.ts'] },
  }),
)
