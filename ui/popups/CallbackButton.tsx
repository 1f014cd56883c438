// A button that opens the callback popup (the header's and the menu's): before hydration it names
// the served popover as its target, so the browser opens that itself (callbackShell.ts); after,
// it opens the popup layer's dialog.

import type { ReactNode } from 'react'
import { openPopup } from '../shell/shellActions'
import { CALLBACK_SHELL_ID, callbackIsNative } from './callbackShell'

interface CallbackButtonProps {
  className?: string
  testId: string
  /** Runs before the popup layer's dialog opens (the menu closes itself); not for the popover. */
  beforeOpen?: () => void
  children: ReactNode
}

export function CallbackButton({ className, testId, beforeOpen, children }: CallbackButtonProps) {
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      popoverTarget={CALLBACK_SHELL_ID}
      onClick={() => {
        if (callbackIsNative()) return
        beforeOpen?.()
        openPopup('callback', {})
      }}
    >
      {children}
    </button>
  )
}
