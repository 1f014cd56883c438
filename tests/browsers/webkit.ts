// WebKit for the smoke set: Debian's WebKitWebDriver (package webkit2gtk-driver) on a free
// loopback port, driving the MiniBrowser that ships with WebKitGTK on the X display the runner
// is given (`npm run test:browsers` runs it under xvfb-run), wrapped as a BrowserPage. Closing
// ends the session and the driver.

import { type ChildProcess, spawn } from 'node:child_process'
import { type BrowserPage, pageCall } from './browserPage'
import { freePort, until } from './wait'
import { WebDriverSession } from './webdriver'

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** The MiniBrowser's window; its viewport is this less the toolbar (1280x762 under Xvfb). */
const WINDOW = { width: 1280, height: 800 }

export async function launchWebKit(): Promise<BrowserPage> {
  const port = await freePort()
  if (!process.env.DISPLAY) throw new Error('no X display: run under xvfb-run')
  // Its own process group, so that closing ends the driver and the browser it started.
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  driver.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  let session: WebDriverSession
  try {
    await until(
      'WebKitWebDriver answers',
      async () => {
        if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`)
        const status = await fetch(`${url}/status`).catch(() => null)
        return status?.ok === true
      },
      30_000,
    )
    session = await WebDriverSession.create(url, {
      binary: MINIBROWSER,
      args: ['--automation'],
      // Not 'eager': WebKitWebDriver 2.50 then answers the navigation at DOMContentLoaded but holds
      // the next script for 20 s to minutes; after the load event (0.3-3 s here) it answers at once.
      pageLoadStrategy: 'normal',
    })
    await session.setWindowRect(WINDOW.width, WINDOW.height)
  } catch (error) {
    stop(driver)
    throw error
  }
  const caps = session.capabilities
  return {
    engine: 'webkit',
    version: `${caps.browserName} ${caps.browserVersion} (WebKitGTK)`,
    goto: async (to) => {
      await session.navigate(to)
    },
    reload: async () => {
      await session.refresh()
    },
    url: () => session.currentUrl(),
    evaluate: (fn, ...args) => session.execute(`return ${pageCall(fn, args)}`),
    click: (x, y) =>
      session.pointer('mouse', [
        { type: 'pointerMove', x, y },
        { type: 'pointerDown', button: 0 },
        { type: 'pause', duration: 50 },
        { type: 'pointerUp', button: 0 },
      ]),
    screenshot: () => session.screenshot(),
    close: async () => {
      await session.delete().catch(() => {})
      stop(driver)
    },
  }
}

function stop(driver: ChildProcess) {
  if (driver.pid !== undefined && driver.exitCode === null) {
    try {
      process.kill(-driver.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
