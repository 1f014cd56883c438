// Shared end-to-end fixtures: every test fails on a console error or an uncaught page error,
// except 4xx/5xx resource messages a test expects (an error page loads with status 404).

import { test as base, expect } from '@playwright/test'

export const test = base.extend<{
  consoleErrors: string[]
  allowConsole: (pattern: RegExp) => void
}>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
  allowConsole: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = []
    await use((pattern) => allowed.push(pattern))
    const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)))
    expect(unexpected, 'console errors').toEqual([])
  },
})

export { expect }
