// Browser URLs of the sheet's fonts: the subsets scripts/pdfFonts.ts cuts at build time (about
// 35 KB each instead of 1.7 MB together), copied by Vite into the build as hashed assets, so
// nothing is fetched until a PDF or the print template asks for them.

import light from './generated/DejaVuSans-ExtraLight.ttf?url'
import regular from './generated/DejaVuSansCondensed.ttf?url'
import bold from './generated/DejaVuSansCondensed-Bold.ttf?url'
import type { FontRole } from './sheetTypes'

export const FONT_URLS: Record<FontRole, string> = { regular, bold, light }
