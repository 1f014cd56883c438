// The kiosk's layout: the clean page under a kiosk header with large touch targets,
// the site menu and popups, and the kiosk's own layers: QR codes, the hand-off and the attract
// screen. The layers load on a kiosk only, so ordinary visitors never download them: the QR and
// hand-off dialogs once the kiosk is idle, so a tap opens them at once (ui/shell/preloadable.tsx).

import './kiosk.css'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { preloadable } from '../shell/preloadable'
import { PopupRoot } from '../popups/PopupRoot'
import { Menu } from '../shell/Menu'
import { KioskHeader } from './KioskHeader'
import { dropEntryParams } from './kioskMode'
import { whenIdle } from '../plans/whenIdle'
import { useKiosk } from './kioskStore'

const AttractScreen = lazy(() => import('./AttractScreen'))
const qrDialog = preloadable(() => import('./QrDialog').then((m) => m.default))
const handoffDialog = preloadable(() => import('./HandoffDialog').then((m) => m.default))

export function KioskShell({ children }: { children: ReactNode }) {
  const phase = useKiosk((s) => s.phase)
  const qr = useKiosk((s) => s.qr !== null)
  const handoff = useKiosk((s) => s.handoff)
  useEffect(() => dropEntryParams(window), [])
  useEffect(
    () =>
      whenIdle(() => {
        qrDialog.preload()
        handoffDialog.preload()
      }),
    [],
  )
  return (
    <>
      <KioskHeader />
      <Menu />
      <main id="main" className="page page--clean page--kiosk" tabIndex={-1}>
        {children}
      </main>
      <PopupRoot />
      <Suspense fallback={null}>
        {handoff ? <handoffDialog.Component /> : null}
        {qr ? <qrDialog.Component /> : null}
        {phase === 'attract' ? <AttractScreen /> : null}
      </Suspense>
    </>
  )
}
