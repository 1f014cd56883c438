// End-to-end suites run against the production build served by our own server, in Debian's
// Chromium (no browser downloads work here). `npm run test:e2e` builds first.

import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { PLAYWRIGHT_ARGS } from './scripts/chromium'

const PORT = Number(process.env.E2E_PORT ?? 4173)
export const BASE_URL = `http://127.0.0.1:${PORT}`

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium without the browser
 * around it) runs the suite in 10 minutes where the full browser takes 16; the full browser is the
 * fallback.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_ARGS,
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/e2e.xml' }]] : 'list',
  // Tracing records a screencast and DOM snapshots of every action: without it the suite ran in
  // 7.0 min instead of 9.4. A failure is traced when it is retried (CI retries once); locally,
  // `--trace on`.
  use: { baseURL: BASE_URL, launchOptions, trace: 'on-first-retry' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 }, launchOptions },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', KHVOYA_TEST_FAULTS: '1' },
  },
})
