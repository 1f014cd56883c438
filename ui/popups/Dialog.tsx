// An accessible modal: traps focus, returns it on close, registers its closer on the close-button
// stack (Escape runs the top of that stack), and holds the page's scroll lock while open.

import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useT } from '../i18n'
import { CloseIcon } from '../icons'
import styles from './Dialog.module.css'
import { holdScrollLock } from './scrollLock'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  size?: 'narrow' | 'wide' | 'full'
  testId?: string
  hideTitle?: boolean
  /** Appears without its fade: it replaces the same popup already on screen (callbackShell.ts). */
  instant?: boolean
}

export function Dialog({
  title,
  onClose,
  children,
  size = 'narrow',
  testId,
  hideTitle,
  instant,
}: DialogProps) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const node = ref.current
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>(FOCUSABLE)
    // A field the visitor was already typing in keeps the focus (a handed-over popup).
    if (!node?.contains(document.activeElement)) first?.focus()
    const releaseScroll = holdScrollLock()
    return () => {
      releaseScroll()
      previous?.focus?.()
    }
  }, [])
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    )
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button are the accessible ways out
    <div
      className={styles.overlay}
      data-size={size}
      data-instant={instant ? true : undefined}
      // Not the second press of a double click (detail 2): its first press sent a form, whose
      // confirmation is shorter than the form, so the second lands on the backdrop and would close
      // the popup before the visitor has read it.
      onMouseDown={(e) => e.target === e.currentTarget && e.detail < 2 && onClose()}
    >
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('popup.close')}
            data-testid="popup-close"
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  )
}
