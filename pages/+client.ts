// Runs once when the browser loads any page. Environment: client.

import { installLeadOutbox } from '../ui/forms/leadSubmit'
import { installKiosk } from '../ui/kiosk/kioskMode'
import { installChunkReload } from '../ui/shell/chunkReload'
// React's start, in its own chunk: the loader runs it in a task of its own, before this one.
import '../ui/shell/reactStart'

installChunkReload(window)
installLeadOutbox(window)
installKiosk(window)
