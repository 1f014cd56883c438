// The report's section on the first tap on a phone (bench/firstTap.ts): from the tap on the
// header's menu button to the frame that shows the menu. Pure: results in, Markdown out.

import type { FirstTapResult } from './firstTap'
import { judged, measuredSection, metIn, sentence, tableLines } from './markdown'
import { formatMs } from './stats'

export const firstTapSection = measuredSection<FirstTapResult>(
  '## 3c. The first tap on a phone',
  (p, rows, title) => {
    const met = (subject: string) => metIn(rows, 'tap.menu', subject)
    const out = [
      title,
      '',
      `\`measureFirstTap()\` (bench/firstTap.ts): ${p.viewport.width}x${p.viewport.height} at 2x, touch, ${p.cpuThrottle}x CPU throttling, ${p.network} (CDP). A fresh visitor taps the header's menu button at once after the load event, or after reading for 8 s; the figure runs from the tap's pointerdown to the first frame in which the menu is on screen (budget <= 200 ms, every sample).`,
      '',
      ...tableLines(
        ['page', 'tap', 'median', 'max', 'samples (ms)'],
        p.figures.map((f) => [
          f.path,
          f.when,
          formatMs(f.medianMs),
          judged(formatMs(f.maxMs), met(`${f.path} ${f.when}`)),
          f.samples.join(', '),
        ]),
      ),
    ]
    for (const m of p.notMeasured) out.push(`- ${m.name}: not measured: ${sentence(m.reason)}`)
    return [...out, ''].join('\n')
  },
)
