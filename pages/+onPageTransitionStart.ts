// Out-in page transition named `page`: the old page fades out before the new one renders.
// Environment: client.

import { startRequest } from '../ui/shell/progress'
import { openShellParts } from '../ui/shell/shellParts'

const LEAVE_MS = 180

export async function onPageTransitionStart(): Promise<void> {
  startRequest()
  // The new page's render must find the menu and footer live or about to be (shellParts.tsx).
  openShellParts()
  const root = document.documentElement
  root.classList.remove('page-enter-active')
  root.classList.add('page-leave-active')
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    await new Promise((resolve) => setTimeout(resolve, LEAVE_MS))
  }
}
