// The kiosk's layout: the clean page under a kiosk header with large touch targets,
// the site menu and popups, and the kiosk's own layers: QR codes, the hand-off and the attract
// screen. The layers load on demand, so ordinary visitors never download them.

import './kiosk.css'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { PopupRoot } from '../popups/PopupRoot'
import { Menu } from '../shell/Menu'
import { KioskHeader } from './KioskHeader'
import { dropEntryParams } from './kioskMode'
import { useKiosk } from './kioskStore'

const AttractScreen = lazy(() => import('./AttractScreen'))
const QrDialog = lazy(() => import('./QrDialog'))
const HandoffDialog = lazy(() => import('./HandoffDialog'))

export function KioskShell({ children }: { children: ReactNode }) {
  const phase = useKiosk((s) => s.phase)
  const qr = useKiosk((s) => s.qr !== null)
  const handoff = useKiosk((s) => s.handoff)
  useEffect(() => dropEntryParams(window), [])
  return (
    <>
      <KioskHeader />
      <Menu />
      <main id="main" className="page page--clean page--kiosk" tabIndex={-1}>
        {children}
      </main>
      <PopupRoot />
      <Suspense fallback={null}>
        {handoff ? <HandoffDialog /> : null}
        {qr ? <QrDialog /> : null}
        {phase === 'attract' ? <AttractScreen /> : null}
      </Suspense>
    </>
  )
}
