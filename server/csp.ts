// Content-Security-Policy hashes for inline scripts: computed from each HTML answer itself, so a
// page's policy always allows exactly the bootstrap script it carries and nothing else.

import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g
/** Data blocks (JSON, JSON-LD) never run, so the policy need not allow them. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/

export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => EXECUTABLE.test(/\btype="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? ''))
    .map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`,
    )
  return [...new Set(hashes)]
}
