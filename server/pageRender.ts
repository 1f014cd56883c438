// Server rendering for URLs that no prerendered file serves: unknown paths (404 in the right
// locale), failed validation, faults, and a plans link rendered at its place (plansPages.ts). If
// rendering the error page itself fails, a plain page with a link home is the answer.
// Environment: server.

import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderPage } from 'vike/server'

export interface RenderedPage {
  status: number
  body: string
  headers: [string, string][]
}

export const FATAL_HTML = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Error</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;padding:15vh 24px;text-align:center">
<p>An error occurred while showing the error page</p><p><a href="/">Home</a></p></body></html>`

/**
 * Vike finds the server build through a file it writes into node_modules at build time, naming
 * the last build made with that node_modules. Two checkouts sharing one node_modules (a second
 * working copy, a CI cache) would then render with the other's build and link scripts this
 * client folder does not have. Importing our own dist/server/entry.mjs first fixes the build.
 */
const SERVER_ENTRY = path.resolve(process.cwd(), 'dist/server/entry.mjs')
let ownBuild: Promise<unknown> | null = null
function loadOwnBuild(): Promise<unknown> {
  ownBuild ??= existsSync(SERVER_ENTRY)
    ? import(pathToFileURL(SERVER_ENTRY).href)
    : Promise.resolve(undefined)
  return ownBuild
}

export function renderFallback(
  url: string,
  headers: Record<string, string>,
): Promise<RenderedPage> {
  return renderAt(url, headers, { isServerFallback: true })
}

/** Renders `url` with extra page context (a plans link's slice of the catalogue, `hydraSeed`). */
export async function renderAt(
  url: string,
  headers: Record<string, string>,
  init: Partial<Vike.PageContext> = {},
): Promise<RenderedPage> {
  try {
    await loadOwnBuild()
    const pageContext = await renderPage({
      ...init,
      urlOriginal: url,
      headersOriginal: headers,
    })
    const response = pageContext.httpResponse
    if (!response) return { status: 500, body: FATAL_HTML, headers: [] }
    return { status: response.statusCode, body: response.body, headers: response.headers }
  } catch {
    return { status: 500, body: FATAL_HTML, headers: [] }
  }
}
