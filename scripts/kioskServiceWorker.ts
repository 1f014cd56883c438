// Writes dist/client/sw.js, the showroom kiosk's service worker, after `vike build`:
// the precache list of this build (the kiosk's pages, every hashed script and style, the fonts and
// the catalogue geometry) and a version made from their names and contents, so a new build
// replaces the old caches. Only kiosk mode registers it (ui/kiosk/serviceWorker.ts).
// Environment: build time.

import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { KIOSK_WORKER_PROTOCOL } from '../engine/kioskWorkerMessages'
import { LOCALES, localizePath } from '../engine/routes'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const client = path.join(root, 'dist/client')

/** The pages a kiosk visitor moves between; others are cached the first time they are opened. */
const PAGES = ['/', '/plans', '/plans/plans-search', '/plans/plans-favorites', '/masterplan']

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

function pageFiles(logical: string): { url: string; file: string }[] {
  return LOCALES.flatMap((locale) => {
    const url = localizePath(logical, locale)
    const dir = path.join(client, url === '/' ? '' : url)
    const html = path.join(dir, 'index.html')
    const context = path.join(dir, 'index.pageContext.json')
    const out: { url: string; file: string }[] = []
    if (existsSync(html)) out.push({ url, file: html })
    if (existsSync(context))
      out.push({ url: `${url === '/' ? '' : url}/index.pageContext.json`, file: context })
    return out
  })
}

export function precacheList(): { url: string; file: string }[] {
  const served = (file: string) => !/\.(br|gz|map)$/.test(file)
  const tree = (sub: string, keep: (f: string) => boolean) =>
    walk(path.join(client, sub))
      .filter((f) => served(f) && keep(f))
      .map((file) => ({ url: `/${path.relative(client, file).split(path.sep).join('/')}`, file }))
  return [
    ...PAGES.flatMap(pageFiles),
    ...tree('assets', (f) => /\.(js|css|woff2)$/.test(f)),
    ...tree('generated/geometry', (f) => f.endsWith('.json')),
    ...['/manifest.webmanifest', '/icons/favicon.svg', '/art/masterplan-illustrated.svg']
      .map((url) => ({ url, file: path.join(client, url) }))
      .filter((e) => existsSync(e.file)),
  ]
}

function main(): void {
  const list = precacheList()
  const hash = createHash('sha256')
  for (const { url, file } of list) hash.update(url).update(readFileSync(file))
  const version = hash.digest('hex').slice(0, 12)
  const template = readFileSync(path.join(root, 'scripts/kioskServiceWorker.template.js'), 'utf8')
  const body = template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('[] /* __PRECACHE__ */', JSON.stringify(list.map((e) => e.url)))
    .replace('0 /* __PROTOCOL__ */', String(KIOSK_WORKER_PROTOCOL))
  if (!body.includes(`const PROTOCOL = ${KIOSK_WORKER_PROTOCOL}\n`)) {
    throw new Error('kiosk service worker: the template lost its protocol placeholder')
  }
  writeFileSync(path.join(client, 'sw.js'), body)
  console.log(`kiosk service worker ${version}: ${list.length} files precached`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main()
