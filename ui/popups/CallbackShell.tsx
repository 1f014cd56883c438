// The callback popup as the page is served: a popover its buttons open before the scripts arrive,
// with the same dialog and form the popup layer draws, handed over to it once hydrated
// (callbackShell.ts).

import { useId, useLayoutEffect, useRef, useState } from 'react'
import { LeadForm } from '../forms/LeadForm'
import { useT } from '../i18n'
import { CloseIcon } from '../icons'
import styles from './CallbackShell.module.css'
import { beginHandover, CALLBACK_FORM_ID, CALLBACK_SHELL_ID } from './callbackShell'
import dialogStyles from './Dialog.module.css'
import rootStyles from './PopupRoot.module.css'

export function CallbackShell() {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [native, setNative] = useState(true)
  // Before paint: a popup the visitor opened is the shell's from now on, then the popover goes.
  useLayoutEffect(() => {
    if (ref.current) beginHandover(ref.current)
    setNative(false)
  }, [])
  return (
    <div
      ref={ref}
      id={CALLBACK_SHELL_ID}
      popover={native ? 'auto' : undefined}
      className={styles.shell}
      data-testid="callback-shell"
    >
      <div className={dialogStyles.overlay}>
        <div
          className={dialogStyles.dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <div className={dialogStyles.head}>
            <h2 id={titleId} className={dialogStyles.title}>
              {t('popup.callback.title')}
            </h2>
            <button
              type="button"
              className={dialogStyles.close}
              popoverTarget={CALLBACK_SHELL_ID}
              popoverTargetAction="hide"
              aria-label={t('popup.close')}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={dialogStyles.body}>
            <p className={rootStyles.lead}>{t('popup.callback.text')}</p>
            <LeadForm kind="callback" formId={CALLBACK_FORM_ID} />
          </div>
        </div>
      </div>
    </div>
  )
}
