// One of the shell's popups (callback, subscription, policy, gallery, video, map) in its Dialog:
// its key both closes it (shellActions) and names its test id, so the two cannot drift apart.

import type { PopupKey } from '../../engine/popups'
import { closePopup } from '../shell/shellActions'
import { Dialog, type DialogProps } from './Dialog'

interface PopupDialogProps extends Omit<DialogProps, 'onClose' | 'testId'> {
  popup: PopupKey
}

export function PopupDialog({ popup, ...dialog }: PopupDialogProps) {
  return <Dialog {...dialog} onClose={() => closePopup(popup)} testId={`popup-${popup}`} />
}
