// Where the popups of the product spec live. None is open when a page is served, so their code (the
// forms, gallery, map, video and the policy text) loads with the first one opened instead of with
// every page; a local chunk arrives well within the dialog's opening.

import { lazy, Suspense } from 'react'
import { POPUP_KEYS } from '../../engine/popups'
import { useShell } from '../shell/shellState'

const PopupLayer = lazy(() => import('./PopupLayer'))

export function PopupRoot() {
  // The menu is a popup key too, but the shell draws it.
  const open = useShell((s) => POPUP_KEYS.some((key) => key !== 'menu' && s.popups[key] !== null))
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <PopupLayer />
    </Suspense>
  )
}
