// Environment: server, client.
import '../ui/styles/fonts.css'
import '../ui/styles/global.css'

export { Layout as default } from '../ui/shell/Layout'
