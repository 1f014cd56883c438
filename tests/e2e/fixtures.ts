// Shared end-to-end fixtures: every test fails on a console error or an uncaught page error (a
// hydration mismatch is one: React reports it as an error), on any page of its own browser
// context, without asking; a test names the messages it expects with `allowConsole` (an error
// page loads with status 404, an offline form logs its failed request).

import {
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test'

/** Collects a page's console errors and uncaught exceptions into `errors`; returns the detach. */
function collectErrors(page: Page, errors: string[]): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  }
  const onError = (error: Error) => errors.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onError)
  return () => {
    page.off('console', onConsole)
    page.off('pageerror', onError)
  }
}

export const test = base.extend<
  {
    consoleErrors: string[]
    allowConsole: (pattern: RegExp) => void
    /** The worker's page, warm from the previous test, with this test's console errors. */
    warmPage: { page: Page; consoleErrors: string[] }
  },
  { workerPage: Page }
>({
  // One page per worker for the tests that only read a page (the route audit): it loads the next
  // page as a visitor's second page (the renderer process keeps its caches and compiled
  // scripts), 1.0 min for the desktop routes where a fresh context per test takes 1.7. A new page
  // in a kept context gains nothing, so every journey keeps a fresh context of its own. A failed
  // test ends its worker, so a broken page never reaches the next test.
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      // playwright.config.ts gives plain values, not fixture functions.
      const { viewport, screen, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } =
        workerInfo.project.use as Partial<PlaywrightTestOptions>
      const context = await browser.newContext({
        viewport,
        screen,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        baseURL,
      })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ workerPage }, use) => {
    const consoleErrors: string[] = []
    const detach = collectErrors(workerPage, consoleErrors)
    await use({ page: workerPage, consoleErrors })
    detach()
    expect(consoleErrors, 'console errors').toEqual([])
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its pattern
  consoleErrors: async ({}, use) => {
    await use([])
  },
  // Every page the test's context opens (its `page`, popups, new tabs) reports into consoleErrors.
  // A test that never touches a page creates no context, and pays nothing.
  context: async ({ context, consoleErrors }, use) => {
    const detach = context.pages().map((page) => collectErrors(page, consoleErrors))
    const onPage = (page: Page) => detach.push(collectErrors(page, consoleErrors))
    context.on('page', onPage)
    await use(context)
    context.off('page', onPage)
    for (const stop of detach) stop()
  },
  // Automatic: set up before the context and torn down after it, so it judges every message.
  allowConsole: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = []
      await use((pattern) => allowed.push(pattern))
      const unexpected = consoleErrors.filter((e) => !allowed.some((p) => p.test(e)))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
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

/** A flat's blocks below its plan come alive as a buyer scrolls near them (FlatBelowPlan.tsx):
 * scrolled to once they are on the page. */
export async function scrollBelow(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByTestId('flat-below').scrollIntoViewIfNeeded({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
}
