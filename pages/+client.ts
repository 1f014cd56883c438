// Runs once when the browser loads any page. Environment: client.

import { installLeadOutbox } from '../ui/forms/leadSubmit'
import { installKiosk } from '../ui/kiosk/kioskMode'
import { installChunkReload } from '../ui/shell/chunkReload'

installChunkReload(window)
installLeadOutbox(window)
installKiosk(window)
