// The first screen's CSS in the page (issue 18): each page gets the rules its own markup uses
// inlined in <head> (beasties), and the whole stylesheet moves to the end of <body>, preloaded
// from <head>: the page paints without waiting for it, and client-side navigation still has every
// rule. No inline script is involved, so the hash-based CSP is unchanged. Used by postbuild for
// the prerendered pages and by the server for the plans pages it renders per link.

import { readFile, writeFile } from 'node:fs/promises'
import Beasties from 'beasties'

/** `(html) => html with its critical CSS inlined`, reading stylesheets from `clientDir`. */
export function criticalCss(clientDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    // The default strategy: the stylesheet at the end of <body>, a preload in its place (no
    // JavaScript needed).
    // Fonts are ours to preload (pages/+Head.tsx); their faces stay in the stylesheet.
    fonts: false,
    keyframes: 'critical',
    logLevel: 'warn',
  })
  return (html) => beasties.process(html)
}

export async function inlineCriticalCss(clientDir: string, pages: string[]): Promise<number> {
  const inline = criticalCss(clientDir)
  let bytes = 0
  for (const file of pages) {
    const html = await readFile(file, 'utf8')
    const out = await inline(html)
    bytes += out.length - html.length
    await writeFile(file, out)
  }
  return bytes
}
