// Environment: server, client.
// The web fonts' @font-face rules, written by scripts/fonts.ts at build time (a glob: a checkout
// without a build still compiles, in the fallback faces).
import.meta.glob('../generated/fonts.css', { eager: true })
import '../ui/styles/global.css'

export { Layout as default } from '../ui/shell/Layout'
