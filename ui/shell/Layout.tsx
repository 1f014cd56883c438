// The layouts: default (header, menu, footer), mobile (the same markup laid out
// for phones and tablets, chosen by the window model) and clean (the page alone).

import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../i18n'
import { KioskShell } from '../kiosk/KioskShell'
import { useKiosk } from '../kiosk/kioskStore'
import { CallbackShell } from '../popups/CallbackShell'
import { PopupRoot } from '../popups/PopupRoot'
import { Footer } from './Footer'
import { Header } from './Header'
import { Menu } from './Menu'
import { ProgressBar } from './ProgressBar'
import { ShellPart, shellGates, useShellParts } from './shellParts'
import { closeAllPopups, closeMenu, executeClose, onRouteChange, openMenu } from './shellActions'
import { shellStore } from './shellState'
import { useWindowTracker } from './useWindowTracker'

function useEscapeRunsCloseStack(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && executeClose()) event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}

/**
 * The page has hydrated: presses made while its scripts loaded (server/html/deferHydration.ts holds
 * them) are made again, now that React listens, and ticks and sliders changed meanwhile hand React
 * their values. This effect runs last, after every child's.
 */
function useHydrationReplay(): void {
  useEffect(() => {
    const w = window as { __khvoyaHydrated?: boolean; __khvoyaReplay?: () => void }
    w.__khvoyaHydrated = true
    const timer = setTimeout(() => w.__khvoyaReplay?.(), 0)
    return () => clearTimeout(timer)
  }, [])
}

function useRouteTracking(): void {
  const { urlPathname, routeName } = usePageContext()
  const first = useRef(true)
  useEffect(() => {
    // The page's arrival is no route change for a menu the visitor opened before it hydrated.
    const keepMenu = first.current && shellStore.get().menu.opened
    first.current = false
    closeMenu()
    closeAllPopups()
    onRouteChange(urlPathname, routeName ?? null)
    if (keepMenu) openMenu()
  }, [urlPathname, routeName])
}

/*
 * The header, menu, page and footer sit in Suspense boundaries for hydration's sake: React hydrates
 * the little outside them at once and each boundary afterwards, in slices that yield to the
 * browser between them, rather than the whole page in one task (a flat's screen was 300 ms of
 * blocked main thread on a phone). A press inside a boundary not yet hydrated hydrates it first.
 * The menu's panel and the footer wait longer, until they are wanted (shellParts.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const t = useT()
  useWindowTracker()
  useEscapeRunsCloseStack()
  useRouteTracking()
  useHydrationReplay()
  useShellParts()
  // A showroom kiosk shows every page in the clean layout under its own header.
  const kiosk = useKiosk((s) => s.config !== null)
  if (kiosk) return <KioskShell>{children}</KioskShell>
  if (pageContext.config.layout === 'clean') {
    return (
      <>
        <main id="main" className="page page--clean">
          <Suspense>{children}</Suspense>
        </main>
        <PopupRoot />
      </>
    )
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skip')}
      </a>
      <ProgressBar />
      <Suspense>
        <Header />
      </Suspense>
      <ShellPart gate={shellGates.menu} part={Menu} />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <ShellPart gate={shellGates.footer} part={Footer} />
      {/* Served open-able before hydration; under the popup layer's dialogs once hydrated. */}
      <Suspense>
        <CallbackShell />
      </Suspense>
      <PopupRoot />
    </>
  )
}
