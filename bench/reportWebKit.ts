// The report's section on the tool pages in Safari's engine (bench/webkit.ts): from navigation to
// each page's client state, and the medians of where the time went. Pure: results in, Markdown out.

import { judged, measuredSection, metIn, table } from './markdown'
import { formatMs } from './stats'
import type { WebKitResult } from './webkit'

export const webKitSection = measuredSection<WebKitResult>(
  '## 3d. The tool pages in WebKit',
  (w, rows, title) => {
    const met = (subject: string) => metIn(rows, 'webkit.start', subject)
    return [
      title,
      '',
      `\`measureWebKit()\` (bench/webkit.ts): ${w.version} through WebKitWebDriver under Xvfb, ${w.visits} visits a page, each from a blank page. The figure runs from navigation to the page's client state (budget <= 800 ms, median); the driver hands the page over at its load event, so a state already there then counts at that moment (an upper bound).`,
      '',
      table(
        ['page', 'state', 'median', 'max', 'samples (ms)'],
        w.pages.map((p) => [
          p.name,
          p.what,
          judged(formatMs(p.medianMs), met(p.name)),
          formatMs(p.maxMs),
          p.samples.join(', '),
        ]),
      ),
      '',
      'Where the time went (medians, ms after navigation):',
      '',
      ...w.pages.map(
        (p) =>
          `- ${p.name}: ${Object.entries(p.steps)
            .sort((a, b) => a[1] - b[1])
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
      ),
      '',
    ].join('\n')
  },
)
