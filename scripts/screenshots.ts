// Takes screenshots of pages at desktop (1920x1080) and phone (390x844) size for looking at what
// we built: `npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /en/about/eco ...`.
// Writes screenshots/<name>-<size>.png (git-ignored). Full page with --full.

import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './chromium'

const SIZES = {
  desktop: { width: 1920, height: 1080, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const

async function main() {
  const args = process.argv.slice(2)
  const full = args.includes('--full')
  const [base, ...paths] = args.filter((a) => !a.startsWith('--'))
  if (!base || !paths.length) throw new Error('usage: screenshots.ts BASE_URL PATH... [--full]')
  await mkdir('screenshots', { recursive: true })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_ARGS,
  })
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.hasTouch,
      deviceScaleFactor: viewport.deviceScaleFactor,
    })
    const page = await context.newPage()
    page.on('console', (m) => m.type() === 'error' && console.log(`[${size}] console: ${m.text()}`))
    for (const p of paths) {
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const name = p.replace(/[/?=&#]+/g, '_').replace(/^_|_$/g, '') || 'home'
      await page.screenshot({ path: `screenshots/${name}-${size}.png`, fullPage: full })
      console.log(`screenshots/${name}-${size}.png`)
    }
    await context.close()
  }
  await browser.close()
}

if (process.argv[1]?.endsWith('screenshots.ts')) await main()
