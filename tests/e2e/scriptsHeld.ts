// Holds a page's scripts until released, as a phone's slow network holds them for a second or
// more: what the visitor does in the meantime meets the page as it was served.

import type { Page } from '@playwright/test'

function gate(): [Promise<void>, () => void] {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return [released, release]
}

/** Holds every script the page asks for from now on; call the returned function to let them in. */
export async function holdScripts(page: Page): Promise<() => void> {
  const [released, release] = gate()
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released
    // The page may have gone by the time the scripts are let in.
    await route.continue().catch(() => {})
  })
  return release
}

/** Waits until React has hydrated the page (Layout sets the flag in its last effect). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as { __khvoyaHydrated?: boolean }).__khvoyaHydrated === true,
  )
}
