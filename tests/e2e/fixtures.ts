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

/**
 * Journeys that behave the same in both languages run each language once: Russian in the desktop
 * project, English in the phone project. Both languages and both sizes are covered, and each
 * canvas journey (seconds per frame in software WebGL) is not run four times.
 */
export const PROJECT_OF_LOCALE = { ru: 'desktop', en: 'phone' } as const

/** Inside a describe: its tests run only in the project that covers `locale`. */
export function runInProjectOf(locale: keyof typeof PROJECT_OF_LOCALE): void {
  const phone = PROJECT_OF_LOCALE[locale] === 'phone'
  test.skip(
    ({ isMobile }) => isMobile !== phone,
    `${locale} runs in the ${PROJECT_OF_LOCALE[locale]} project`,
  )
}

/** At file level: what does not depend on the screen (server answers, redirects, files) runs once. */
export function desktopOnly(): void {
  test.skip(({ isMobile }) => isMobile, 'independent of the screen size: runs in desktop')
}
