import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import { describe, expect, it } from 'vitest'
import { installTraceFix, resolvePseudoProcessIds } from './lighthouseTrace'

const FRAME = 'F1'
// A navigation from about:blank (pid 10) committed before its new renderer (pid 20) had a pid.
function trace() {
  const thread = (pid: number) => ({
    name: 'thread_name',
    cat: '__metadata',
    ph: 'M',
    pid,
    tid: pid + 1,
    ts: 0,
    args: { name: 'CrRendererMain' },
  })
  return [
    thread(10),
    thread(20),
    {
      name: 'FrameCommittedInBrowser',
      cat: 'disabled-by-default-devtools.timeline',
      ph: 'I',
      pid: 1,
      tid: 2,
      ts: 5,
      args: { data: { frame: FRAME, url: 'http://127.0.0.1/plans', processPseudoId: '0xabc' } },
    },
    {
      name: 'ProcessReadyInBrowser',
      cat: 'disabled-by-default-devtools.timeline',
      ph: 'I',
      pid: 1,
      tid: 2,
      ts: 6,
      args: { data: { processPseudoId: '0xabc', processId: 20 } },
    },
  ]
}

describe('resolvePseudoProcessIds', () => {
  it('gives a commit traced before its process had a pid the pid the trace declares later', () => {
    const events = trace()
    expect(resolvePseudoProcessIds(events)).toBe(1)
    expect(events[2]?.args).toMatchObject({ data: { processId: 20 } })
  })

  it('leaves commits that have a pid, or a pseudo id nothing resolves, as they are', () => {
    const events = trace()
    const ready = events[3] as { args: { data: { processPseudoId: string } } }
    ready.args.data.processPseudoId = '0xother'
    expect(resolvePseudoProcessIds(events)).toBe(0)
    expect(events[2]?.args).not.toHaveProperty('data.processId')
  })
})

describe('installTraceFix', () => {
  it("makes Lighthouse's main-frame lookup follow the navigation into its new process", () => {
    const main = { startingPid: 10, frameId: FRAME }
    // biome-ignore lint/suspicious/noExplicitAny: synthetic trace events, not Lighthouse's full type.
    const before = TraceProcessor.findMainFramePidTids(main, trace() as any)
    expect([...before.keys()]).toEqual([10])
    installTraceFix()
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const after = TraceProcessor.findMainFramePidTids(main, trace() as any)
    expect([...after.keys()]).toEqual([20])
    expect(after.get(20)).toBe(21)
  })
})
