// The panel under a portrait touch stage as a bottom sheet (Plans.module.css): a handle dragged
// between a peek of its heading, the rest the stage leaves under its subject and nearly the whole
// stage, snapping where it is let go. The stage gives way rather than being covered: at every
// snap the canvas takes what the sheet leaves and the renderer fits its subject there, so the
// selected place stays in sight. A tap or the keyboard (arrows, Home, End) moves it too. Elsewhere
// the handle is not shown and the panel is a plain column.

import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
} from 'react'
import { useT } from '../i18n'
import styles from './Plans.module.css'
import {
  dragHeight,
  SHEET_SNAPS,
  type SheetSnap,
  type SnapHeights,
  snapAfterDrag,
  snapAfterTap,
  stepSnap,
} from './sheetSnap'

interface PlanSheetProps {
  /** The stage holding the canvas and this sheet; its data-sheet attribute sets the heights. */
  stage: RefObject<HTMLDivElement | null>
  snap: SheetSnap
  /** The level shown: a facade keeps its stage when the sheet is full. */
  level: string
  onSnap(snap: SheetSnap): void
  children: ReactNode
}

/** The handle's name for where a tap takes the sheet. */
const ACTION = { full: 'expand', peek: 'collapse', rest: 'show' } as const

/** A finger that moves less than this, px, tapped the handle rather than dragged it. */
const TAP_SLOP = 6

/**
 * The sheet's height at each snap, read off the layout itself (the canvas's CSS height at each
 * data-sheet value): the rules stay in one place, the stylesheet.
 */
function measureSnaps(stage: HTMLDivElement): SnapHeights {
  const canvas = stage.firstElementChild as HTMLElement
  const was = stage.dataset.sheet
  const heights = { peek: 0, rest: 0, full: 0 }
  for (const snap of SHEET_SNAPS) {
    stage.dataset.sheet = snap
    heights[snap] = stage.clientHeight - canvas.offsetHeight
  }
  stage.dataset.sheet = was
  return heights
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

export function PlanSheet({ stage, snap, level, onSnap, children }: PlanSheetProps) {
  const t = useT()
  const id = useId()
  const drag = useRef<Drag | null>(null)
  const tapped = useRef(false)
  // Where a tap goes from here, which the handle's name says. A facade keeps its stage in full
  // (Plans.module.css), so from its rest a tap collapses the sheet; a tap itself measures.
  const facade = level === 'building' || level === 'section'
  const next: SheetSnap =
    snap === 'rest' ? (facade ? 'peek' : 'full') : snap === 'full' ? 'peek' : 'rest'

  const show = (height: number | null) => {
    const el = stage.current
    if (!el) return
    if (height === null) {
      delete el.dataset.dragging
      el.style.removeProperty('--sheet-drag')
    } else {
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

  return (
    <div className={styles.side} id={id} data-testid="plans-sheet" data-snap={snap}>
      <button
        type="button"
        className={styles.sheetHandle}
        aria-controls={id}
        aria-expanded={snap !== 'peek'}
        aria-label={t(`plansView.sheet.${ACTION[next]}`)}
        aria-keyshortcuts="ArrowUp ArrowDown Home End"
        data-testid="plans-sheet-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true" />
      </button>
      {children}
    </div>
  )
}
