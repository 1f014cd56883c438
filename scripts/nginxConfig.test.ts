// deploy/nginx answers like the Node server it stands in for: the same security headers, cache
// lifetimes and content types as server/securityHeaders.ts and server/staticFiles.ts, read from
// the configuration files themselves. (nginx itself runs them in `npm run test:topology`.)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from '../server/securityHeaders'
import { CONTENT_TYPES, cacheControlOf } from '../server/staticFiles'
import { nginxCspConf } from './nginxCsp'

const read = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../deploy/nginx', name), 'utf8')
const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1')

/** `map <source> $name { ... }` -> [pattern or "default", value][], in order. */
function mapEntries(conf: string, name: string): [string, string][] {
  const body = new RegExp(`map \\S+ \\$${name} \\{([^}]*)\\}`).exec(conf)?.[1]
  if (!body) throw new Error(`no map $${name}`)
  return [...body.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)].map((m) => [
    unquote(m[1]!),
    unquote(m[2]!),
  ])
}

/** The value an nginx map gives `input`: an exact string, else regexes (~) in order, else default. */
function mapLookup(entries: [string, string][], input: string): string | undefined {
  const exact = entries.find(([pattern]) => pattern === input)
  if (exact) return exact[1]
  for (const [pattern, value] of entries) {
    if (pattern.startsWith('~') && new RegExp(pattern.slice(1)).test(input)) return value
  }
  return entries.find(([pattern]) => pattern === 'default')?.[1]
}

describe('deploy/nginx', () => {
  it('sends the security headers of server/securityHeaders.ts on every static file', () => {
    const added = new Map(
      [...read('static.conf').matchAll(/^add_header (\S+) ("[^"]*"|\S+)/gm)].map((m) => [
        m[1]!,
        unquote(m[2]!),
      ]),
    )
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(added.get(name), name).toBe(name === 'Content-Security-Policy' ? '$khvoya_csp' : value)
    }
    expect(added.get('Strict-Transport-Security')).toBe('$khvoya_hsts')
  })

  it('gives each built file the cache lifetime server/staticFiles.ts gives it, .br variants too', () => {
    const entries = mapEntries(read('maps.conf'), 'khvoya_cache_control')
    for (const file of [
      'assets/entry-3f9a1c7e.js',
      'assets/style-1b2c3d4e.css',
      'generated/geometry/11.json',
      'generated/plans/11-1-1-1.svg',
      'generated/fonts/manrope.woff2',
      'generated/img/hero-aerial-summer.1a2b3c4d/960.avif',
      'index.html',
      'about/philosophy/index.html',
      'en/404.html',
      'index.pageContext.json',
      'icons/icon-192.png',
      'robots.txt',
      'sw.js',
    ]) {
      expect(mapLookup(entries, `/${file}`), file).toBe(cacheControlOf(file))
      expect(mapLookup(entries, `/${file}.br`), `${file}.br`).toBe(cacheControlOf(file))
    }
  })

  it('types every extension the Node server knows as it does', () => {
    const locations = read('locations.conf')
    const typed = new Map<string, string>()
    for (const m of locations.matchAll(
      /location ~ \\\.\(?([a-z|]+)\)?\$ \{\s*types \{ \}\s*default_type "([^"]+)";/g,
    )) {
      for (const ext of m[1]!.split('|')) typed.set(ext, m[2]!)
    }
    const table = /types \{\n([^}]+)\}/.exec(locations)?.[1] ?? ''
    for (const m of table.matchAll(/^\s*(\S+) ([^;]+);/gm)) {
      for (const ext of m[2]!.split(' ')) typed.set(ext, m[1]!)
    }
    for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
      expect(typed.get(ext.slice(1)), ext).toBe(type)
    }
  })

  it('answers the English-cookie redirect of the home page only', () => {
    const entries = mapEntries(read('maps.conf'), 'khvoya_home_redirect')
    expect(mapLookup(entries, '/:en')).toBe('/en$is_args$args')
    expect(mapLookup(entries, '/:ru')).toBe('')
    expect(entries.filter(([p]) => p !== 'default')).toHaveLength(1)
  })

  it('writes the page policy with the build hashes, and the plain one for other files', () => {
    const hashes = ["'sha256-AAAA+/=='"]
    const entries = mapEntries(nginxCspConf(hashes), 'khvoya_csp')
    expect(mapLookup(entries, '/about/index.html.br')).toBe(
      contentSecurityPolicy({ scriptHashes: hashes }),
    )
    expect(mapLookup(entries, '/en/index.html')).toContain(hashes[0])
    expect(mapLookup(entries, '/assets/entry.js')).toBe(contentSecurityPolicy())
  })
})
