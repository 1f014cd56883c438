// Reads one Lighthouse result into the figures the report needs: category scores, LCP/TBT/CLS/FCP,
// and the audits that explain a miss (LCP element and phases, the largest opportunities,
// render-blocking resources, layout shifts, script bootup, failing a11y/best-practice/SEO audits).
// Pure: a Lighthouse result in, a LighthouseRun out.

import type lighthouse from 'lighthouse'
import { clip } from './markdown'
import type { BenchPage, LighthouseRun, Preset, Saving } from './results'

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Audit = Lhr['audits'][string]
// biome-ignore lint/suspicious/noExplicitAny: Lighthouse types audit details as a wide union.
type Details = any

/** Audits shown elsewhere in the report, not as opportunities. */
const NOT_OPPORTUNITIES = new Set([
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'mainthread-work-breakdown',
  'bootup-time',
])

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

function savingMs(audit: Audit): number {
  const m = audit.metricSavings ?? {}
  const details = audit.details as Details
  return Math.max(m.LCP ?? 0, m.FCP ?? 0, m.TBT ?? 0, details?.overallSavingsMs ?? 0)
}

function opportunities(lhr: Lhr): Saving[] {
  return (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is Audit => !!a && !NOT_OPPORTUNITIES.has(a.id))
    .filter((a) => a.score !== null && a.score < 1 && savingMs(a) > 0)
    .map((a) => ({
      id: a.id,
      title: a.title,
      ms: Math.round(savingMs(a)),
      display: a.displayValue ?? '',
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6)
}

function items(audit: Audit | undefined): Details[] {
  const details = audit?.details as Details
  return Array.isArray(details?.items) ? details.items : []
}

/** One line of at most `max` characters: labels carry the element's text, line breaks and all. */
export function oneLine(text: string, max = 90): string {
  return clip(text.replace(/\s+/g, ' ').trim(), max)
}

function nodeName(node: Details): string | null {
  if (!node) return null
  return `${oneLine(String(node.nodeLabel ?? ''), 60)} (${oneLine(String(node.selector ?? node.snippet ?? ''))})`
}

function lcpElement(lhr: Lhr): Pick<LighthouseRun, 'lcpElement' | 'lcpPhases'> {
  const tables = items(lhr.audits['largest-contentful-paint-element'])
  const phases = (tables[1]?.items ?? []) as { phase: string; timing: number }[]
  return {
    lcpElement: nodeName(tables[0]?.items?.[0]?.node),
    lcpPhases: phases.map((p) => ({ phase: p.phase, ms: Math.round(p.timing) })),
  }
}

function failing(lhr: Lhr): LighthouseRun['failing'] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is Audit => !!a && a.score !== null && a.score < 1)
      .map((a) => ({
        category,
        id: a.id,
        title: a.title,
        items: items(a)
          .slice(0, 3)
          .map((i) => oneLine(String(i.node?.snippet ?? i.node?.selector ?? i.url ?? ''), 120)),
      })),
  )
}

export function summarizeLhr(
  lhr: Lhr,
  job: { page: BenchPage; preset: Preset },
  durationMs: number,
): LighthouseRun {
  const blocking = items(lhr.audits['render-blocking-resources'])
  const blockingInsight = items(lhr.audits['render-blocking-insight'])
  return {
    page: job.page,
    preset: job.preset,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    ...lcpElement(lhr),
    opportunities: opportunities(lhr),
    renderBlocking: (blocking.length > 0 ? blocking : blockingInsight)
      .map((i) => ({ url: String(i.url ?? ''), ms: Math.round(i.wastedMs ?? i.duration ?? 0) }))
      .slice(0, 6),
    shifts: items(lhr.audits['layout-shifts'])
      .map((i) => ({ element: nodeName(i.node) ?? 'unknown', score: Number(i.score ?? 0) }))
      .slice(0, 3),
    bootup: items(lhr.audits['bootup-time'])
      .map((i) => ({ url: String(i.url ?? ''), ms: Math.round(i.total ?? 0) }))
      .slice(0, 4),
    failing: failing(lhr),
    durationMs: Math.round(durationMs),
  }
}
