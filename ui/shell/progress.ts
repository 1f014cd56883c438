// Loading progress: the bar runs while requests or a page navigation are pending, finishes when
// the count reaches zero, and shows failure for errors other than a cancel.

import { createStore, useStore } from './store'

export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed'

interface ProgressState {
  pending: number
  phase: ProgressPhase
}

const IDLE: ProgressState = { pending: 0, phase: 'idle' }
export const progressStore = createStore<ProgressState>(IDLE)

export function startRequest(): void {
  progressStore.set((s) => ({ pending: s.pending + 1, phase: 'running' }))
}

export function isCancel(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError'
}

/** Ends one pending request; a non-cancel error marks the bar failed. */
export function finishRequest(error?: unknown): void {
  progressStore.set((s) => {
    const pending = Math.max(0, s.pending - 1)
    if (error !== undefined && !isCancel(error)) return { pending, phase: 'failed' }
    if (pending > 0) return { pending, phase: s.phase }
    return { pending, phase: s.phase === 'failed' ? 'failed' : 'done' }
  })
}

export function resetProgress(): void {
  progressStore.set(IDLE)
}

export function useProgress(): ProgressState {
  return useStore(progressStore, (s) => s, IDLE)
}
