// The report's section on the plans canvas on a phone (bench/phoneCanvas.ts): main-thread
// blocking after navigation and tap-to-response latency. Pure: results in, Markdown out.

import { judged, measuredSection, metIn, sentence, tableLines } from './markdown'
import type { PhoneCanvasResult } from './phoneCanvas'
import { formatMs } from './stats'

export const phoneSection = measuredSection<PhoneCanvasResult>(
  '## 3b. The plans canvas on a phone',
  (p, rows, title) => {
    const met = (id: string, subject: string) => metIn(rows, id, subject)
    const out = [
      title,
      '',
      `\`measurePhoneCanvas()\` (bench/phoneCanvas.ts): ${p.viewport.width}x${p.viewport.height} at 2x, touch, ${p.cpuThrottle}x CPU throttling and slow 4G (CDP). Blocking: the long tasks of the page's main thread in the 10 s after navigation, counted past 50 ms as TBT counts them (budget < 200 ms). Tap: pointerdown to the canvas's first frame that shows the target pressed or chosen, drawn (the display shows it at its next refresh; budget < 200 ms, every sample).`,
      '',
      ...tableLines(
        ['screen', 'path', 'blocked', 'long tasks', 'longest', 'canvas drawn on'],
        p.blocking.map((b) => [
          b.name,
          b.path,
          judged(formatMs(b.blockedMs), met('canvas.blocked', `${b.name} ${b.path}`)),
          String(b.longTasks),
          formatMs(b.longestMs),
          b.thread,
        ]),
      ),
      ...tableLines(
        ['tap', 'screen', 'median', 'max', 'samples (ms)', 'what'],
        p.taps.map((t) => [
          t.name,
          t.path,
          formatMs(t.medianMs),
          judged(formatMs(t.maxMs), met('canvas.tap', t.name)),
          t.samples.join(', '),
          t.what,
        ]),
      ),
    ]
    for (const m of p.notMeasured) out.push(`- ${m.name}: not measured: ${sentence(m.reason)}`)
    return [...out, ''].join('\n')
  },
)
