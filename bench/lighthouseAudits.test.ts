import { describe, expect, it } from 'vitest'
import { page } from './fixtures'
import { type Lhr, summarizeLhr } from './lighthouseAudits'

/** The parts of a Lighthouse result the reader looks at, shaped as Lighthouse 12 writes them. */
function lhr(): Lhr {
  const audit = (id: string, extra: Record<string, unknown>) => ({ id, title: id, ...extra })
  const table = (items: unknown[]) => ({ type: 'table', items })
  return {
    categories: {
      performance: {
        score: 0.634,
        auditRefs: [
          { id: 'unused-javascript', weight: 0 },
          { id: 'render-blocking-insight', weight: 0 },
          { id: 'largest-contentful-paint-element', weight: 0 },
          { id: 'uses-rel-preconnect', weight: 0 },
        ],
      },
      accessibility: {
        score: 0.91,
        auditRefs: [
          { id: 'button-name', weight: 10 },
          { id: 'color-contrast', weight: 7 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': audit('lcp', { numericValue: 2859.3 }),
      'total-blocking-time': audit('tbt', { numericValue: 1568.8 }),
      'cumulative-layout-shift': audit('cls', { numericValue: 0.0123 }),
      'first-contentful-paint': audit('fcp', { numericValue: 2704.6 }),
      'unused-javascript': audit('unused-javascript', {
        score: 0,
        displayValue: 'Est savings of 38 KiB',
        metricSavings: { LCP: 300, FCP: 300 },
      }),
      'render-blocking-insight': audit('render-blocking-insight', {
        score: 0,
        metricSavings: { FCP: 450, LCP: 450 },
        details: table([{ url: 'http://x/a.css', wastedMs: 184.2 }]),
      }),
      'largest-contentful-paint-element': audit('largest-contentful-paint-element', {
        score: 0,
        metricSavings: { LCP: 350 },
        details: {
          type: 'list',
          items: [
            table([{ node: { nodeLabel: 'Клубная резиденция', selector: 'p._lead' } }]),
            table([
              { phase: 'TTFB', timing: 480.9 },
              { phase: 'Render Delay', timing: 2378.4 },
            ]),
          ],
        },
      }),
      'uses-rel-preconnect': audit('uses-rel-preconnect', { score: 1, metricSavings: { LCP: 0 } }),
      'layout-shifts': audit('layout-shifts', {
        details: table([
          {
            node: { nodeLabel: 'Фильтры\n\nНайдено 441 вариант', selector: 'section' },
            score: 0.0101,
          },
        ]),
      }),
      'bootup-time': audit('bootup-time', {
        details: table([{ url: 'http://x/chunk.js', total: 901.6 }]),
      }),
      'button-name': audit('button-name', {
        score: 0,
        details: table([{ node: { snippet: '<button class="burger">' } }]),
      }),
      'color-contrast': audit('color-contrast', { score: 1 }),
    },
  } as unknown as Lhr
}

describe('summarizeLhr', () => {
  const run = summarizeLhr(lhr(), { page: page(), preset: 'mobile' }, 31_234.5)

  it('turns scores into 0-100 and rounds the metrics', () => {
    expect(run).toMatchObject({
      performance: 63, // 0.634 * 100 rounded
      accessibility: 91,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2859,
      tbtMs: 1569,
      cls: 0.0123,
      fcpMs: 2705,
      durationMs: 31_235,
    })
  })

  it('reads the LCP element and its phases', () => {
    expect(run.lcpElement).toBe('Клубная резиденция (p._lead)')
    expect(run.lcpPhases).toEqual([
      { phase: 'TTFB', ms: 481 },
      { phase: 'Render Delay', ms: 2378 },
    ])
  })

  it('lists opportunities by their largest metric saving and leaves out passed audits', () => {
    // render-blocking saves 450 ms on FCP and LCP, unused JavaScript 300; the LCP element audit is
    // shown on its own and a passed audit is no opportunity
    expect(run.opportunities.map((o) => [o.id, o.ms])).toEqual([
      ['render-blocking-insight', 450],
      ['unused-javascript', 300],
    ])
  })

  it('collects render-blocking resources, shifts, bootup and failing audits', () => {
    expect(run.renderBlocking).toEqual([{ url: 'http://x/a.css', ms: 184 }])
    expect(run.shifts).toEqual([
      { element: 'Фильтры Найдено 441 вариант (section)', score: 0.0101 },
    ])
    expect(run.bootup).toEqual([{ url: 'http://x/chunk.js', ms: 902 }])
    expect(run.failing).toEqual([
      {
        category: 'accessibility',
        id: 'button-name',
        title: 'button-name',
        items: ['<button class="burger">'],
      },
    ])
  })
})
