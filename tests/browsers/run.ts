// The smoke set in real browsers other than Chromium: WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver, under Xvfb) and Firefox ESR (WebDriver BiDi through puppeteer-core). Serves
// the built site (`npm run build` first) on a free loopback port, runs every check in each engine,
// prints the WebKit tool pages' start-up figures, closes with `N passed, N failed` and exits
// non-zero on any failure. `npm run test:browsers [-- webkit|firefox] [words of a check's name]`.

import { mkdirSync, writeFileSync } from 'node:fs'
import type { HydraData } from '../../engine/types'
import type { BrowserPage, Engine } from './browserPage'
import { CATALOGUE_CHECKS } from './catalogueChecks'
import type { Check, SiteUnderTest } from './check'
import { launchFirefox } from './firefox'
import { MASTERPLAN_CHECK } from './masterplanCheck'
import { SHELL_CHECKS } from './shellChecks'
import { startSite } from './site'
import { formatTiming, toolTimings } from './toolTimings'
import { launchWebKit } from './webkit'

const LAUNCH: Record<Engine, () => Promise<BrowserPage>> = {
  webkit: launchWebKit,
  firefox: launchFirefox,
}
const ALL_CHECKS: readonly Check[] = [...SHELL_CHECKS, MASTERPLAN_CHECK, ...CATALOGUE_CHECKS]
/** A check's own waits are 45 s each; this only ends a check that hangs in the driver. */
const CHECK_LIMIT_MS = 120_000
const FAILURES_DIR = 'test-results/browsers'

// Arguments: engines to run (default both), and words a check's name must contain.
const args = process.argv.slice(2)
const requested = args.filter((a): a is Engine => a in LAUNCH)
const engines: Engine[] = requested.length > 0 ? requested : ['webkit', 'firefox']
const words = args.filter((a) => !(a in LAUNCH))
const CHECKS = ALL_CHECKS.filter((c) => words.every((w) => c.name.includes(w)))

let passed = 0
let failed = 0
const started = Date.now()
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`

function withLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

async function keepScreenshot(page: BrowserPage, name: string) {
  try {
    mkdirSync(FAILURES_DIR, { recursive: true })
    const file = `${FAILURES_DIR}/${page.engine}-${name.replace(/[^a-z0-9]+/gi, '-')}.png`
    writeFileSync(file, await withLimit(page.screenshot(), 20_000, 'screenshot'))
    console.log(`       screenshot: ${file}`)
  } catch {
    // The browser may be the thing that broke.
  }
}

/** The browser still runs a page script: a failed check did not take the browser down. */
async function answers(page: BrowserPage): Promise<boolean> {
  return withLimit(
    page.evaluate(() => true),
    20_000,
    'a trivial script',
  ).catch(() => false)
}

async function runEngine(engine: Engine, site: SiteUnderTest) {
  const from = Date.now()
  let page: BrowserPage
  try {
    page = await withLimit(LAUNCH[engine](), 120_000, `starting ${engine}`)
  } catch (error) {
    failed++
    console.log(`  FAIL ${engine}: the browser did not start: ${(error as Error).message}`)
    return
  }
  console.log(`\n${engine}: ${page.version}`)
  try {
    for (const check of CHECKS) {
      const at = Date.now()
      try {
        const note = await withLimit(check.run(page, site), CHECK_LIMIT_MS, check.name)
        passed++
        console.log(`  ok   ${check.name} (${seconds(at)})${note ? `: ${note}` : ''}`)
      } catch (error) {
        failed++
        console.log(`  FAIL ${check.name} (${seconds(at)}): ${(error as Error).message}`)
        await keepScreenshot(page, check.name)
        if (!(await answers(page))) {
          const left = CHECKS.length - CHECKS.indexOf(check) - 1
          failed += left
          console.log(`  FAIL ${engine} no longer answers: ${left} checks not run`)
          return
        }
      }
    }
    await printTimings(page, site)
  } finally {
    await withLimit(page.close(), 30_000, `closing ${engine}`).catch(() => {})
  }
  console.log(`  ${engine} took ${seconds(from)}`)
}

/** Figures, not checks: printed for the engineer making the tools start sooner in WebKit. */
async function printTimings(page: BrowserPage, site: SiteUnderTest) {
  if (page.engine !== 'webkit') return
  try {
    const alt = await page.evaluate(() => localStorage.getItem('favorites'))
    if (!alt) throw new Error('no saved favourite (the favourites check did not save one)')
    const timings = await withLimit(toolTimings(page, site.origin, alt), 240_000, 'timings')
    console.log('  time from navigation to the tool pages\u2019 client state (not asserted):')
    for (const t of timings) console.log(`       ${formatTiming(t)}`)
  } catch (error) {
    console.log(`  (no start-up figures: ${(error as Error).message})`)
  }
}

const site = await startSite()
try {
  const hydra = (await (await fetch(`${site.origin}/api/hydra/data`)).json()) as HydraData
  console.log(`site on ${site.origin}; engines: ${engines.join(', ')}`)
  for (const engine of engines) await runEngine(engine, { origin: site.origin, hydra })
} finally {
  await site.stop()
}
console.log(`\nbrowsers smoke took ${seconds(started)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
