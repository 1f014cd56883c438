// Runs the kiosk's idle clock (engine/kioskIdle.ts) on the visitor's touches, and performs the
// reset it asks for: the visit's storage is cleared (engine/kioskReset.ts) and the start page is
// loaded afresh under the attract screen, so in-memory drafts, filters in the URL, the plans
// selection and open dialogs go too. Environment: client, kiosk mode only.

import type { KioskConfig } from '../../engine/kioskConfig'
import {
  initialIdleState,
  type KioskIdleEvent,
  type KioskIdleState,
  kioskIdleStep,
  msUntilIdle,
} from '../../engine/kioskIdle'
import { KIOSK_ATTRACT_KEY, storageKeysToClear } from '../../engine/kioskReset'
import { patchKiosk } from './kioskStore'

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const

function clearStorage(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
  for (const key of storageKeysToClear(keys)) storage.removeItem(key)
}

/** Clears the visit and reloads the start page, on the attract screen after an idle time. */
export function resetVisit(win: Window, config: KioskConfig, attract = true): void {
  try {
    clearStorage(win.localStorage)
    clearStorage(win.sessionStorage)
    if (attract) win.sessionStorage.setItem(KIOSK_ATTRACT_KEY, '1')
  } catch {}
  win.location.replace(config.start)
}

let dispatch: (event: KioskIdleEvent) => void = () => {}

/** The attract screen was touched: a new visit starts where the kiosk starts. */
export function dismissAttract(): void {
  dispatch({ type: 'attract.dismiss', now: Date.now() })
}

export function installIdleClock(win: Window, config: KioskConfig): void {
  const idleMs = config.idleSeconds * 1000
  let attract = false
  try {
    attract = win.sessionStorage.getItem(KIOSK_ATTRACT_KEY) === '1'
  } catch {}
  let state: KioskIdleState = initialIdleState(Date.now(), attract)
  let timer: ReturnType<typeof setTimeout> | undefined
  patchKiosk({ phase: state.phase })

  const arm = () => {
    clearTimeout(timer)
    if (state.phase === 'active')
      timer = setTimeout(
        () => dispatch({ type: 'tick', now: Date.now() }),
        msUntilIdle(state, Date.now(), idleMs) + 50,
      )
  }
  dispatch = (event) => {
    const step = kioskIdleStep(state, event, idleMs)
    const phaseChanged = step.state.phase !== state.phase
    state = step.state
    if (phaseChanged) {
      patchKiosk({ phase: state.phase })
      if (state.phase === 'active') {
        try {
          win.sessionStorage.removeItem(KIOSK_ATTRACT_KEY)
        } catch {}
      }
    }
    if (step.reset) resetVisit(win, config)
    else if (event.type !== 'activity' || phaseChanged) arm()
  }
  // Activity only moves the deadline; the timer looks again when it fires.
  const onActivity = () => {
    if (state.phase === 'active')
      state = kioskIdleStep(state, { type: 'activity', now: Date.now() }, idleMs).state
  }
  for (const type of ACTIVITY)
    win.addEventListener(type, onActivity, { capture: true, passive: true })
  arm()
}
