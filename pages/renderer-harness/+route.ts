// The renderer test harness exists only on a server started with KHVOYA_TEST_FAULTS=1, like the
// fault routes. Environment: server, client.
import { faultsEnabled } from '../faults'

export default (pageContext: { urlPathname: string }) =>
  faultsEnabled() && pageContext.urlPathname === '/__renderer'
