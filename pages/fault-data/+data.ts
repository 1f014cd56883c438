// A data hook that fails the way a backend does, with a status on the error. Environment: server.

import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { statusOfError } from '../faults'

export async function data(pageContext: PageContextServer) {
  try {
    throw Object.assign(new Error('Upstream failed'), {
      statusCode: Number(pageContext.routeParams.status),
    })
  } catch (error) {
    throw render(statusOfError(error) as 500)
  }
}
