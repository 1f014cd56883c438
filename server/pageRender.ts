// Server rendering for URLs that no prerendered file serves: unknown paths (404 in the right
// locale), failed validation, and faults. If rendering the error page itself fails, a plain page
// with a link home is the answer (SPEC 8). Environment: server.

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

export async function renderFallback(
  url: string,
  headers: Record<string, string>,
): Promise<RenderedPage> {
  try {
    const pageContext = await renderPage({
      urlOriginal: url,
      headersOriginal: headers,
      isServerFallback: true,
    })
    const response = pageContext.httpResponse
    if (!response) return { status: 500, body: FATAL_HTML, headers: [] }
    return { status: response.statusCode, body: response.body, headers: response.headers }
  } catch {
    return { status: 500, body: FATAL_HTML, headers: [] }
  }
}
