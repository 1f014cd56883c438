// Before hydration the callback popup is an HTML popover served with every page: its buttons name
// it as their popovertarget, so a tap opens it (and its form takes typing) while a phone's slow
// network still brings the scripts. Once the page has hydrated, the popup is the shell's again, as
// it always was: the served one hands over to the popup layer's dialog in the frame that dialog
// first draws, with the typed text (through the form's draft), the focused field and its caret, so
// nothing on screen changes; it stays a popover no longer, so the site's popups stack over it.
// Environment: client.

import { MENU_ID, popoverSupported } from '../shell/menuPopover'
import { closeMenu, openPopup } from '../shell/shellActions'
import { shellStore } from '../shell/shellState'

export const CALLBACK_SHELL_ID = 'callback-shell'
/** The draft the served form and the popup layer's share (ui/forms/leadForm.ts). */
export const CALLBACK_FORM_ID = 'callback-popup'

interface Handover {
  /** The focused field's name in the served form, and its selection, to carry over. */
  field: string | null
  start: number | null
  end: number | null
}

let pending: Handover | null = null

/** Whether the callback popup is still the browser's popover (before hydration). */
export function callbackIsNative(): boolean {
  return (
    popoverSupported() &&
    document.getElementById(CALLBACK_SHELL_ID)?.hasAttribute('popover') === true
  )
}

/** Whether the popup layer's dialog is taking over a served popup the visitor opened. */
export function handoverPending(): boolean {
  return pending !== null
}

/**
 * The served popup has hydrated. Open it in the shell's state if the visitor opened it; the served
 * one stays on screen (data-handover) until the popup layer's dialog replaces it.
 */
export function beginHandover(shell: HTMLElement): boolean {
  if (!popoverSupported() || !shell.matches(':popover-open')) return false
  const focused = document.activeElement
  const input = focused instanceof HTMLInputElement && shell.contains(focused) ? focused : null
  pending = {
    field: input?.name ?? null,
    start: input?.selectionStart ?? null,
    end: input?.selectionEnd ?? null,
  }
  shell.dataset.handover = 'true'
  // The menu's button opened it over a menu the browser still showed: the shell closes that menu
  // when it opens a popup, so this one does too.
  const menu = document.getElementById(MENU_ID)
  if (menu?.hasAttribute('popover') && menu.matches(':popover-open')) menu.hidePopover()
  if (shellStore.get().menu.opened) closeMenu()
  openPopup('callback', {})
  return true
}

/** The popup layer's callback dialog has mounted (before its first paint): the served one goes. */
export function finishHandover(dialog: HTMLElement): void {
  if (!pending) return
  const { field, start, end } = pending
  pending = null
  const shell = document.getElementById(CALLBACK_SHELL_ID)
  if (shell) delete shell.dataset.handover
  if (!field) return
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${field}"]`)
  input?.focus()
  if (input && start !== null && end !== null) input.setSelectionRange(start, end)
}
