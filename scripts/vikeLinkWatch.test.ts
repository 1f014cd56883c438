// The build's switch for Vike's link watch, read against the Vike installed here: a Vike that
// changed the module fails here (and the build) instead of shipping the watch back unnoticed.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PREFETCH_MODULE, withoutLinkWatch } from './vikeLinkWatch'

const vikeDir = path.resolve('node_modules/vike')
const file = path.join(vikeDir, 'dist/client/runtime-client-routing/prefetch.js')
const installed = readFileSync(file, 'utf8')

describe("Vike's link watch in the browser's build", () => {
  it('finds the module by its path', () => {
    expect(PREFETCH_MODULE.test(file)).toBe(true)
    expect(PREFETCH_MODULE.test(path.join(vikeDir, 'dist/client/router.js'))).toBe(false)
  })

  it('makes both starts of the watch return at once, and leaves prefetch() alone', () => {
    const out = withoutLinkWatch(installed)
    expect(out).toContain('function addLinkPrefetchHandlers() { return;')
    expect(out).toContain('function addLinkPrefetchHandlers_watch() { return;')
    expect(out).not.toContain('function addLinkPrefetchHandlers_apply() { return;')
    // The explicit prefetch our links call is untouched.
    const prefetchFn = (code: string) => code.slice(code.indexOf('async function prefetch('))
    expect(prefetchFn(out).slice(0, 400)).toBe(prefetchFn(installed).slice(0, 400))
  })

  it('does nothing to the watch when it runs: no listener, no observer on any link', () => {
    const out = withoutLinkWatch(installed)
    // The two starts, evaluated alone, return before their bodies touch the page.
    const body = (name: string) => {
      const at = out.indexOf(`function ${name}() {`)
      return out.slice(at, out.indexOf('\n}', at) + 2)
    }
    const touched: string[] = []
    const run = new Function(
      'setTimeout',
      'globalObject',
      `${body('addLinkPrefetchHandlers')}\n${body('addLinkPrefetchHandlers_watch')}\naddLinkPrefetchHandlers(); addLinkPrefetchHandlers_watch();`,
    )
    run(() => touched.push('timer'), {
      mutationObserver: { observe: () => touched.push('observe') },
    })
    expect(touched).toEqual([])
  })

  it('fails loudly on a Vike whose module reads otherwise', () => {
    expect(() => withoutLinkWatch('export {}')).toThrow(/no longer has one/)
    const twice = `${installed}\nfunction addLinkPrefetchHandlers() {}`
    expect(() => withoutLinkWatch(twice)).toThrow(/no longer has one/)
  })
})
