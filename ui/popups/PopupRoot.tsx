// Where the popups of the product spec live. None is open when a page is served, so their code (the
// forms, gallery, map, video and the policy text) loads with the first one opened instead of with
// every page; a local chunk arrives well within the dialog's opening.
// Not on a phone's network: its chunks came 0.4-0.5 s after the tap that asked for them, so they
// are fetched ahead once the hydrated page is idle.

import { Suspense, useEffect } from 'react'
import { POPUP_KEYS } from '../../engine/popups'
import { preloadable } from '../shell/preloadable'
import { useShell } from '../shell/shellState'

const layer = preloadable(() => import('./PopupLayer').then((m) => m.default))

function usePreloadedLayer(): void {
  useEffect(() => {
    const load = () => void layer.preload()
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(load, { timeout: 5000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(load, 2000)
    return () => clearTimeout(id)
  }, [])
}

export function PopupRoot() {
  usePreloadedLayer()
  // The menu is a popup key too, but the shell draws it.
  const open = useShell((s) => POPUP_KEYS.some((key) => key !== 'menu' && s.popups[key] !== null))
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <layer.Component />
    </Suspense>
  )
}
