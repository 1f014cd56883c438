// Mutation testing of the modules that carry the product's promises (see bench/MUTATION.md).
// scripts/mutation.ts runs it one module group at a time, each with its own incremental file, so a
// rerun only tests the mutants whose code or tests changed.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the test files that import a mutated module run; the unit suite's own config is reused.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // The coverage of each test decides which tests face which mutant: far fewer runs per mutant.
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time.
  concurrency: 1,
  incremental: true,
  // Mutants of module-level code (the selection machine's definition, constant tables) are run:
  // vitest.mutation.config.ts activates them before the modules load and counts a test file that
  // cannot load as failed, the two things Stryker 9.6's Vitest runner gets wrong (bench/MUTATION.md).
  // Groups whose every test run is costly leave them out (scripts/mutationGroups.ts, `ignoreStatic`).
  ignoreStatic: false,
  // Stryker rewrites the sandbox's tsconfig through the TypeScript API, which TypeScript 7 (the
  // native compiler) no longer ships; our tsconfig names no paths outside the project, so it needs
  // no rewrite, and pointing at no file skips it. (The TypeScript checker is left out for the same
  // reason: it drives that API too.)
  tsconfigFile: 'no-tsconfig-rewrite.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox needs the sources and tests, not the built site or the generated pictures.
  ignorePatterns: ['dist', 'public', 'test-results', 'playwright-report', 'bench/.tmp', 'reports'],
  reporters: ['progress', 'clear-text', 'json', 'html'],
  // scripts/mutation.ts names one report per module group.
  jsonReporter: { fileName: process.env.STRYKER_JSON ?? 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: process.env.STRYKER_HTML ?? 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // A mutant that turns a loop endless is cut off; the suite's own per-test limit is 20 s.
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
}
