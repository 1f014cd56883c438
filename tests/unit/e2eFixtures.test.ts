// Every end-to-end spec takes `test` from tests/e2e/fixtures.ts, whose automatic check fails a test
// on a console error or a hydration mismatch: a spec importing Playwright's own `test` would run
// unwatched, and pass through them.

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const E2E = path.join(import.meta.dirname, '..', 'e2e')
const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'))
/** Value imports (not `import type`) from Playwright's test package. */
const PLAYWRIGHT_VALUES = /^import\s+\{[^}]*\}\s+from\s+'@playwright\/test'/m

describe('end-to-end specs', () => {
  it('are found', () => {
    expect(specs.length).toBeGreaterThan(10)
  })

  it.each(specs)('%s takes test from the fixtures, nothing else from Playwright', (name) => {
    const source = readFileSync(path.join(E2E, name), 'utf8')
    expect(source).toMatch(/^import\s+\{[^}]*\btest\b[^}]*\}\s+from\s+'\.\/fixtures'/m)
    expect(source).not.toMatch(PLAYWRIGHT_VALUES)
  })
})
