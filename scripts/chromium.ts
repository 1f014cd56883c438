// The browser every tool drives (the bench, screenshots, plan previews): Debian's Chromium (no
// browser downloads work here), with the flags that keep it from background work and first-run
// screens while it is measured or photographed.

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright adds its own headless switch. */
export const PLAYWRIGHT_ARGS = CHROME_FLAGS.filter((f) => f !== '--headless')
