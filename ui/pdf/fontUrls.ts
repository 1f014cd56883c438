// Browser URLs of the sheet's fonts: Vite copies the TTFs from node_modules into the build as
// hashed assets, so nothing is fetched until a PDF or the print template asks for them.

import light from 'dejavu-fonts-ttf/ttf/DejaVuSans-ExtraLight.ttf?url'
import regular from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url'
import bold from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url'
import type { FontRole } from './sheetTypes'

export const FONT_URLS: Record<FontRole, string> = { regular, bold, light }
