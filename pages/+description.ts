// Environment: server, client.

import type { PageContext } from 'vike/types'
import { SITE } from '../content/site'

export function description(pageContext: PageContext): string {
  const meta = (pageContext.data as { meta?: { description: string } } | undefined)?.meta
  return meta?.description ?? SITE.tagline[pageContext.locale ?? 'ru']
}
