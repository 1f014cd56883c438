// A Chromium for one measurement: launched with the tools' flags (scripts/chromium.ts), closed when
// the measurement ends or when its signal aborts (a bench step out of time), so no step leaves a
// browser behind; and how a failed sample is reported, by its error's first line.

import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium'

export async function withChromium<T>(
  signal: AbortSignal,
  measure: (browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS })
  const abort = () => void browser.close()
  signal.addEventListener('abort', abort)
  try {
    return await measure(browser)
  } finally {
    signal.removeEventListener('abort', abort)
    await browser.close()
  }
}

/** A failure as a report's line: an error's first line, or whatever was thrown as text. */
export function firstLineOf(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
}
