// The API of DESIGN.md section 3, mounted by server/app.ts under the site root.
// Environment: server.

import { Hono } from 'hono'
import type { ServerConfig } from '../config'

export interface ApiDeps {
  config: ServerConfig
}

export function createApi(_deps: ApiDeps): Hono {
  return new Hono()
}
