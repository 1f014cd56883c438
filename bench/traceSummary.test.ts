import { describe, expect, it } from 'vitest'
import { summariseTrace, type TraceEvent } from './traceSummary'

const MAIN = { pid: 1, tid: 7 }
const thread: TraceEvent = {
  name: 'thread_name',
  ph: 'M',
  ...MAIN,
  ts: 0,
  args: { name: 'CrRendererMain' },
}
/** A complete event on the main thread; times in ms, the trace's in µs. */
const x = (name: string, at: number, ms: number, cpu = ms): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts: at * 1000,
  dur: ms * 1000,
  tdur: cpu * 1000,
})

describe('summariseTrace', () => {
  const events = [
    thread,
    x('ParseHTML', 0, 5),
    x('RunTask', 0, 10),
    // A task of script with a layout forced inside the script's call (counted as script only).
    x('RunTask', 100, 80, 60),
    x('FunctionCall', 100, 70, 50),
    x('Layout', 120, 10),
    x('UpdateLayoutTree', 171, 4),
    // After the 10 s window: not counted.
    x('RunTask', 10_100, 500),
  ]

  it('sums the tasks of the window and splits script from style and layout', () => {
    const s = summariseTrace(events)
    expect(s.tasks).toBe(2)
    expect(s.total).toBe(70) // 10 + 60 ms of CPU
    expect(s.script).toBe(50) // the FunctionCall; the Layout inside it is its own
    expect(s.styleLayout).toBe(4) // the UpdateLayoutTree after it
    expect(s.longest).toBe(60)
  })

  it('estimates blocking from the scaled tasks past 50 ms', () => {
    // x4: 10 ms -> 40 (nothing past 50), 60 ms -> 240 (190 past 50)
    expect(summariseTrace(events, { scale: 4 }).blocked).toBe(190)
  })
})
