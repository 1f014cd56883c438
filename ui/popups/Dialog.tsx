// An accessible modal: traps focus, returns it on close, registers its closer on the close-button
// stack (Escape runs the top of that stack), and locks page scroll while open.

import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useT } from '../i18n'
import { CloseIcon } from '../icons'
import styles from './Dialog.module.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

interface DialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  size?: 'narrow' | 'wide' | 'full'
  testId?: string
  hideTitle?: boolean
}

export function Dialog({
  title,
  onClose,
  children,
  size = 'narrow',
  testId,
  hideTitle,
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
    first?.focus()
    document.documentElement.dataset.scrollLock = 'true'
    return () => {
      delete document.documentElement.dataset.scrollLock
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
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
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
