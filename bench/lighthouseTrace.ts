// Lighthouse 12 finds the page's renderer in its trace by the processId of the main frame's
// FrameCommittedInBrowser events. A navigation from about:blank to one of our pages changes
// process (COOP: same-origin starts a new browsing context group); on a loaded machine the commit
// is traced before the new process has a pid, so the event carries only a processPseudoId, which a
// later ProcessReadyInBrowser event resolves. Lighthouse drops both (it asks ProcessReadyInBrowser
// for a frame it never has), keeps about:blank's process, finds no navigationStart there and fails
// the run with NO_NAVSTART (the Russian flat page, twice in a row, in a bench at load 3-5).
// `resolvePseudoProcessIds` writes the resolved pid into such events; `installTraceFix` makes
// Lighthouse's trace processor do that before it looks for the main frame.

import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

interface TraceEventLike {
  name: string
  args?: { data?: { processId?: number; processPseudoId?: string }; [other: string]: unknown }
}

/** Fills in processId on events that carry only a processPseudoId the trace resolves; in place. */
export function resolvePseudoProcessIds(events: readonly TraceEventLike[]): number {
  const pids = new Map<string, number>()
  for (const e of events) {
    const data = e.args?.data
    if (e.name === 'ProcessReadyInBrowser' && data?.processPseudoId && data.processId)
      pids.set(data.processPseudoId, data.processId)
  }
  let resolved = 0
  for (const e of events) {
    const data = e.args?.data
    if (e.name !== 'FrameCommittedInBrowser' || !data || data.processId || !data.processPseudoId)
      continue
    const pid = pids.get(data.processPseudoId)
    if (pid) {
      data.processId = pid
      resolved++
    }
  }
  return resolved
}

let installed = false

/** Once per process: Lighthouse's main-frame lookup sees the resolved pids. */
export function installTraceFix(): void {
  if (installed) return
  installed = true
  const original = TraceProcessor.findMainFramePidTids
  // A function, not an arrow: Lighthouse calls it on its own subclass, which `this` must stay.
  TraceProcessor.findMainFramePidTids = function (this: typeof TraceProcessor, info, keyEvents) {
    resolvePseudoProcessIds(keyEvents as TraceEventLike[])
    return original.call(this, info, keyEvents)
  }
}
