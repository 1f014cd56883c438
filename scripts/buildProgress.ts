// Progress of a long build step, so a first build never looks hung: "images: 12/57 done (9 drawn,
// 3 reused), drawing hero-forest, pines-dusk; 41 s". A line when an item is done, and a line every
// few seconds while items are in flight and nothing else was said. Clock and printer injected.

export interface StepProgress {
  /** `item` has started: it is named in the lines until it is done. */
  start(item: string): void
  /** `item` is done; `note` (as "drawn in 4.1 s") is printed with it, nothing when undefined. */
  done(item: string, note?: string): void
  /** Stops the ticker. */
  close(): void
}

export interface ProgressOptions {
  total: number
  /** What the items in flight are doing: 'drawing', 'compressing'. */
  verb: string
  everyMs?: number
  now?: () => number
  print?: (line: string) => void
}

export function stepProgress(label: string, options: ProgressOptions): StepProgress {
  const { total, verb, everyMs = 5000 } = options
  const now = options.now ?? (() => performance.now())
  const print = options.print ?? ((line: string) => console.log(line))
  const started = now()
  const inFlight = new Set<string>()
  let done = 0
  let lastLine = started
  const say = (text: string) => {
    const seconds = Math.round((now() - started) / 1000)
    print(`${label}: ${done}/${total} ${text}; ${seconds} s`)
    lastLine = now()
  }
  const flight = () => {
    const names = [...inFlight]
    return names.length === 0 ? 'between items' : `${verb} ${names.join(', ')}`
  }
  const timer = setInterval(
    () => {
      if (now() - lastLine >= everyMs - 50) say(flight())
    },
    Math.min(everyMs, 1000),
  )
  timer.unref()
  return {
    start(item) {
      inFlight.add(item)
    },
    done(item, note) {
      inFlight.delete(item)
      done++
      if (note !== undefined) say(`${item} ${note}`)
    },
    close() {
      clearInterval(timer)
    },
  }
}
