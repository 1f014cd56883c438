// Shows a long block a step at a time: one more step per frame until `total`, each its own task,
// so no commit of the whole block is one long task on a slow phone. Environment: client.

import { useEffect, useState } from 'react'

/** How many of `total` steps to show; starts at one and grows by one after each paint. */
export function useRevealSteps(total: number): number {
  const [shown, setShown] = useState(1)
  useEffect(() => {
    if (shown >= total) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the frame that painted this step, in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => n + 1), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [shown, total])
  return Math.min(shown, total)
}
