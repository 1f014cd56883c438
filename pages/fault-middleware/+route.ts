// Environment: server, client.
import { faultsEnabled } from '../faults'

export default (pageContext: { urlPathname: string }) =>
  faultsEnabled() && pageContext.urlPathname === '/__fault/middleware'
