// The panel under a portrait touch stage as a bottom sheet (Plans.module.css): a handle dragged
// between the rest the stage leaves under its subject and nearly the whole stage (the peek is laid
// out as the rest: a taller canvas only added paper around its drawing), each never taller than
// the sheet's content, snapping where it is let go. The stage gives
// way rather than being covered: at every snap the canvas takes what the sheet leaves and the
// renderer fits its subject there, so the selected place stays in sight. A tap or the keyboard
// (arrows, Home, End) moves it too. Snaps of one height count as one; the handle's name says
// what a tap will do there, measured off the layout, and it is expanded only where a tap shrinks
// the sheet. Elsewhere the handle is not shown and the panel is a plain column.
//
// A flat's panel is never a sheet (issue 47), the kiosk's included: its finish, payment, sun and
// view, similar flats and price history are the page a buyer scrolls, plan first and footer last
// (no footer on the kiosk), with the price and the consultation in the bar along the bottom
// (FlatScreen.module.css). A keyhole 88-289 px tall over a page that scrolled on into blank paper
// hid them. The other levels keep the sheet.

import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useT } from '../i18n'
import type { SelectionLevel } from '../../engine/alt'
import styles from './Plans.module.css'
import { whenIdle } from './whenIdle'
import {
  distinctSnap,
  LAID_OUT_AS,
  dragHeight,
  handleAction,
  SHEET_SNAPS,
  type SheetSnap,
  type SnapHeights,
  sheetFixed,
  snapAfterDrag,
  snapAfterTap,
  stepSnap,
} from './sheetSnap'

/**
 * Whether the panel at this level may be a sheet (where the screen makes it one: a portrait touch
 * screen, Plans.module.css): everywhere but a flat's page, which scrolls whole, the kiosk's too:
 * there its information (price at kiosk size, the facts, the ways on) follows the plan as a page,
 * not through a sheet's keyhole.
 */
export function panelMaySheet(level: SelectionLevel): boolean {
  return level !== 'flat'
}

interface PlanSheetProps {
  /** The stage holding the canvas and this sheet; its data-sheet attribute sets the heights. */
  stage: RefObject<HTMLDivElement | null>
  /** False: a plain panel at every size, no handle (panelMaySheet). */
  sheet: boolean
  snap: SheetSnap
  onSnap(snap: SheetSnap): void
  children: ReactNode
}

/** Before the first measurement (the server's page): what a tap does at three distinct heights. */
const UNMEASURED: SnapHeights = { peek: 0, rest: 100, full: 200 }

const sameHeights = (a: SnapHeights, b: SnapHeights) =>
  SHEET_SNAPS.every((s) => Math.abs(a[s] - b[s]) <= 1)

/** A finger that moves less than this, px, tapped the handle rather than dragged it. */
const TAP_SLOP = 6

/**
 * The sheet's height at one snap, read off the layout itself (the canvas's CSS height at that
 * data-sheet value): the rules stay in one place, the stylesheet. The snap shown, or one laid out
 * as it, costs no layout of its own; any other lays the page out once, and again at the next frame.
 * On a phone's flat page each such layout was a task of 20-60 ms while it loaded.
 */
function measureSnap(stage: HTMLDivElement, snap: SheetSnap): number {
  const canvas = stage.firstElementChild as HTMLElement
  const shown = stage.dataset.sheet as SheetSnap | undefined
  const flip = shown === undefined || LAID_OUT_AS[shown] !== LAID_OUT_AS[snap]
  if (flip) stage.dataset.sheet = snap
  const height = stage.clientHeight - canvas.offsetHeight
  if (flip) stage.dataset.sheet = shown
  return height
}

function measureSnaps(stage: HTMLDivElement): SnapHeights {
  return {
    peek: measureSnap(stage, 'peek'),
    rest: measureSnap(stage, 'rest'),
    full: measureSnap(stage, 'full'),
  }
}

interface Drag {
  pointer: number
  heights: SnapHeights
  startY: number
  startHeight: number
  height: number
  moved: boolean
  /** The last two samples, for the release speed. */
  last: { y: number; t: number }
  prev: { y: number; t: number }
}

export function PlanSheet({ stage, sheet, snap, onSnap: setSnap, children }: PlanSheetProps) {
  const t = useT()
  const id = useId()
  const drag = useRef<Drag | null>(null)
  const tapped = useRef(false)
  const handle = useRef<HTMLButtonElement>(null)
  const [heights, setHeights] = useState<SnapHeights | null>(null)
  const side = useRef<HTMLDivElement>(null)
  const measuredFor = useRef('')
  const pending = useRef<(() => void) | null>(null)
  // The heights change with the content, the screen and the snap, where the handle is shown (a
  // sheet). Between presses they only name the handle (a press measures afresh), so they are taken
  // when the page is idle, one snap a task: each snap other than the one shown lays the page out
  // again, and the three at once, inside the commit, made a phone's master plan and flat pages
  // block for longest while loading. And only when the stage, the window or the content changed
  // size since the last time; reading those sizes costs no layout of its own.
  const sizesNow = () => {
    const el = stage.current
    if (!el || !side.current || !handle.current?.offsetParent) return null
    return `${el.clientWidth} ${el.clientHeight} ${window.innerHeight} ${side.current.scrollHeight}`
  }
  const schedule = useRef(() => {
    if (pending.current) return
    const next: Partial<SnapHeights> = {}
    let sizes: string | null = null
    const step = (i: number) => {
      pending.current = whenIdle(
        () => {
          pending.current = null
          const el = stage.current
          const now = sizesNow()
          if (!el || now === null || (i === 0 && now === measuredFor.current)) return
          // Something moved between two snaps' measurements: start again.
          if (i > 0 && now !== sizes) return schedule.current()
          sizes = now
          const snap = SHEET_SNAPS[i] as SheetSnap
          next[snap] = measureSnap(el, snap)
          if (i + 1 < SHEET_SNAPS.length) return step(i + 1)
          measuredFor.current = now
          const all = next as SnapHeights
          setHeights((was) => (was && sameHeights(was, all) ? was : all))
          // Where there is no idle callback (WebKit), a while after the renderer's start, not before.
        },
        500,
        300,
      )
    }
    step(0)
  })
  useEffect(() => schedule.current())
  useEffect(() => {
    const el = stage.current
    if (!el || !side.current) return
    const observer = new ResizeObserver(() => schedule.current())
    observer.observe(el)
    observer.observe(side.current)
    return () => {
      observer.disconnect()
      pending.current?.()
      pending.current = null
    }
  }, [stage])
  // Every move lands on the rest, or the smallest snap, of its height (sheetSnap.ts distinctSnap).
  const onSnap = (next: SheetSnap) => {
    const el = stage.current
    setSnap(el ? distinctSnap(measureSnaps(el), next) : next)
  }

  const show = (height: number | null) => {
    const el = stage.current
    if (!el) return
    if (height === null) {
      delete el.dataset.dragging
      el.style.removeProperty('--sheet-drag')
      el.style.removeProperty('--sheet-stage-h')
    } else {
      // The stage keeps the height it had when the finger took the sheet (Plans.module.css).
      if (el.dataset.dragging === undefined)
        el.style.setProperty('--sheet-stage-h', `${el.offsetHeight}px`)
      el.dataset.dragging = ''
      el.style.setProperty('--sheet-drag', `${Math.round(height)}px`)
    }
  }

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    const el = stage.current
    if (!el || (e.pointerType === 'mouse' && e.button !== 0)) return
    e.currentTarget.setPointerCapture(e.pointerId)
    const heights = measureSnaps(el)
    const sample = { y: e.clientY, t: e.timeStamp }
    drag.current = {
      pointer: e.pointerId,
      heights,
      startY: e.clientY,
      startHeight: heights[snap],
      height: heights[snap],
      moved: false,
      last: sample,
      prev: sample,
    }
  }

  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.pointer !== e.pointerId) return
    const dy = e.clientY - d.startY
    if (!d.moved && Math.abs(dy) < TAP_SLOP) return
    d.moved = true
    d.prev = d.last
    d.last = { y: e.clientY, t: e.timeStamp }
    d.height = dragHeight(d.heights, d.startHeight, dy)
    show(d.height)
  }

  const onPointerEnd = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.pointer !== e.pointerId) return
    drag.current = null
    show(null)
    if (!d.moved) return
    // A drag is not also a tap: the click that follows it is swallowed.
    tapped.current = true
    const dt = Math.max(1, d.last.t - d.prev.t)
    const velocity = e.type === 'pointercancel' ? 0 : (d.prev.y - d.last.y) / dt
    onSnap(snapAfterDrag(d.heights, d.height, velocity))
  }

  const onClick = () => {
    if (tapped.current) {
      tapped.current = false
      return
    }
    const el = stage.current
    if (el) onSnap(snapAfterTap(measureSnaps(el), snap))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const el = stage.current
    if (!el) return
    const to: Record<string, () => SheetSnap> = {
      ArrowUp: () => stepSnap(measureSnaps(el), snap, 1),
      ArrowDown: () => stepSnap(measureSnaps(el), snap, -1),
      Home: () => 'peek',
      End: () => 'full',
    }
    const step = to[e.key]
    if (!step) return
    e.preventDefault()
    onSnap(step())
  }

  const action = handleAction(heights ?? UNMEASURED, snap)
  // Not a sheet (a flat's page): the same element with no handle, which the measuring above then
  // finds missing and leaves alone.
  return (
    <div
      ref={side}
      className={styles.side}
      id={id}
      data-testid="plans-sheet"
      data-snap={sheet ? snap : undefined}
    >
      {sheet ? (
        <button
          type="button"
          ref={handle}
          className={styles.sheetHandle}
          aria-controls={id}
          // Expanded where a tap collapses it: at the rest the sheet shows its content but a tap
          // still grows it, so "Развернуть панель" is not expanded (it said true while it offered
          // to expand).
          aria-expanded={action === 'collapse'}
          aria-label={t(`plansView.sheet.${action}`)}
          aria-keyshortcuts="ArrowUp ArrowDown Home End"
          data-testid="plans-sheet-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClick={onClick}
          onKeyDown={onKeyDown}
          // A sheet of one height has nothing to move: no grabber to try (still measured, so it
          // comes back when the content or the screen gives the snaps heights of their own).
          style={heights && sheetFixed(heights) ? { visibility: 'hidden' } : undefined}
        >
          <span aria-hidden="true" />
        </button>
      ) : null}
      {children}
    </div>
  )
}
