// A value a component loads for itself: loading, then ready or failed, and a retry that asks again.
// An answer that comes after the inputs changed or the component went away is dropped, never set.
// `start` defers the ask (the flat page's blocks wait for an idle moment, whenIdle); by default it
// goes at once. `transition`: the ready value is set in a transition, so React may render a large
// block in slices instead of one long task. Environment: client (the server renders 'loading').

import { startTransition, useCallback, useEffect, useState } from 'react'

export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' }

/** Runs the task now or later; returns what cancels it if it has not run. */
export type Start = (task: () => void) => () => void

const AT_ONCE: Start = (task) => {
  task()
  return () => undefined
}

interface LoadOptions {
  start?: Start
  transition?: boolean
}

export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  { start = AT_ONCE, transition = false }: LoadOptions = {},
): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass the inputs of `load`; a retry is a new attempt
  useEffect(() => {
    let live = true
    setResult({ state: 'loading' })
    const cancel = start(() => {
      load().then(
        (value) => {
          if (!live) return
          const ready = () => setResult({ state: 'ready', value })
          if (transition) startTransition(ready)
          else ready()
        },
        () => live && setResult({ state: 'failed' }),
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [...deps, attempt])
  const retry = useCallback(() => setAttempt((a) => a + 1), [])
  return [result, retry]
}
