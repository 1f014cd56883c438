// After `vite build`: writes sitemap.xml and robots.txt, inlines each page's critical CSS
// (criticalCss.ts), then stores brotli and gzip variants of every text file in dist/client so the
// server (or nginx with gzip_static/brotli_static) sends them without compressing per request.

import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { availableParallelism } from 'node:os'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { allPublicPaths } from '../engine/routes'
import { selectionQuery } from '../engine/selectionQuery'
import { generateCatalogue } from '../server/catalogue/catalogue'
import { inlineScriptHashes } from '../server/csp'
import { inlineCriticalCss } from '../server/html/criticalCss'
import { deferHydration, REACT_SCRIPT } from '../server/html/deferHydration'
import { stepProgress } from './buildProgress'
import { startScriptProblems } from './compileHints'

const CLIENT = path.resolve('dist/client')
const ORIGIN = process.env.PUBLIC_ENV__SITE_ORIGIN || 'https://khvoya-club.ru'
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/
const HIDDEN = new Set(['pdf-generate', 'pdf-template', 'test'])

const br = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Every route in both locales with its hreflang pair, and the plans link of each place given
 * (`building=23`, `building=23&section=1&floor=1&flat=1`): every building and flat of the
 * catalogue, the drawn ones and those imported from architects' models alike.
 */
export function sitemapXml(origin: string, places: readonly string[] = []): string {
  const byName = new Map<string, { locale: string; path: string }[]>()
  for (const p of allPublicPaths()) {
    if (HIDDEN.has(p.name)) continue
    byName.set(p.name, [...(byName.get(p.name) ?? []), p])
  }
  const plans = allPublicPaths().filter((p) => p.name === 'plans')
  for (const query of places)
    byName.set(
      `plans?${query}`,
      plans.map((p) => ({ ...p, path: `${p.path}?${query.replace(/&/g, '&amp;')}` })),
    )
  const urls = [...byName.values()].flatMap((variants) =>
    variants.map((v) => {
      const links = variants
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${origin}${a.path}"/>`,
        )
        .join('\n')
      return `  <url>\n    <loc>${origin}${v.path}</loc>\n${links}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** The plans link of every building and every flat the catalogue has. */
function catalogueLinks(): string[] {
  const { apartments } = generateCatalogue()
  const buildings = [...new Set(apartments.map((a) => a.b))].sort((a, b) => a - b)
  return [
    ...buildings.map((b) => selectionQuery([b])),
    ...apartments.map((a) => selectionQuery([a.b, a.s, a.f, a.n])),
  ]
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Stops the build when the scripts a page starts with are not as the loader and V8 expect. */
async function checkStartScripts(): Promise<void> {
  const scripts: { path: string; head: string }[] = []
  for (const dir of ['assets/chunks', 'assets/entries'])
    for (const name of await readdir(path.join(CLIENT, dir)))
      if (name.endsWith('.js')) {
        const head = (await readFile(path.join(CLIENT, dir, name), 'utf8')).slice(0, 64)
        scripts.push({ path: `/${dir}/${name}`, head })
      }
  const problems = startScriptProblems(scripts, REACT_SCRIPT)
  if (problems.length > 0) throw new Error(`postbuild: ${problems.join('; ')}`)
}

async function main() {
  await checkStartScripts()
  const hashes = new Set<string>()
  await writeFile(path.join(CLIENT, 'sitemap.xml'), sitemapXml(ORIGIN, catalogueLinks()))
  await writeFile(
    path.join(CLIENT, 'robots.txt'),
    `User-agent: *\nDisallow: /pdf-generate\nDisallow: /pdf-template\nDisallow: /test\nDisallow: /en/pdf-generate\nDisallow: /en/pdf-template\nDisallow: /en/test\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
  )
  const pages: string[] = []
  for await (const file of walk(CLIENT)) if (file.endsWith('.html')) pages.push(file)
  const inlined = await inlineCriticalCss(CLIENT, pages)
  for (const page of pages) await writeFile(page, deferHydration(await readFile(page, 'utf8')))
  const compressible: { file: string; size: number }[] = []
  for await (const file of walk(CLIENT)) {
    if (file.endsWith('.html'))
      for (const h of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(h)
    const { size } = await stat(file)
    if (COMPRESSIBLE.test(file) && size >= 1024) compressible.push({ file, size })
  }
  // Brotli at quality 11 is the slow part of the build: one file per core at a time (zlib works
  // on libuv's thread pool), largest first so no core is left with a big file at the end; 28 s
  // one by one, 15 s like this on two cores.
  compressible.sort((a, b) => b.size - a.size)
  const progress = stepProgress('postbuild: brotli and gzip', {
    total: compressible.length,
    verb: 'compressing',
  })
  let next = 0
  const worker = async () => {
    while (next < compressible.length) {
      const { file } = compressible[next++] as { file: string }
      const name = path.relative(CLIENT, file)
      progress.start(name)
      const body = await readFile(file)
      const [brBody, gzBody] = await Promise.all([
        br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz(body, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, brBody), writeFile(`${file}.gz`, gzBody)])
      progress.done(name)
    }
  }
  try {
    await Promise.all(Array.from({ length: availableParallelism() }, worker))
  } finally {
    progress.close()
  }
  const count = compressible.length
  await writeFile(
    path.resolve('dist/csp.json'),
    `${JSON.stringify({ scriptHashes: [...hashes] }, null, 2)}\n`,
  )
  console.log(
    `postbuild: sitemap, robots, critical CSS in ${pages.length} pages (+${Math.round(inlined / pages.length / 1024)} KB each), ${count} files precompressed, ${hashes.size} inline script hashes`,
  )
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main()
