// Second half of the out-in transition: the new page fades in. Environment: client.

import { finishRequest } from '../ui/shell/progress'

export function onPageTransitionEnd(): void {
  finishRequest()
  const root = document.documentElement
  root.classList.remove('page-leave-active')
  root.classList.add('page-enter-active')
  setTimeout(() => root.classList.remove('page-enter-active'), 320)
}
