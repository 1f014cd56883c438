// The kiosk's idle clock: a visitor's touches keep the screen active; after the idle
// time it shows the attract screen and resets, and a touch there starts a new visit. Pure: the
// caller supplies the time and performs the reset the transition asks for.

export type KioskPhase = 'active' | 'attract'

export interface KioskIdleState {
  phase: KioskPhase
  /** Date.now() of the last touch, key or scroll of the visitor. */
  lastActivity: number
}

export type KioskIdleEvent =
  | { type: 'activity'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'attract.dismiss'; now: number }

export interface KioskIdleStep {
  state: KioskIdleState
  /** True exactly once per visit: on the step that went idle. The caller clears the visit then. */
  reset: boolean
}

export function initialIdleState(now: number, attract = false): KioskIdleState {
  return { phase: attract ? 'attract' : 'active', lastActivity: now }
}

export function kioskIdleStep(
  state: KioskIdleState,
  event: KioskIdleEvent,
  idleMs: number,
): KioskIdleStep {
  switch (event.type) {
    case 'activity':
      // Touches on the attract screen do not count: only its own dismiss starts a visit.
      return state.phase === 'active'
        ? { state: { phase: 'active', lastActivity: event.now }, reset: false }
        : { state, reset: false }
    case 'tick':
      if (state.phase === 'active' && event.now - state.lastActivity >= idleMs)
        return { state: { phase: 'attract', lastActivity: state.lastActivity }, reset: true }
      return { state, reset: false }
    case 'attract.dismiss':
      return { state: { phase: 'active', lastActivity: event.now }, reset: false }
  }
}

/** Milliseconds until the clock must be looked at again (never negative). */
export function msUntilIdle(state: KioskIdleState, now: number, idleMs: number): number {
  return state.phase === 'active' ? Math.max(0, state.lastActivity + idleMs - now) : idleMs
}
