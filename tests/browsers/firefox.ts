// Firefox for the smoke set: Debian's firefox-esr driven over WebDriver BiDi by puppeteer-core
// (which downloads nothing: it is given the browser), wrapped as a BrowserPage. It runs with a
// window on the runner's X display (Xvfb): headless Firefox on Linux finds no GL driver at all
// ("Exhausted GL driver options"), so the plans would be drawn by the 2D fallback visitors never
// get, where under Xvfb it has WebGL (Mesa's llvmpipe), in a worker too.

import puppeteer from 'puppeteer-core'
import { type BrowserPage, pageCall } from './browserPage'

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** The same viewport as WebKit's MiniBrowser gives under Xvfb. */
const VIEWPORT = { width: 1280, height: 762 }

/**
 * Firefox now and then reports a navigation or a reload as aborted (NS_BINDING_ABORTED; about 1
 * run in 3 on the favourites check, on goto and on reload alike; cause not found): asked again, it
 * lands. Any other error, or a third abort, fails the check.
 */
async function unlessAborted(navigate: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await navigate()
      return
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NS_BINDING_ABORTED')) throw error
      console.log(`       firefox aborted a navigation (NS_BINDING_ABORTED); asking again`)
    }
  }
}

export async function launchFirefox(): Promise<BrowserPage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: !process.env.DISPLAY,
    defaultViewport: VIEWPORT,
    // The machine is shared and slow: a cold Firefox profile can take a while to start.
    timeout: 90_000,
  })
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage())
    // The first tab does not take the default viewport over BiDi.
    await page.setViewport(VIEWPORT)
    page.setDefaultNavigationTimeout(60_000)
    const version = await browser.version()
    return {
      engine: 'firefox',
      version,
      goto: (to) => unlessAborted(() => page.goto(to, { waitUntil: 'domcontentloaded' })),
      reload: () => unlessAborted(() => page.reload({ waitUntil: 'domcontentloaded' })),
      url: async () => page.url(),
      evaluate: (fn, ...args) => page.evaluate(pageCall(fn, args)) as Promise<never>,
      click: async (x, y) => {
        await page.mouse.move(x, y)
        await page.mouse.down()
        await page.mouse.up()
      },
      screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
      close: () => browser.close(),
    }
  } catch (error) {
    await browser.close()
    throw error
  }
}
