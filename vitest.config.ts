import { defineConfig } from 'vitest/config'

// Unit tests sit beside the file they test; end-to-end suites live in tests/ and run under Playwright.
export default defineConfig({
  test: {
    include: [
      '{engine,content,server,ui,renderer,scripts,pages}/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
})
