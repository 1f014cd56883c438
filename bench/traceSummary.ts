// A page's main-thread work from a Chromium trace: its tasks in the 10 s after navigation, the
// time of each kind of work in them, and the script and style-and-layout shares the A/B bench
// reports. Pure: trace events in, figures out.

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string; functionName?: string; fileName?: string } }
}

/** Kinds of work counted in a task, by the trace event that does it. */
export const KINDS = [
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
  'ParseAuthorStyleSheet',
  'v8.evaluateModule',
  'FireIdleCallback',
  'RunMicrotasks',
] as const

/** Running the page's JavaScript, whatever called it. */
export const SCRIPT_KINDS: readonly string[] = [
  'EvaluateScript',
  'v8.compile',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'FireIdleCallback',
  'RunMicrotasks',
]
/** Working out styles and boxes: what a re-render or a stylesheet costs after its script. */
export const STYLE_LAYOUT_KINDS: readonly string[] = [
  'UpdateLayoutTree',
  'Layout',
  'ParseAuthorStyleSheet',
]

export interface TraceSummary {
  /** Main-thread task time in the window, ms (CPU time, or wall time with `wall`). */
  total: number
  /** Blocking estimate: each task's time x `scale` past 50 ms, summed. */
  blocked: number
  script: number
  styleLayout: number
  longest: number
  tasks: number
  byKind: Map<string, number>
  /** The tasks of `listFrom` ms and more (after `scale`), described. */
  list: string[]
  /** Whether the page had hydrated by the window's end (set by the caller, which can ask it). */
  hydrated?: boolean
}

export interface SummaryOptions {
  windowMs?: number
  wall?: boolean
  scale?: number
  listFrom?: number
}

export function summariseTrace(events: TraceEvent[], o: SummaryOptions = {}): TraceSummary {
  const windowUs = (o.windowMs ?? 10_000) * 1000
  const scale = o.scale ?? 1
  const listFrom = o.listFrom ?? 50
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name')
  const mains = names.filter((e) => e.args?.name === 'CrRendererMain')
  // The page's renderer is the busiest one: a process that only held about:blank before the
  // navigation (or a spare one) has a main thread too, with many short events and little work.
  const busy = (pid: number, tid: number) =>
    events
      .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0)
  const main = mains.sort((x, y) => busy(y.pid, y.tid) - busy(x.pid, x.tid))[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((x, y) => x.ts - y.ts)
  const nav = own.find((e) => e.name === 'ParseHTML')?.ts ?? own[0]?.ts ?? 0
  const tasks = own.filter(
    (e) => e.name === 'RunTask' && e.ts >= nav - 50_000 && e.ts < nav + windowUs,
  )
  const byKind = new Map<string, number>()
  const list: string[] = []
  let total = 0
  let blocked = 0
  let longest = 0
  for (const task of tasks) {
    const ms = ((o.wall ? task.dur : task.tdur) ?? 0) / 1000
    total += ms
    longest = Math.max(longest, ms)
    blocked += Math.max(0, ms * scale - 50)
    const end = task.ts + (task.dur ?? 0)
    const inside = own.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task)
    // Top-level kinds only: an event inside another counted one is its parent's.
    const counted: TraceEvent[] = []
    for (const e of inside) {
      if (!(KINDS as readonly string[]).includes(e.name)) continue
      if (counted.some((c) => e.ts >= c.ts && e.ts + (e.dur ?? 0) <= c.ts + (c.dur ?? 0))) continue
      counted.push(e)
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000)
    }
    if (ms * scale >= listFrom) list.push(describeTask(task, nav, ms, counted))
  }
  const sum = (kinds: readonly string[]) => kinds.reduce((s, k) => s + (byKind.get(k) ?? 0), 0)
  return {
    total,
    blocked,
    script: sum(SCRIPT_KINDS),
    styleLayout: sum(STYLE_LAYOUT_KINDS),
    longest,
    tasks: tasks.length,
    byKind,
    list,
  }
}

function describeTask(task: TraceEvent, nav: number, ms: number, counted: TraceEvent[]): string {
  const what = counted
    .filter((c) => (c.tdur ?? 0) > 2000)
    .map((c) => {
      const where = c.args?.data?.url ?? c.args?.data?.fileName
      const label = where
        ? `(${where.replace(/^.*\//, '').slice(0, 30)})`
        : c.args?.data?.functionName
          ? `(${c.args.data.functionName})`
          : ''
      return `${c.name}${label} ${((c.tdur ?? 0) / 1000).toFixed(0)}`
    })
  return `${Math.round((task.ts - nav) / 1000)}ms wall ${Math.round((task.dur ?? 0) / 1000)} cpu ${ms.toFixed(0)} [${what.join(', ')}]`
}
