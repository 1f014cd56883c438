// Content-Security-Policy hashes for inline scripts: computed from each HTML answer itself, so a
// page's policy always allows exactly the bootstrap script it carries and nothing else. The page
// is parsed (server/html/htmlDocument.ts): a script is found by what it is, wherever it stands.

import { createHash } from 'node:crypto'
import { elementsNamed, parseHtml, textOf } from './html/htmlDocument'

/** Data blocks (JSON, JSON-LD) never run, so the policy need not allow them. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/

export function inlineScriptHashes(html: string): string[] {
  const hashes = elementsNamed(parseHtml(html), 'script')
    .filter((script) => !('src' in script.attribs))
    .filter((script) => EXECUTABLE.test(script.attribs.type ?? ''))
    // A script's text is raw in HTML: nothing in it is decoded, here or by the browser.
    .map((script) => `'sha256-${createHash('sha256').update(textOf(script)).digest('base64')}'`)
  return [...new Set(hashes)]
}
