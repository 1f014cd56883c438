// Lighthouse 12 runs, one Chromium each, one after another, within a deadline: a run that would
// end after it is skipped (and says so), a run that hangs is cut. Returns the scores, metrics and
// the audits that explain a miss (LCP element, opportunities, render-blocking, bootup, failures).

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROME_FLAGS, CHROMIUM_PATH } from '../scripts/chromium'
import { summarizeLhr } from './lighthouseAudits'
import type { BenchPage, LighthouseResult, LighthouseRun, Preset } from './results'

export interface LighthouseJob {
  page: BenchPage
  preset: Preset
  /** Runs of the page, the median-score one kept (1 when not given). */
  runs?: number
}

/** One run per page and preset: where a page ran several times, its median-score run. */
export function medianRuns(runs: readonly LighthouseRun[]): LighthouseRun[] {
  const groups = new Map<string, LighthouseRun[]>()
  for (const run of runs) {
    const key = `${run.page.path} ${run.preset}`
    groups.set(key, [...(groups.get(key) ?? []), run])
  }
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0] as LighthouseRun
    const sorted = [...group].sort((a, b) => a.performance - b.performance)
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseRun
    return { ...median, samples: group.map((r) => r.performance) }
  })
}

async function runOne(baseUrl: string, job: LighthouseJob, timeoutMs: number) {
  const started = performance.now()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  let timer: NodeJS.Timeout | undefined
  try {
    const run = lighthouse(
      baseUrl + job.page.path,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Screenshots feed no score; leaving them out saves seconds per run on this machine.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        maxWaitForLoad: 30_000,
      },
      job.preset === 'desktop' ? desktopConfig : undefined,
    )
    const cut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
    })
    const result = await Promise.race([run, cut])
    if (!result) throw new Error('Lighthouse returned no result')
    const error = result.lhr.runtimeError
    if (error) throw new Error(`${error.code}: ${error.message}`)
    return summarizeLhr(result.lhr, job, performance.now() - started)
  } finally {
    clearTimeout(timer)
    chrome.kill()
  }
}

/**
 * Jobs run in the given order; later ones are the first to be skipped when time runs short. A run
 * that fails (Lighthouse's trace sometimes breaks on a loaded machine) is tried once more.
 */
export async function runLighthouse(
  baseUrl: string,
  jobs: LighthouseJob[],
  deadline: number,
  log: (line: string) => void,
): Promise<LighthouseResult> {
  const result: LighthouseResult = { runs: [], skipped: [] }
  const durations: number[] = []
  // A page run several times runs them one after another, so a skip for time drops whole pages.
  const queue = jobs.flatMap((job) =>
    Array.from({ length: job.runs ?? 1 }, () => ({ job, tries: 0 })),
  )
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { job } = next
    const left = deadline - Date.now()
    const estimate = durations.length
      ? durations.reduce((a, b) => a + b, 0) / durations.length
      : 45_000
    const label = `${job.page.path} (${job.preset})`
    if (left < estimate) {
      const reason = `time budget: about ${Math.round(estimate / 1000)} s a run, ${Math.max(0, Math.round(left / 1000))} s left`
      result.skipped.push({ page: job.page, preset: job.preset, reason })
      log(`lighthouse: skipped ${label}: ${reason}`)
      continue
    }
    const started = Date.now()
    try {
      const run = await runOne(baseUrl, job, Math.min(90_000, left))
      result.runs.push(run)
      log(`lighthouse: ${label} perf ${run.performance} in ${Math.round(run.durationMs / 1000)} s`)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log(`lighthouse: ${label} failed: ${reason}`)
      if (next.tries === 0) queue.unshift({ job, tries: 1 })
      else
        result.skipped.push({
          page: job.page,
          preset: job.preset,
          reason: `failed twice: ${reason}`,
        })
    }
    durations.push(Date.now() - started)
  }
  return { ...result, runs: medianRuns(result.runs) }
}
