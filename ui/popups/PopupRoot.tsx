// Where the popups of the product spec live. None is open when a page is served, so their code (the
// forms, gallery, map, video and the policy text) loads with the first one opened instead of with
// every page; a local chunk arrives well within the dialog's opening.
// Not on a phone's network: its chunks came 0.4-0.5 s after the tap that asked for them, so they
// are fetched ahead once the hydrated page is idle.

import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { POPUP_KEYS } from '../../engine/popups'
import { useShell } from '../shell/shellState'

/** The layer once its chunk has arrived: rendered as it is, it opens in the tap's own frame. */
let loaded: ComponentType | null = null
const loadLayer = () =>
  import('./PopupLayer').then((module) => {
    loaded = module.default
    return module
  })
// Only for a popup opened before the chunk arrived. A lazy component suspends the first time it
// renders even when its chunk is in, and React then holds the revealed content back for 300 ms
// (its fallback throttle): the callback popup of a hydrated master plan took 400 ms on a phone.
const PopupLayer = lazy(loadLayer)

function usePreloadedLayer(): void {
  useEffect(() => {
    const load = () => void loadLayer().catch(() => undefined)
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
  const Layer = loaded
  if (Layer) return <Layer />
  return (
    <Suspense fallback={null}>
      <PopupLayer />
    </Suspense>
  )
}
