// `npm run bench -- --ab [REV]` (issue 45): the plans pages' main-thread work side by side, REV
// (default: the commit the issue starts from) against today's tree. Both are built in worktrees
// under bench/.tmp (bench/abBuilds.ts), served by their own production servers on two loopback
// ports, and traced interleaved on the phone profile (390x844, 4x CPU, slow 4G; bench/abTrace.ts).
// Prints and writes bench/AB.md: per page the medians of task, script and style+layout time in
// the 10 s after navigation, B's ratio to A, and the machine's load. Flags: --runs=N (3),
// --b=REV (instead of today's tree), --pages=master,flat,search,favourites,compare.

import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import type { HydraData } from '../engine/types'
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium'
import { AB_DEFAULT_BASE, type AbServer, buildTree, resolveTree, serveTree } from './abBuilds'
import { type AbPageResult, renderAbReport } from './abReport'
import { traceAb } from './abTrace'
import { REPO_ROOT } from './steps'

/** The plans pages the budgets name, and the two lists. */
export function abPages(favourites: readonly string[]) {
  const compare = `/plans/plans-favorites?compare=1&flats=${favourites.slice(0, 3).join(',')}`
  return [
    { name: 'master', label: 'master plan', path: '/plans' },
    { name: 'flat', label: 'flat', path: '/plans?building=11&section=1&floor=2&flat=2' },
    { name: 'search', label: 'search', path: '/plans/plans-search' },
    { name: 'favourites', label: 'favourites', path: '/plans/plans-favorites' },
    { name: 'compare', label: 'compare', path: compare },
  ]
}

/** A dozen flats on sale as the visitor's saved ones (localStorage `favorites`). */
async function someFavourites(url: string): Promise<string[]> {
  const data = (await (await fetch(`${url}/api/hydra/data`)).json()) as HydraData
  return Object.entries(data.apartments)
    .filter(([, a]) => a.st === 1)
    .slice(0, 12)
    .map(([alt]) => alt)
}

export async function runAb(argv: string[]): Promise<void> {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
  const at = argv.indexOf('--ab')
  const next = at >= 0 ? argv[at + 1] : undefined
  const rev = flag('ab') ?? (next && !next.startsWith('--') ? next : AB_DEFAULT_BASE)
  const runs = Number(flag('runs') ?? 3)
  const only = flag('pages')?.split(',')
  const started = Date.now()
  const log = (line: string) =>
    console.log(`[ab ${Math.round((Date.now() - started) / 1000)} s] ${line}`)
  const a = resolveTree(rev)
  const b = resolveTree(flag('b') ?? 'today')
  // One after the other: two builds at once on two cores take longer than in turn.
  await buildTree(a, log)
  await buildTree(b, log)
  const servers: AbServer[] = []
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_ARGS })
  try {
    servers.push(await serveTree(a, 4811), await serveTree(b, 4812))
    const [sa, sb] = servers as [AbServer, AbServer]
    const favourites = await someFavourites(sa.url)
    const seed = `try{localStorage.setItem('favorites',${JSON.stringify(favourites.join(','))})}catch{}`
    const loadBefore = os.loadavg()
    log(
      `A ${a.label} on ${sa.url}, B ${b.label} on ${sb.url}; load ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}`,
    )
    const results: AbPageResult[] = []
    for (const p of abPages(favourites).filter((p) => !only || only.includes(p.name))) {
      const seen = await traceAb(browser, p.path, {
        servers: { a: sa.url, b: sb.url },
        runs,
        throttle: true,
        scripts: [seed],
        log,
      })
      results.push({ name: p.label, path: p.path, a: seen.a, b: seen.b })
    }
    const report = renderAbReport(
      {
        a: `${a.label} (${a.sha})`,
        b: `${b.label} (${b.sha})`,
        runs,
        profile: 'Phone profile: 390x844 touch, 4x CPU throttle, slow 4G',
        loadBefore,
        loadAfter: os.loadavg(),
        date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        cores: os.cpus().length,
      },
      results,
    )
    writeFileSync(path.join(REPO_ROOT, 'bench/AB.md'), report)
    console.log(`\n${report}\nbench/AB.md written.`)
  } finally {
    await browser.close()
    for (const s of servers) await s.stop()
  }
}
