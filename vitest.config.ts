import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { mortgagePlugin } from './scripts/mortgagePlugin'

// Unit tests sit beside the file they test; end-to-end suites live in tests/ and run under Playwright.
export default defineConfig({
  // The modules the build makes (the mortgage programmes, read from content/mortgage.json).
  plugins: [mortgagePlugin()],
  // The unit tests exercise the benchmark's hooks too (renderer/bench/benchBuild.d.ts).
  define: { __BENCH_HOOKS__: 'true' },
  test: {
    include: [
      '{engine,content,server,ui,renderer,scripts,pages}/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // Stryker's sandbox copies of the project (npm run test:mutation) are not tests of their own.
    exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'bench/.tmp/**'],
    environment: 'node',
    // Threads start faster than forked processes, and every core works: Vitest's default leaves
    // one idle, which on a two-core CI machine ran the suite on one (78 s; 49 s like this).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
  },
})
