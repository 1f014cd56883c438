// Environment: server, client.
import { faultsEnabled } from '../faults'

export default (pageContext: { urlPathname: string }) => {
  const match = /^\/__fault\/data\/(\d{3})$/.exec(pageContext.urlPathname)
  return faultsEnabled() && match ? { routeParams: { status: match[1] ?? '500' } } : false
}
