// Runs once when the browser loads any page. Environment: client.

import { installChunkReload } from '../ui/shell/chunkReload'

installChunkReload(window)
