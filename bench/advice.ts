// Why a Lighthouse budget was missed and what would meet it, read from the audits of the run:
// the LCP element and its slowest phase, the largest opportunities, render-blocking resources,
// the scripts that hold the main thread, and the failing accessibility/best-practice/SEO audits.
// Pure: a run in, Markdown lines out.

import { shortUrl } from './markdown'
import type { LighthouseRun } from './results'
import { formatMs } from './stats'

/** What to change for each audit that can carry a saving, in this code base's terms. */
export const FIXES: Record<string, string> = {
  'unused-javascript':
    'split the shared chunk: load popups, forms, galleries and the calculator with dynamic import() when first opened',
  'render-blocking-resources':
    'inline the critical CSS of the first screen and merge the many small CSS-module sheets into one non-blocking file',
  'render-blocking-insight':
    'inline the critical CSS of the first screen and merge the many small CSS-module sheets into one non-blocking file',
  'uses-text-compression': 'serve every text file precompressed (check its .br variant exists)',
  'document-latency-insight': 'answer the HTML faster: prerendered, compressed, no redirect',
  'network-dependency-tree-insight':
    'flatten the request chain: preload the entry chunk and the LCP font, fewer tiny chunks',
  'critical-request-chains': 'flatten the request chain: preload what the first paint needs',
  'font-display': 'use font-display: swap (or optional) on every @font-face',
  'font-display-insight': 'use font-display: swap (or optional) on every @font-face',
  'lcp-discovery-insight': 'make the LCP image discoverable in the HTML with fetchpriority="high"',
  'prioritize-lcp-image': 'preload the LCP image with fetchpriority="high"',
  'uses-long-cache-ttl': 'give unhashed assets (art, fonts) a long cache lifetime',
  'cache-insight': 'give unhashed assets (art, fonts) a long cache lifetime',
  'legacy-javascript': 'drop polyfills and transforms for browsers the site does not support',
  'legacy-javascript-insight':
    'drop polyfills and transforms for browsers the site does not support',
  'duplicated-javascript-insight': 'deduplicate modules bundled twice into separate chunks',
  'uses-responsive-images': 'serve images sized for the viewport (srcset)',
  'modern-image-formats': 'serve AVIF/WebP instead of PNG/JPEG',
  'image-delivery-insight': 'serve images sized for the viewport, in AVIF/WebP',
  'offscreen-images': 'lazy-load images below the fold',
  'unminified-javascript': 'minify JavaScript',
  'unminified-css': 'minify CSS',
  'unused-css-rules': 'ship only the CSS the page uses',
  'total-byte-weight': 'ship fewer bytes on first load',
  'dom-size-insight': 'render fewer DOM nodes on first load (virtualise long lists)',
  'third-parties-insight': 'defer third-party code',
}

const CLS_FIX =
  'reserve the space of whatever appears or changes size after the first paint (fixed boxes for images and the canvas, no overlay or banner pushed into the flow after hydration)'

/** The slowest LCP phase and what it means for this page. */
export function lcpAdvice(run: LighthouseRun): string | null {
  if (!run.lcpElement) return null
  const worst = [...run.lcpPhases].sort((a, b) => b.ms - a.ms)[0]
  const base = `LCP element: ${run.lcpElement}`
  if (!worst) return base
  const means: Record<string, string> = {
    TTFB: 'the HTML arrives late: check server time and redirects',
    'Load Delay': 'the LCP resource is found late: reference it in the HTML and preload it',
    'Load Time': 'the LCP resource is heavy: make it smaller',
    'Render Delay':
      'the element is in the HTML but paints late: render-blocking CSS, web fonts and the main-thread work of hydration hold the first paint',
  }
  const why = means[worst.phase] ?? ''
  return `${base}; slowest phase ${worst.phase} ${formatMs(worst.ms)}${why ? ` (${why})` : ''}`
}

export function runAdvice(run: LighthouseRun): string[] {
  const lines: string[] = []
  const lcp = lcpAdvice(run)
  if (lcp) lines.push(`- ${lcp}`)
  if (run.opportunities.length > 0) {
    const top = run.opportunities
      .slice(0, 4)
      .map((o) => `${o.title} (${formatMs(o.ms)}${o.display ? `, ${o.display}` : ''})`)
    lines.push(`- Largest opportunities: ${top.join('; ')}`)
  }
  if (run.renderBlocking.length > 0) {
    const urls = run.renderBlocking.map((r) => `${shortUrl(r.url, 48)}${r.ms ? ` ${r.ms} ms` : ''}`)
    lines.push(`- Render-blocking: ${urls.slice(0, 4).join(', ')}`)
  }
  if (run.cls >= 0.02 && run.shifts.length > 0) {
    const moved = run.shifts.map((m) => `${m.element} ${m.score.toFixed(3)}`)
    lines.push(`- Layout shifts (CLS ${run.cls.toFixed(3)}): ${moved.join('; ')}`)
  }
  if (run.bootup.length > 0 && run.tbtMs >= 100) {
    const urls = run.bootup.map((b) => `${shortUrl(b.url, 40)} ${formatMs(b.ms)}`)
    lines.push(`- Main-thread script time (TBT ${formatMs(run.tbtMs)}): ${urls.join(', ')}`)
  }
  for (const f of run.failing) {
    const where = f.items.filter(Boolean).slice(0, 2).join(' ')
    lines.push(`- ${f.category} fails \`${f.id}\`: ${f.title}${where ? ` — ${where}` : ''}`)
  }
  const fixes = [...new Set(run.opportunities.map((o) => FIXES[o.id]).filter(Boolean))]
  if (run.cls >= 0.02) fixes.push(CLS_FIX)
  if (run.tbtMs >= 100) {
    fixes.push(
      'cut script run at load: hydrate the shell first and the below-the-fold sections when they come into view',
    )
  }
  if (run.failing.length > 0)
    fixes.push('fix the failing audits listed above (each names its elements)')
  if (fixes.length > 0) lines.push(`- What would meet it: ${fixes.slice(0, 6).join('; ')}.`)
  return lines
}
